/**
 * The card step of every payment (a subscription, an upgrade, an order), loaded
 * with the dialog that reaches it: the built-in test provider's card form, or
 * Stripe's Payment Element, itself a further chunk so Stripe.js loads only with that provider.
 */
import { lazy, Suspense } from "react";
import type { PaymentCollectionView } from "@shared/api-types";
import { Skeleton } from "@/components/ui/skeleton";
import { useConfirmTestPayment, type PaymentFailureText } from "./confirm-test-payment";
import { TestCardForm } from "./test-card-form";

const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

interface CardCollectionProps {
  payment: PaymentCollectionView;
  /** On the pay button: "Pay $9.99/month", "Pay $6.33". */
  priceLabel: string;
  onBusyChange: (busy: boolean) => void;
  onPaid: () => void;
  /** The failure toast (a declined card). */
  failure: PaymentFailureText;
}

/** The card form of the payment's provider: the test provider's, or Stripe's Payment Element. */
export function CardCollection({ payment, priceLabel, onBusyChange, onPaid, failure }: CardCollectionProps) {
  const confirm = useConfirmTestPayment(failure);

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
        failure={failure}
      />
    </Suspense>
  ) : (
    <TestCardForm priceLabel={priceLabel} pending={confirm.isPending} onPay={payWithTestCard} />
  );
}
