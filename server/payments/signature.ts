/**
 * One verifier for both providers: Stripe's signature scheme (an HMAC-SHA256 of
 * "timestamp.body" in the Stripe-Signature header, five minutes' tolerance),
 * checked by the Stripe SDK over the exact bytes received. Stripe signs with
 * STRIPE_WEBHOOK_SECRET; the built-in test provider signs its own events with a
 * secret derived from the session secret, using the SDK's test-header helper.
 *
 * The SDK loads on first use, synchronously (its CommonJS build): a server on the
 * test provider that never takes a payment starts without it (0.15 s, measured).
 */
import { createRequire } from "node:module";
import type Stripe from "stripe";

const require = createRequire(import.meta.url);
let sdk: typeof Stripe | undefined;
const stripeSdk = (): typeof Stripe => (sdk ??= require("stripe") as typeof Stripe);

/** The signature is missing or does not verify: the webhook answers 400 and stores nothing. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

export function verifyStripeSignature(rawBody: Buffer, signatureHeader: string | undefined, secret: string): Stripe.Event {
  if (!signatureHeader) throw new WebhookSignatureError("Missing Stripe-Signature header");
  try {
    return stripeSdk().webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    if (error instanceof stripeSdk().errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError("Invalid Stripe-Signature header");
    }
    // A verified signature over a body that is not JSON is still not an event.
    throw new WebhookSignatureError("The event could not be read");
  }
}

/** The Stripe-Signature header for a payload, made now (the test provider signs at each delivery). */
export function signStripePayload(payload: string, secret: string): string {
  return stripeSdk().webhooks.generateTestHeaderString({ payload, secret });
}
