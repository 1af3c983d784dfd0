/**
 * The payment provider: Stripe when its keys are configured, otherwise the built-in
 * test provider. Both bill subscriptions the same way and report what happened as
 * Stripe-shaped events, signed with Stripe's signature scheme, to the one webhook
 * endpoint (POST /api/webhooks/payments); one verifier and one event processor
 * serve both. The app never marks anything paid on its own: only a verified event
 * does.
 */
import type Stripe from "stripe";
import type { PaymentCollectionView } from "@shared/api-types";
import { HttpError } from "../http/errors";

export type PaymentProviderKind = "stripe" | "test";

/** Where both providers send their events (routes/webhooks/): raw body, Stripe-Signature header. */
export const PAYMENT_WEBHOOK_PATH = "/api/webhooks/payments";

/**
 * What the subscribe dialog needs to collect the card (it travels to the client
 * as is): the provider, and the secret that confirms the first invoice's payment
 * (Stripe: the Payment Element's client secret).
 */
export type PaymentCollection = PaymentCollectionView;

export interface StartSubscription {
  /**
   * The app's subscription id, kept as the provider subscription's metadata
   * (`metadata.subscriptionId`): the event processor finds the app's row by it
   * when an event arrives before the provider's id was written to that row.
   */
  subscriptionId: string;
  fan: { id: string; email: string | null; name: string };
  creator: { profileId: string; petName: string };
  /** The monthly price in cents. */
  amountCents: number;
  /** The creator's payout account, when they have one: charges go there minus the platform's fee. */
  destinationAccountId: string | null;
  /** The provider customer id of the fan, when one exists already. */
  customerId: string | null;
}

export interface StartedSubscription {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  collection: PaymentCollection;
}

/**
 * A change of a running subscription's monthly price to a tier's price. The
 * provider keeps which tier the price is for and from when it applies
 * (./tier-metadata.ts): the event processor moves the app's row to that tier
 * from that moment, whatever order the events come in.
 */
interface PriceChange {
  stripeSubscriptionId: string;
  /** The new monthly price in cents. */
  amountCents: number;
  /** The app's tier the new price is for. */
  tierId: string;
}

/** An upgrade charged now: the prorated difference for the rest of the period as of prorationDate. */
export interface Upgrade extends PriceChange {
  /** The moment the proration is computed for (the preview's, so preview and charge agree); within the current period. */
  prorationDate: Date;
}

export type UpgradeOutcome =
  /** Charged to the card on file (or nothing was due): the new price and tier apply now. */
  | { status: "paid"; amountCents: number }
  /** The proration invoice waits for the fan to confirm the card (Stripe: a pending update); nothing changed yet. */
  | { status: "requires_payment"; amountCents: number; collection: PaymentCollection };

/**
 * A one-off payment for a Paw Bazar order: a PaymentIntent on the platform's
 * own account with a transfer group (Stripe's separate charges and transfers):
 * the money stays with the platform until the order completes, and the seller's
 * transfer then names the same group.
 */
export interface StartOrderPayment {
  /** The app's order id, kept as the PaymentIntent's metadata (`metadata.orderId`): the event processor finds the order by it. */
  orderId: string;
  /** The order's total (item and shipping) in cents. */
  amountCents: number;
  /** "order_<id>" (server/orders/payment.ts). */
  transferGroup: string;
  /** What the buyer's statement and receipt say. */
  description: string;
}

export interface StartedOrderPayment {
  paymentIntentId: string;
  collection: PaymentCollection;
}

