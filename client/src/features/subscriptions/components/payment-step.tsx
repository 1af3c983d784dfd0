/**
 * The subscribe dialog's card step, its own chunk (loaded when a fan presses
 * 'Subscribe Now'): the built-in test provider's card form, or Stripe's Payment
 * Element, itself a further chunk so Stripe.js loads only with that provider.
 */
import { lazy, Suspense } from "react";
import type { SubscribeAnswer } from "@shared/api-types";
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
  const confirm = useConfirmTestPayment();

  function payWithTestCard(cardNumber: string) {
    onBusyChange(true);
    confirm.mutate(
      { clientSecret: payment.clientSecret, cardNumber },
      // A declined card: the toast says why, the form stays for another card.
      { onSuccess: onPaid, onError: () => onBusyChange(false) },
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-muted px-4 py-3 text-sm">
        <span className="min-w-0">
          <span className="block font-semibold">{subscription.tier?.name ?? "Monthly Subscription"}</span>
          <span className="block text-xs text-muted-foreground">Renews monthly · cancel anytime</span>
        </span>
        <span className="shrink-0 font-bold">{priceLabel}</span>
      </div>
      {payment.provider === "stripe" ? (
        <Suspense fallback={<Skeleton className="h-48" />}>
          <StripePaymentForm clientSecret={payment.clientSecret} priceLabel={priceLabel} onBusyChange={onBusyChange} onPaid={onPaid} />
        </Suspense>
      ) : (
        <TestCardForm priceLabel={priceLabel} pending={confirm.isPending} onPay={payWithTestCard} />
      )}
    </div>
  );
}
