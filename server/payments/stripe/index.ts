/**
 * The Stripe payment provider: Stripe Billing subscriptions paid through the
 * Payment Element, Stripe Connect Express accounts for the creators, destination
 * charges that leave the platform its fee. Only the official SDK talks to Stripe;
 * `apiBase` points it at another host (the offline stand-in in tests).
 *
 * What it sends, per method:
 * - startSubscription: the fan's customer (reused, or POST /v1/customers keyed by
 *   our subscription id), the creator's product (GET /v1/products/pawfans_creator_<id>,
 *   created once with that id), then POST /v1/subscriptions with an inline monthly
 *   USD price, payment_behavior=default_incomplete, the payment method saved on the
 *   subscription, our ids as metadata, and for a creator with a payout account
 *   transfer_data.destination + application_fee_percent; the first invoice's
 *   confirmation secret is expanded in the same call.
 * - setCancelAtPeriodEnd: POST /v1/subscriptions/:id {cancel_at_period_end}.
 * - previewUpgrade: POST /v1/invoices/create_preview {subscription, subscription_details:
 *   {items: [{id, price_data}], proration_behavior: always_invoice, proration_date}}; the
 *   amount is the sum of its proration lines.
 * - upgrade: POST /v1/prices (the new monthly price), then POST /v1/subscriptions/:id
 *   with items [{id, price}], the same proration_behavior and proration_date (so the
 *   charge is what was previewed), payment_behavior
 *   pending_if_incomplete (a card that needs confirming leaves the change pending and
 *   answers the proration invoice's confirmation secret) and the tier as metadata.
 * - changePriceFrom: POST /v1/subscriptions/:id {items, proration_behavior: none, metadata}.
 * - cancelNow: DELETE /v1/subscriptions/:id (an already ended one is left alone).
 * - refund: GET /v1/charges/:id, then POST /v1/refunds {charge, amount}, reversing the
 *   creator's transfer and the platform's fee in proportion on a destination charge.
 * - createPayoutAccount / onboardingLink: POST /v1/accounts (type express) and
 *   POST /v1/account_links (account_onboarding).
 * - createOrderPayment: POST /v1/payment_intents {amount, currency usd, transfer_group,
 *   metadata.orderId, automatic_payment_methods} on the platform, keyed by the order id;
 *   cancelOrderPayment: POST /v1/payment_intents/:id/cancel (one already paid is left alone).
 * - verifyEvent: the SDK's constructEvent through the one verifier (../signature), no network.
 */
import crypto from "node:crypto";
import Stripe from "stripe";
import { PLATFORM_FEE_PERCENT } from "@shared/constants/money";
import { PRODUCT_NAME } from "@shared/constants/product";
import type {
  PaymentCollection,
  PaymentProvider,
  StartedOrderPayment,
  StartSubscription,
  StartedSubscription,
  UpgradeOutcome,
} from "../provider";
import { tierMetadata } from "../tier-metadata";
import { verifyStripeSignature, WebhookSignatureError } from "../signature";
import { isStripeCode, stripeCall, subscriptionEnded } from "./errors";

export interface StripeProviderConfig {
  secretKey: string;
  publishableKey: string;
  /** The webhook endpoint's signing secret; several may be given, comma-separated (the platform's and the Connect endpoint's). */
  webhookSecret: string;
  /** Another address for Stripe's API, e.g. http://127.0.0.1:12111 for the offline stand-in (a URL, or its parts). */
  apiBase?: string | ApiAddress;
}

interface ApiAddress {
  protocol: "http" | "https";
  host: string;
  port: number;
}

