import type { UseFormRegisterReturn } from "react-hook-form";
import { MapPin, Truck } from "lucide-react";
import { formatCents } from "@shared/money";
import type { DeliveryMethod, DeliveryOptions } from "@shared/marketplace";
import { cn } from "@/lib/utils";

interface DeliveryChoiceProps {
  options: DeliveryOptions;
  /** The listing's place, said under pickup. */
  location: string | null;
  field: UseFormRegisterReturn<"delivery.method">;
  disabled: boolean;
}

/** The delivery methods the listing offers, as cards to choose from (one offered: it alone, chosen). */
export function DeliveryChoice({ options, location, field, disabled }: DeliveryChoiceProps) {
  const choices: { method: DeliveryMethod; title: string; detail: string; price: string; icon: typeof Truck }[] = [];
  if (options.shipping) {
    choices.push({
      method: "shipping",
      title: "Shipping",
      detail: "Sent to your address, with tracking",
      price: options.shippingCents === 0 ? "Free" : formatCents(options.shippingCents),
      icon: Truck,
    });
  }
  if (options.pickup) {
    choices.push({
      method: "pickup",
      title: "Pickup",
      detail: location ? `Collect it from the seller in ${location}` : "Collect it from the seller",
      price: "Free",
      icon: MapPin,
    });
  }
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-3 text-sm font-semibold">Delivery</legend>
      <div className={cn("grid gap-3", choices.length > 1 && "sm:grid-cols-2")}>
        {choices.map(({ method, title, detail, price, icon: Icon }) => (
          <label
            key={method}
            className="flex cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" value={method} {...field} className="mt-1 size-4 accent-primary" />
            <span className="min-w-0 flex-1">
              <span className="flex items-center justify-between gap-2 font-semibold">
                <span className="inline-flex items-center gap-1.5">
                  <Icon className="size-4 text-primary" aria-hidden />
                  {title}
                </span>
                <span className="tabular-nums">{price}</span>
              </span>
              <span className="mt-0.5 block text-sm text-muted-foreground">{detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
