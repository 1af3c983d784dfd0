/**
 * Stripe's Payment Element, in its own chunk: it is loaded only when the provider
 * is Stripe and someone reaches a card step (subscribing, upgrading, buying an item), and only then is Stripe.js fetched
 * from js.stripe.com (the "pure" entry does not load it on import).
 */
import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { LoaderCircle, Lock } from "lucide-react";
import type { Appearance, Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import { usePaymentConfig } from "@/hooks/use-payment-config";
import { useTheme } from "@/hooks/use-theme";
import type { PaymentFailureText } from "./confirm-test-payment";

/** One Stripe.js per publishable key, for the whole visit. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripePaymentFormProps {
  clientSecret: string;
  priceLabel: string;
  onBusyChange: (busy: boolean) => void;
  onPaid: () => void;
  failure: PaymentFailureText;
}

export default function StripePaymentForm(props: StripePaymentFormProps) {
  const config = usePaymentConfig();
  const { theme } = useTheme();
  const publishableKey = config.data?.publishableKey;

  if (config.isLoading) return <Skeleton className="h-48" />;
  if (!publishableKey) return <LoadError title="The payment form could not be loaded" onRetry={() => void config.refetch()} />;

  const appearance: Appearance = {
    theme: theme === "dark" ? "night" : "stripe",
    variables: { borderRadius: "12px", fontFamily: "inherit" },
  };
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: props.clientSecret, appearance }}>
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ priceLabel, onBusyChange, onPaid, failure }: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const confirm = useMutation({
    mutationFn: async () => {
      if (!stripe || !elements) throw new Error("The payment form is still loading");
      // Cards that need no redirect (most) are confirmed here; a redirect comes back to this page.
      const { error } = await stripe.confirmPayment({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      });
      if (error) throw new Error(error.message ?? failure.fallback);
    },
    onMutate: () => onBusyChange(true),
    onError: () => onBusyChange(false),
    onSuccess: () => onPaid(),
    meta: { errorTitle: failure.title, errorFallback: failure.fallback },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate();
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Card details">
      {!ready && <Skeleton className="h-48" />}
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" size="lg" variant="gradient" className="w-full" disabled={!stripe || !ready || confirm.isPending}>
        {confirm.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
        {confirm.isPending ? "Processing..." : `Pay ${priceLabel}`}
      </Button>
    </form>
  );
}