/**
 * The provider's current view of its objects. The event processor reads these
 * rather than trusting the order events arrive in: whatever order they come in,
 * the state applied is the provider's latest.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Stripe.js's publishable key (Stripe only). */
  readonly publishableKey: string | null;

  /** Creates the subscription, incomplete until its first invoice is paid. */
  startSubscription(input: StartSubscription): Promise<StartedSubscription>;
  /** The client secret of the subscription's open first invoice, for a second attempt. */
  pendingCollection(stripeSubscriptionId: string): Promise<PaymentCollection | null>;
  setCancelAtPeriodEnd(stripeSubscriptionId: string, cancel: boolean): Promise<void>;
  /** Ends the subscription now (an incomplete one given up, a fully refunded one). */
  cancelNow(stripeSubscriptionId: string): Promise<void>;
  /** Refunds part or all of a charge. */
  refund(stripeChargeId: string, amountCents: number): Promise<void>;

  /** The provider's clock (the test provider's runs ahead when the staff advance it). */
  now(): Promise<Date>;
  /**
   * What the upgrade would charge now, computed by the provider the way the
   * update will charge it (Stripe: a preview invoice with the same proration date).
   */
  previewUpgrade(input: Upgrade): Promise<{ amountDueCents: number }>;
  /**
   * Changes the price now and invoices the prorated difference at once
   * (Stripe: proration_behavior "always_invoice"), charged to the card on file.
   * A declined card leaves the subscription as it was: the test provider
   * answers 402; Stripe keeps the change pending until the fan confirms the
   * invoice's payment ("requires_payment").
   */
  upgrade(input: Upgrade): Promise<UpgradeOutcome>;
  /**
   * Changes the price with nothing charged or credited now (proration "none"):
   * the next renewal bills it. The tier it is for applies from `from` on: the
   * current period's end as the provider has it for a downgrade (the app's copy
   * may not have seen a renewal yet), now to undo one. Answers that moment.
   */
  changePriceFrom(input: PriceChange & { from: Date | "period_end" }): Promise<{ from: Date }>;

  retrieveSubscription(stripeSubscriptionId: string): Promise<Stripe.Subscription>;
  /**
   * The invoice with what paid it: `payments.data[].payment` must name the charge
   * (`charge`, or `payment_intent` expanded with its `latest_charge`), because the
   * processor records which charge refunds and disputes refer to (see
   * ./stripe-objects.ts, invoiceChargeId).
   */
  retrieveInvoice(stripeInvoiceId: string): Promise<Stripe.Invoice>;
  retrieveCharge(stripeChargeId: string): Promise<Stripe.Charge>;

  /** Creates an order's PaymentIntent, waiting for the buyer's card (requires_payment_method). */
  createOrderPayment(input: StartOrderPayment): Promise<StartedOrderPayment>;
  retrievePaymentIntent(paymentIntentId: string): Promise<Stripe.PaymentIntent>;
  /**
   * Cancels a PaymentIntent nobody paid (an order's reservation ran out), so it
   * can no longer be paid; answers its status afterwards: "succeeded" when it was
   * paid first (its event is on the way), else "canceled".
   */
  cancelOrderPayment(paymentIntentId: string): Promise<"canceled" | "succeeded">;

  /** A payout account for a creator, and the link where they finish onboarding. */
  createPayoutAccount(input: { creatorProfileId: string; email: string | null }): Promise<{ stripeAccountId: string }>;
  onboardingLink(input: { stripeAccountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  retrieveAccount(stripeAccountId: string): Promise<Stripe.Account>;

  /**
   * Checks the Stripe-Signature header over the raw body and parses the event;
   * throws WebhookSignatureError (./signature.ts, verifyStripeSignature) when it does not verify.
   */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event;
}

/**
 * A provider call the provider refused, as an answer a person can act on. An
 * HttpError, so the API answers {"message"} with its status wherever it crosses
 * a route. Two ways to make one (both providers use them):
 *
 *   new PaymentProviderError(message, "not_found" | "invalid_state")
 *       no such object (404); a change the object cannot take now (409): resuming
 *       an ended subscription, refunding more than is left, paying a closed invoice;
 *   new PaymentProviderError(status, message, code, retryable, { cause })
 *       anything else with its own status: 402 a declined card, 503 the provider
 *       busy or unreachable (`retryable`: a job should try again), 400/502 …
 *
 * Anything else a provider throws is a fault, answered 500.
 */
export class PaymentProviderError extends HttpError {
  override name = "PaymentProviderError";
  /** "not_found", "invalid_state", or the provider's own error code ("card_declined" …) when it gave one. */
  readonly code: string | undefined;
  /** Worth trying again later (the provider busy or unreachable). */
  readonly retryable: boolean;

  constructor(message: string, code: "not_found" | "invalid_state");
  constructor(status: number, message: string, code: string | undefined, retryable: boolean, options?: { cause?: unknown });
  constructor(
    first: number | string,
    second: string,
    code?: string,
    retryable = false,
    options?: { cause?: unknown },
  ) {
    const short = typeof first === "string";
    super(short ? (second === "not_found" ? 404 : 409) : first, short ? first : second);
    this.code = short ? second : code;
    this.retryable = short ? false : retryable;
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
