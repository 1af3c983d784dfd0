import { useState, type FormEvent } from "react";
import { CreditCard, FlaskConical, LoaderCircle, Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import {
  TEST_CARDS,
  TEST_CARD_DEFAULTS,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from "./card";

type Field = "cardNumber" | "expiry" | "cvc";
type Errors = Partial<Record<Field, string>>;

function validate(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  const card = cardNumberError(values.cardNumber);
  const expiry = expiryError(values.expiry);
  const cvc = cvcError(values.cvc);
  if (card) errors.cardNumber = card;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}

interface TestCardFormProps {
  /** "$9.99/month", on the pay button. */
  priceLabel: string;
  pending: boolean;
  onPay: (cardNumber: string) => void;
}

/**
 * The built-in test provider's card form: card number, expiry and CVC,
 * prefilled with the succeeding test card, under a note that says so.
 */
export function TestCardForm({ priceLabel, pending, onPay }: TestCardFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ ...TEST_CARD_DEFAULTS });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing (and clear as soon as a field is right).
    if (submitted) setErrors(validate(next));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onPay(values.cardNumber);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Card details">
      <div className="flex gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm" role="note">
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        <p className="text-foreground">
          <strong className="font-semibold">Test mode — no real money moves.</strong> Use{" "}
          <span className="font-mono whitespace-nowrap">{TEST_CARDS.succeeds}</span> to succeed,{" "}
          <span className="font-mono whitespace-nowrap">{TEST_CARDS.declined}</span> to be declined,{" "}
          <span className="font-mono whitespace-nowrap">{TEST_CARDS.failsAtFirstRenewal}</span> to fail at the first renewal.
        </p>
      </div>

      <FormField id="card-number" label="Card number" error={errors.cardNumber}>
        {(control) => (
          <div className="relative">
            <CreditCard className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              {...control}
              className="pl-9 font-mono tracking-wide"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              value={values.cardNumber}
              onChange={(event) => change("cardNumber", formatCardNumber(event.target.value))}
              disabled={pending}
            />
          </div>
        )}
      </FormField>

      <div className="grid grid-cols-2 gap-3">
        <FormField id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry}>
          {(control) => (
            <Input
              {...control}
              className="font-mono"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={values.expiry}
              onChange={(event) => change("expiry", formatExpiry(event.target.value))}
              disabled={pending}
            />
          )}
        </FormField>
        <FormField id="card-cvc" label="CVC" error={errors.cvc}>
          {(control) => (
            <Input
              {...control}
              className="font-mono"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              value={values.cvc}
              onChange={(event) => change("cvc", formatCvc(event.target.value))}
              disabled={pending}
            />
          )}
        </FormField>
      </div>

      <Button type="submit" size="lg" variant="gradient" className="w-full" disabled={pending}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
        {pending ? "Processing..." : `Pay ${priceLabel}`}
      </Button>
    </form>
  );
}