/** Per request; Stripe answers in well under a second, so a stuck call fails the request instead of holding it. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Connection failures, 409s and 5xx are retried with the same idempotency key. */
const MAX_NETWORK_RETRIES = 2;
/** Subscription statuses after which nothing is left to cancel. */
const ENDED_STATUSES = new Set(["canceled", "incomplete_expired"]);

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    apiVersion: Stripe.API_VERSION,
    typescript: true,
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    appInfo: { name: PRODUCT_NAME },
    ...addressOf(config.apiBase),
  });
  const webhookSecrets = config.webhookSecret
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  /** Products already checked in this process, by creator profile id (value: the name they carry). */
  const knownProducts = new Map<string, string>();

  async function customerFor(input: StartSubscription): Promise<string> {
    if (input.customerId) {
      try {
        const existing = await stripe.customers.retrieve(input.customerId);
        if (!existing.deleted) return existing.id;
      } catch (err) {
        // A customer of another account or mode (keys switched): start a new one.
        if (!isStripeCode(err, "resource_missing")) throw err;
      }
    }
    const customer = await stripe.customers.create(
      {
        email: input.fan.email ?? undefined,
        name: input.fan.name,
        metadata: { userId: input.fan.id },
      },
      { idempotencyKey: `pawfans-customer-${input.subscriptionId}` },
    );
    return customer.id;
  }

  /** The creator's Product, with a fixed id so it is found again without a search. */
  async function productFor(creator: StartSubscription["creator"]): Promise<string> {
    const id = productIdOf(creator.profileId);
    const name = `${creator.petName} on ${PRODUCT_NAME}`;
    if (knownProducts.get(creator.profileId) === name) return id;
    let product: Stripe.Product | null = null;
    try {
      product = await stripe.products.retrieve(id);
    } catch (err) {
      if (!isStripeCode(err, "resource_missing")) throw err;
    }
    if (!product) {
      try {
        product = await stripe.products.create(
          { id, name, metadata: { creatorProfileId: creator.profileId } },
          { idempotencyKey: `pawfans-product-${creator.profileId}-${digest(name)}` },
        );
      } catch (err) {
        // Created meanwhile by another request.
        if (!isStripeCode(err, "resource_already_exists")) throw err;
        product = await stripe.products.retrieve(id);
      }
    }
    if (!product.active || product.name !== name) {
      await stripe.products.update(id, { active: true, name });
    }
    knownProducts.set(creator.profileId, name);
    return id;
  }

  /** After Stripe refused a change to a subscription: is it because the subscription is over? */
  async function hasEnded(err: unknown, stripeSubscriptionId: string): Promise<boolean> {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) return false;
    try {
      const subscription = await stripe.subscriptions.retrieve(stripeSubscriptionId);
      return ENDED_STATUSES.has(subscription.status);
    } catch {
      return false;
    }
  }

  /** The subscription's one item, and the creator's product its new price belongs to. */
  async function itemOf(stripeSubscriptionId: string): Promise<{ item: Stripe.SubscriptionItem; product: string }> {
    const subscription = await stripe.subscriptions.retrieve(stripeSubscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${stripeSubscriptionId} has no item`);
    const product = item.price.product;
    return { item, product: typeof product === "string" ? product : product.id };
  }

  return {
    kind: "stripe",
    publishableKey: config.publishableKey,

    startSubscription: (input) =>
      stripeCall(async (): Promise<StartedSubscription> => {
        const customer = await customerFor(input);
        const product = await productFor(input.creator);
        const params: Stripe.SubscriptionCreateParams = {
          customer,
          items: [
            {
              price_data: {
                currency: "usd",
                product,
                unit_amount: input.amountCents,
                recurring: { interval: "month" },
              },
            },
          ],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          metadata: { subscriptionId: input.subscriptionId, creatorProfileId: input.creator.profileId },
          expand: ["latest_invoice.confirmation_secret"],
        };
        if (input.destinationAccountId) {
          params.transfer_data = { destination: input.destinationAccountId };
          params.application_fee_percent = PLATFORM_FEE_PERCENT;
        }
        const subscription = await stripe.subscriptions.create(params, {
          idempotencyKey: `pawfans-subscription-${input.subscriptionId}`,
        });
        const clientSecret = confirmationSecretOf(subscription);
        if (!clientSecret) {
          throw new Error(`Stripe subscription ${subscription.id} has no first invoice to confirm`);
        }
        return {
          stripeSubscriptionId: subscription.id,
          stripeCustomerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
          collection: { provider: "stripe", clientSecret },
        };
      }),

    pendingCollection: (stripeSubscriptionId) =>
      stripeCall(async (): Promise<PaymentCollection | null> => {
        const subscription = await stripe.subscriptions.retrieve(stripeSubscriptionId, {
          expand: ["latest_invoice.confirmation_secret"],
        });
        if (subscription.status !== "incomplete") return null;
        const clientSecret = confirmationSecretOf(subscription);
        return clientSecret ? { provider: "stripe", clientSecret } : null;
      }),

    setCancelAtPeriodEnd: (stripeSubscriptionId, cancel) =>
      stripeCall(async () => {
        try {
          await stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: cancel });
        } catch (err) {
          // Stripe refuses to change an ended subscription ("A canceled subscription can only update …").
          if (await hasEnded(err, stripeSubscriptionId)) {
            throw subscriptionEnded(err);
          }
          throw err;
        }
      }),

    cancelNow: (stripeSubscriptionId) =>
      stripeCall(async () => {
        try {
          await stripe.subscriptions.cancel(stripeSubscriptionId);
        } catch (err) {
          // Already over (a repeated job, a subscription Stripe expired first): nothing left to do.
          // Stripe answers "No such subscription" when canceling a canceled one, though it still retrieves it.
          if (!(await hasEnded(err, stripeSubscriptionId))) throw err;
        }
      }),

    refund: (stripeChargeId, amountCents) =>
      stripeCall(async () => {
        const charge = await stripe.charges.retrieve(stripeChargeId);
        const params: Stripe.RefundCreateParams = { charge: stripeChargeId, amount: amountCents };
        if (charge.transfer_data) {
          // A destination charge: take back the creator's share and return the platform's fee, in proportion.
          params.reverse_transfer = true;
          params.refund_application_fee = true;
        }
        await stripe.refunds.create(params);
      }),

    now: async () => new Date(),

    previewUpgrade: (input) =>
      stripeCall(async () => {
        const { item, product } = await itemOf(input.stripeSubscriptionId);
        const preview = await stripe.invoices.createPreview({
          subscription: input.stripeSubscriptionId,
          subscription_details: {
            items: [{ id: item.id, price_data: monthlyPrice(product, input.amountCents) }],
            proration_behavior: "always_invoice",
            proration_date: unixOf(input.prorationDate),
          },
        });
        return { amountDueCents: prorationsOf(preview) };
      }),

    upgrade: (input) =>
      stripeCall(async (): Promise<UpgradeOutcome> => {
        const { item, product } = await itemOf(input.stripeSubscriptionId);
        // A pending update takes a price, not price_data: the tier's monthly price, made once per product and amount.
        const price = await stripe.prices.create(monthlyPrice(product, input.amountCents), {
          idempotencyKey: `pawfans-price-${product}-${input.amountCents}`,
        });
        let updated: Stripe.Subscription;
        try {
          updated = await stripe.subscriptions.update(input.stripeSubscriptionId, {
            items: [{ id: item.id, price: price.id }],
            proration_behavior: "always_invoice",
            proration_date: unixOf(input.prorationDate),
            // Nothing changes unless the proration invoice is paid: a card that needs confirming keeps it pending.
            payment_behavior: "pending_if_incomplete",
            metadata: tierMetadata(input.tierId, input.prorationDate),
            expand: ["latest_invoice.confirmation_secret"],
          });
        } catch (err) {
          if (await hasEnded(err, input.stripeSubscriptionId)) throw subscriptionEnded(err);
          throw err;
        }
        const invoice = typeof updated.latest_invoice === "object" ? updated.latest_invoice : null;
        if (!updated.pending_update) return { status: "paid", amountCents: invoice?.amount_paid ?? 0 };
        const clientSecret = invoice?.status === "open" ? invoice.confirmation_secret?.client_secret : undefined;
        if (!clientSecret) throw new Error(`Stripe subscription ${updated.id} has a pending update without an open invoice to confirm`);
        return { status: "requires_payment", amountCents: invoice!.amount_due, collection: { provider: "stripe", clientSecret } };
      }),

    changePriceFrom: (input) =>
      stripeCall(async () => {
        const { item, product } = await itemOf(input.stripeSubscriptionId);
        const from = input.from === "period_end" ? new Date(item.current_period_end * 1000) : input.from;
        try {
          await stripe.subscriptions.update(input.stripeSubscriptionId, {
            items: [{ id: item.id, price_data: monthlyPrice(product, input.amountCents) }],
            // The renewal bills the new price; nothing is charged or credited for this period.
            proration_behavior: "none",
            metadata: tierMetadata(input.tierId, from),
          });
        } catch (err) {
          if (await hasEnded(err, input.stripeSubscriptionId)) throw subscriptionEnded(err);
          throw err;
        }
        return { from };
      }),

    retrieveSubscription: (id) => stripeCall(() => stripe.subscriptions.retrieve(id)),
    // The payments (and their payment intents, whose latest_charge is the charge) come along:
    // since API version 2025-03-31 an invoice no longer names its charge itself.
    retrieveInvoice: (id) => stripeCall(() => stripe.invoices.retrieve(id, { expand: ["payments.data.payment.payment_intent"] })),
    retrieveCharge: (id) => stripeCall(() => stripe.charges.retrieve(id)),

    createOrderPayment: (input) =>
      stripeCall(async (): Promise<StartedOrderPayment> => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: "usd",
            description: input.description,
            transfer_group: input.transferGroup,
            metadata: { orderId: input.orderId },
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: `pawfans-order-${input.orderId}` },
        );
        if (!intent.client_secret) throw new Error(`Stripe payment intent ${intent.id} has no client secret`);
        return { paymentIntentId: intent.id, collection: { provider: "stripe", clientSecret: intent.client_secret } };
      }),

    retrievePaymentIntent: (id) => stripeCall(() => stripe.paymentIntents.retrieve(id)),

    cancelOrderPayment: (id) =>
      stripeCall(async () => {
        try {
          await stripe.paymentIntents.cancel(id);
          return "canceled" as const;
        } catch (err) {
          // Stripe refuses to cancel a paid (or already canceled) intent: answer what it is.
          if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
          const intent = await stripe.paymentIntents.retrieve(id);
          if (intent.status === "succeeded") return "succeeded" as const;
          if (intent.status === "canceled") return "canceled" as const;
          throw err;
        }
      }),

    createPayoutAccount: ({ creatorProfileId, email }) =>
      stripeCall(async () => {
        const account = await stripe.accounts.create(
          {
            type: "express",
            email: email ?? undefined,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { creatorProfileId },
          },
          { idempotencyKey: `pawfans-account-${creatorProfileId}-${digest(email ?? "")}` },
        );
        return { stripeAccountId: account.id };
      }),

    onboardingLink: ({ stripeAccountId, returnUrl, refreshUrl }) =>
      stripeCall(async () => {
        const link = await stripe.accountLinks.create({
          account: stripeAccountId,
          type: "account_onboarding",
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return link.url;
      }),

    retrieveAccount: (id) => stripeCall(() => stripe.accounts.retrieve(id)),

    verifyEvent(rawBody, signatureHeader) {
      // The one verifier of both providers; with several secrets, the first that verifies.
      let failure: unknown = new WebhookSignatureError("No webhook secret is configured");
      for (const secret of webhookSecrets) {
        try {
          return verifyStripeSignature(rawBody, signatureHeader, secret);
        } catch (err) {
          failure = err;
        }
      }
      throw failure;
    },
  };
}

/** An inline monthly USD price of the creator's product, as subscriptions are created with. */
function monthlyPrice(product: string, amountCents: number) {
  return { currency: "usd", product, unit_amount: amountCents, recurring: { interval: "month" as const } };
}

const unixOf = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The proration lines of a preview invoice (what the change itself costs, as Stripe recommends reading it). */
function prorationsOf(invoice: Stripe.Invoice): number {
  return invoice.lines.data
    .filter((line) => line.parent?.subscription_item_details?.proration === true)
    .reduce((sum, line) => sum + line.amount, 0);
}

/** The fixed id of a creator's Product. */
export function productIdOf(creatorProfileId: string): string {
  return `pawfans_creator_${creatorProfileId}`;
}

function confirmationSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === "string" || invoice.status !== "open") return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

function addressOf(apiBase: string | ApiAddress | undefined): Partial<ApiAddress> {
  if (!apiBase) return {};
  if (typeof apiBase !== "string") return { protocol: apiBase.protocol, host: apiBase.host, port: apiBase.port };
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443 };
}

function digest(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex").slice(0, 12);
}
