/**
 * Stripe's errors as answers a person can act on. Every SDK call of the Stripe
 * provider goes through `toPaymentError`, which makes the providers' shared
 * PaymentProviderError (../provider.ts, an HttpError: the API's error handler
 * answers {"message"} with its status wherever it crosses a route), with the same
 * statuses, codes and messages as the built-in test provider:
 * - 404 `resource_missing` for an object Stripe does not have, in Stripe's words
 *   ("No such charge: 'ch_…'");
 * - 409 for a change the object cannot take now: `charge_already_refunded`,
 *   `amount_too_large` (refunding more than is left), `subscription_ended`;
 * - 402 with the card's message for a declined card ("Your card was declined.");
 * - 503 `retryable` for Stripe busy or unreachable (after the SDK's own retries);
 * - 400/409/502 with Stripe's code for other refused requests.
 * A wrong API key or a missing permission is the platform's configuration fault,
 * not the caller's: a plain Error, logged as a 500.
 */
import Stripe from "stripe";
import { PaymentProviderError } from "../provider";

export const PAYMENTS_UNAVAILABLE = "Payments are unavailable right now. Please try again in a moment.";
export const SUBSCRIPTION_ENDED = "This subscription has already ended.";

const DECLINE_MESSAGES: Record<string, string> = {
  insufficient_funds: "Your card has insufficient funds.",
  lost_card: "Your card was declined.",
  stolen_card: "Your card was declined.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
  incorrect_number: "Your card number is incorrect.",
};

const CARD_MESSAGES: Record<string, string> = {
  card_declined: "Your card was declined.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_cvc: "Your card's security code is invalid.",
  incorrect_number: "Your card number is incorrect.",
  invalid_number: "Your card number is invalid.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
  authentication_required: "Your bank asks you to confirm this payment. Please try again and approve it.",
};

/** Changes Stripe refuses because of the object's state, by Stripe's error code. */
const INVALID_STATE_MESSAGES: Record<string, string> = {
  charge_already_refunded: "This charge has already been refunded.",
  charge_disputed: "This charge is disputed: it cannot be refunded while the dispute is open.",
  amount_too_large: "The amount is larger than what is left on this charge.",
};

/** Other refused requests a person can understand. */
const REQUEST_ERRORS: Record<string, { status: number; message: string }> = {
  amount_too_small: { status: 400, message: "The amount is too small." },
  account_invalid: { status: 409, message: "The creator's payout account cannot take payments yet." },
  email_invalid: { status: 400, message: "The email address was refused by the payment provider." },
};

/** A refusal with its own status, keeping Stripe's error as the cause. */
const refused = (status: number, message: string, err: Stripe.errors.StripeError, retryable = false) =>
  new PaymentProviderError(status, message, err.code, retryable, { cause: err });

export function toPaymentError(err: unknown): Error {
  if (!(err instanceof Stripe.errors.StripeError)) return err instanceof Error ? err : new Error(String(err));
  if (err instanceof Stripe.errors.StripeCardError) {
    const message =
      (err.decline_code && DECLINE_MESSAGES[err.decline_code]) || (err.code && CARD_MESSAGES[err.code]) || "Your card was declined.";
    return new PaymentProviderError(402, message, err.code ?? "card_declined", false, { cause: err });
  }
  if (
    err instanceof Stripe.errors.StripeRateLimitError ||
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError
  ) {
    return refused(503, PAYMENTS_UNAVAILABLE, err, true);
  }
  if (err instanceof Stripe.errors.StripeIdempotencyError) {
    return refused(409, "This payment request conflicts with an earlier one. Please try again.", err);
  }
  if (err instanceof Stripe.errors.StripeAuthenticationError || err instanceof Stripe.errors.StripePermissionError) {
    return new Error(`Stripe refused the platform's credentials (check STRIPE_SECRET_KEY): ${err.message}`, { cause: err });
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError) {
    if (err.code === "resource_missing") return refused(404, err.message, err);
    const invalidState = err.code ? INVALID_STATE_MESSAGES[err.code] : undefined;
    if (invalidState) return refused(409, invalidState, err);
    const known = err.code ? REQUEST_ERRORS[err.code] : undefined;
    if (known) return refused(known.status, known.message, err);
    return refused(400, "The payment provider refused this request.", err);
  }
  return refused(502, "The payment provider answered with an error.", err);
}

/** Runs one SDK call and turns its failure into the errors above. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw toPaymentError(err);
  }
}

/** Stripe refused a change to a subscription because it has ended. */
export function subscriptionEnded(cause: unknown): PaymentProviderError {
  return new PaymentProviderError(409, SUBSCRIPTION_ENDED, "subscription_ended", false, { cause });
}

export function isStripeCode(err: unknown, code: string): boolean {
  return err instanceof Stripe.errors.StripeError && err.code === code;
}
