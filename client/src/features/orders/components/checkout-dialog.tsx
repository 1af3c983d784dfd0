/**
 * The checkout, its own chunk (loaded when a buyer presses 'Buy now'): the
 * delivery method and, for shipping, the address (checked with the server's
 * schema), the total, then the card form of the payment's provider. Placing the
 * order reserves the item for ORDER_RESERVATION_MINUTES; once the card is
 * accepted the buyer lands on the order's page, which follows the payment.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { ArrowRight, LoaderCircle, ShieldCheck } from "lucide-react";
import type { MarketplaceItemView } from "@shared/api-types";
import { formatCents, toCents } from "@shared/money";
import { ORDER_RESERVATION_MINUTES, type PlacedOrderView } from "@shared/marketplace";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { CardCollection } from "@/components/payments/card-collection";
import type { PaymentFailureText } from "@/components/payments/confirm-test-payment";
import { useAuth } from "@/hooks/use-auth";
import { paths } from "@/lib/paths";
import { guessCountry } from "../address";
import { checkoutDefaults, checkoutResolver, checkoutTotalCents, type CheckoutFormValues, type OrderRequest } from "../checkout-form";
import { usePlaceOrder } from "../api/place-order";
import { AddressFields } from "./address-fields";
import { DeliveryChoice } from "./delivery-choice";
import { PriceBreakdown } from "./price-breakdown";

const PAYMENT_FAILED: PaymentFailureText = { title: "Payment failed", fallback: "The payment failed" };

interface CheckoutDialogProps {
  item: MarketplaceItemView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The order was placed, or paid: the item's status changed. */
  onOrderChanged: () => void;
  /** The order placed in this checkout, kept by the opener so that closing and reopening comes back to the card. */
  placed: PlacedOrderView | null;
  onPlaced: (placed: PlacedOrderView) => void;
}

export default function CheckoutDialog({ item, open, onOpenChange, onOrderChanged, placed, onPlaced }: CheckoutDialogProps) {
  const [paying, setPaying] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !paying && onOpenChange(next)}>
      <DialogContent className="max-w-xl gap-5" hideClose={paying} onInteractOutside={(event) => paying && event.preventDefault()}>
        <DialogHeader>
          <DialogTitle className="pr-8 text-xl font-extrabold break-words">{placed ? "Pay for your order" : `Buy ${item.title}`}</DialogTitle>
          <DialogDescription>
            {placed
              ? `${item.title} is reserved for you for ${ORDER_RESERVATION_MINUTES} minutes while you pay.`
              : "Choose how you would like to get it. Nothing is charged until you pay on the next step."}
          </DialogDescription>
        </DialogHeader>
        {placed ? (
          <PaymentStep
            placed={placed}
            onBusyChange={setPaying}
            onPaid={() => {
              setPaying(false);
              onOrderChanged();
              onOpenChange(false);
            }}
          />
        ) : (
          <DetailsStep
            item={item}
            onPlaced={(answer) => {
              onPlaced(answer);
              onOrderChanged();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Delivery, address and total; 'Continue to payment' places the order. */
function DetailsStep({ item, onPlaced }: { item: MarketplaceItemView; onPlaced: (placed: PlacedOrderView) => void }) {
  const { user } = useAuth();
  const placeOrder = usePlaceOrder(item.id);
  const buyerName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const form = useForm<CheckoutFormValues, unknown, OrderRequest>({
    resolver: checkoutResolver,
    defaultValues: checkoutDefaults(item.delivery, buyerName, guessCountry(typeof navigator === "undefined" ? [] : navigator.languages)),
  });
  const method = form.watch("delivery.method");
  const country = form.watch("delivery.address.country");
  const subtotalCents = toCents(item.price);
  const { shippingCents, totalCents } = checkoutTotalCents(subtotalCents, item.delivery, method);
  const addressErrors = form.formState.errors.delivery && "address" in form.formState.errors.delivery ? form.formState.errors.delivery.address : undefined;

  const onSubmit = form.handleSubmit((input) => placeOrder.mutate(input, { onSuccess: onPlaced }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Delivery details">
      <DeliveryChoice options={item.delivery} location={item.location} field={form.register("delivery.method")} disabled={placeOrder.isPending} />
      {method === "shipping" && <AddressFields register={form.register} errors={addressErrors} country={country} disabled={placeOrder.isPending} />}
      <section aria-label="Order total" className="rounded-xl bg-muted px-4 py-3">
        <PriceBreakdown subtotalCents={subtotalCents} shippingCents={shippingCents} totalCents={totalCents} method={method} />
      </section>
      <Button type="submit" size="lg" variant="gradient" className="w-full" disabled={placeOrder.isPending}>
        {placeOrder.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <ArrowRight aria-hidden />}
        {placeOrder.isPending ? "Reserving your item..." : "Continue to payment"}
      </Button>
    </form>
  );
}

/** The placed order's total and the card form; paid, the buyer goes to the order's page. */
function PaymentStep({ placed, onBusyChange, onPaid }: { placed: PlacedOrderView; onBusyChange: (busy: boolean) => void; onPaid: () => void }) {
  const [, navigate] = useLocation();
  const { order } = placed;
  return (
    <div className="grid gap-5">
      <section aria-label="Order total" className="rounded-xl bg-muted px-4 py-3">
        <PriceBreakdown
          subtotalCents={order.subtotalCents}
          shippingCents={order.shippingCents}
          totalCents={order.totalCents}
          method={order.delivery.method}
        />
      </section>
      <CardCollection
        payment={placed.payment}
        priceLabel={formatCents(order.totalCents)}
        failure={PAYMENT_FAILED}
        onBusyChange={onBusyChange}
        onPaid={() => {
          onPaid();
          navigate(paths.order(order.id));
        }}
      />
      <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
        <ShieldCheck className="size-3.5 shrink-0" aria-hidden />
        The seller is paid only once you have the item.
      </p>
    </div>
  );
}
