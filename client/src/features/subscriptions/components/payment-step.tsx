/**
 * The subscribe dialog's card step, its own chunk (loaded when a fan presses
 * 'Subscribe Now'; the change-tier dialog collects an upgrade's card with it too):
 * the built-in test provider's card form, or Stripe's Payment Element, itself a
 * further chunk so Stripe.js loads only with that provider.
 */
import { lazy, Suspense } from "react";
import type { PaymentCollectionView, SubscribeAnswer } from "@shared/api-types";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPrice } from "@/lib/format";
import { useConfirmTestPayment } from "../api/confirm-test-payment";
import { TestCardForm } from "./test-card-form";

const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

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
      <CardCollection payment={payment} priceLabel={priceLabel} onBusyChange={onBusyChange} onPaid={onPaid} />
    </div>
  );
}

interface CardCollectionProps {
  payment: PaymentCollectionView;
  /** On the pay button: "Pay $9.99/month", "Pay $6.33". */
  priceLabel: string;
  onBusyChange: (busy: boolean) => void;
  onPaid: () => void;
  /** The failure toast's title (a declined card). */
  failureTitle?: string;
}

/** The card form of the payment's provider: the test provider's, or Stripe's Payment Element. */
export function CardCollection({ payment, priceLabel, onBusyChange, onPaid, failureTitle }: CardCollectionProps) {
  const confirm = useConfirmTestPayment(failureTitle);

  function payWithTestCard(cardNumber: string) {
    onBusyChange(true);
    confirm.mutate(
      { clientSecret: payment.clientSecret, cardNumber },
      // A declined card: the toast says why, the form stays for another card.
      { onSuccess: onPaid, onError: () => onBusyChange(false) },
    );
  }

  return payment.provider === "stripe" ? (
    <Suspense fallback={<Skeleton className="h-48" />}>
      <StripePaymentForm
        clientSecret={payment.clientSecret}
        priceLabel={priceLabel}
        onBusyChange={onBusyChange}
        onPaid={onPaid}
        failureTitle={failureTitle}
      />
    </Suspense>
  ) : (
    <TestCardForm priceLabel={priceLabel} pending={confirm.isPending} onPay={payWithTestCard} />
  );
}
