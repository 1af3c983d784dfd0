/**
 * The subscribe dialog's card step, its own chunk (loaded when a fan presses
 * 'Subscribe Now'; the change-tier dialog collects an upgrade's card with it too).
 */
import type { SubscribeAnswer } from "@shared/api-types";
import { CardCollection } from "@/components/payments/card-collection";
import type { PaymentFailureText } from "@/components/payments/confirm-test-payment";
import { formatPrice } from "@/lib/format";

/** A declined first payment's toast. */
const SUBSCRIPTION_FAILED: PaymentFailureText = { title: "Subscription failed", fallback: "Failed to create subscription" };

interface PaymentStepProps {
  answer: SubscribeAnswer;
  /** True while a payment is being confirmed (the dialog does not close meanwhile). */
  onBusyChange: (busy: boolean) => void;
  /** The card was accepted: the subscription turns active shortly. */
  onPaid: () => void;
}

export default function PaymentStep({ answer, onBusyChange, onPaid }: PaymentStepProps) {
  const { subscription, payment } = answer;
  const priceLabel = `${formatPrice(subscription.price)}/month`;
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-muted px-4 py-3 text-sm">
        <span className="min-w-0">
          <span className="block font-semibold">{subscription.tier?.name ?? "Monthly Subscription"}</span>
          <span className="block text-xs text-muted-foreground">Renews monthly · cancel anytime</span>
        </span>
        <span className="shrink-0 font-bold">{priceLabel}</span>
      </div>
      <CardCollection payment={payment} priceLabel={priceLabel} onBusyChange={onBusyChange} onPaid={onPaid} failure={SUBSCRIPTION_FAILED} />
    </div>
  );
}
