/**
 * A subscription's new price: POST /v1/subscriptions/:id with items=[{id, price
 * or price_data}] (proration_behavior none or always_invoice, proration_date,
 * payment_behavior pending_if_incomplete, metadata), and its preview, POST
 * /v1/invoices/create_preview with subscription_details.
 */
import type Stripe from "stripe";
import { invalid } from "../errors";
import type { RequestContext } from "../events";
import { hash, integer, metadataOf, text, type Params } from "../params";
import type { StandInState } from "../state";
import type { ObjectStore } from "../store";
import { openInvoice, previewInvoice, prorationCharges } from "./invoices";
import { payInvoiceNow } from "./payments";
import { inlinePrice, planOf } from "./prices";
import { isEnded } from "./subscriptions";


interface PriceChange {
  item: Stripe.SubscriptionItem;
  price: Stripe.Price;
}

/** items=[{id, price | price_data}]: the subscription's one item and its new price. */
function itemPriceChange(store: ObjectStore, subscription: Stripe.Subscription, items: Params[string], param: string, { save }: { save: boolean }): PriceChange {
  if (!Array.isArray(items) || items.length !== 1) throw invalid("Exactly one item is expected.", { param });
  const change = items[0] as Params;
  const item = subscription.items.data.find((i) => i.id === text(change, "id"));
  if (!item) throw invalid(`Invalid subscription item: ${text(change, "id") ?? "(none)"}. The stand-in changes the price of an existing item only.`, { param: `${param}[0][id]` });
  const priceId = text(change, "price");
  const priceData = hash(change, "price_data");
  if ((priceId === undefined) === (priceData === undefined)) {
    throw invalid("You may only specify one of these parameters: price, price_data.", { param: `${param}[0]` });
  }
  const price = priceId
    ? store.lookup<Stripe.Price>(priceId, "price", `${param}[0][price]`)
    : inlinePrice(store, priceData!, `${param}[0][price_data]`, { save });
  if (price.currency !== subscription.currency) throw invalid("The price's currency must match the subscription's.", { param: `${param}[0]` });
  return { item, price };
}

/** proration_date: inside the item's current period (now when not given). */
function prorationDateOf(store: ObjectStore, item: Stripe.SubscriptionItem, value: number | undefined, param: string): number {
  const at = value ?? store.now();
  if (at < item.current_period_start || at >= item.current_period_end) {
    throw invalid("The proration date must be within the subscription's current billing period.", { param });
  }
  return at;
}

/**
 * A new price for the item. proration_behavior none: it applies now and the
 * renewal bills it. always_invoice: the prorations are invoiced and charged to
 * the default payment method at once; with payment_behavior
 * pending_if_incomplete the change (metadata included) applies only once that
 * invoice is paid, and waits in pending_update until then.
 */
export function changeSubscriptionPrice(state: StandInState, id: string, params: Params, ctx: RequestContext): Stripe.Subscription {
  const { store, events } = state;
  const subscription = store.get(id, "subscription") as Stripe.Subscription;
  if (isEnded(subscription)) throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
  const change = itemPriceChange(store, subscription, params.items, "items", { save: true });
  const behavior = text(params, "proration_behavior") ?? "create_prorations";
  const metadata = hash(params, "metadata") ? metadataOf(params) : null;
  const apply = (request: RequestContext | null) => {
    const previous = { items: structuredClone(subscription.items), ...(metadata ? { metadata: { ...subscription.metadata } } : {}) };
    change.item.price = change.price;
    change.item.plan = planOf(change.price);
    if (metadata) Object.assign(subscription.metadata, metadata);
    subscription.pending_update = null;
    events.emit("customer.subscription.updated", subscription, request, previous);
  };
  if (behavior === "none") {
    if (params.proration_date !== undefined) throw invalid("proration_date cannot be used with proration_behavior=none.", { param: "proration_date" });
    apply(ctx);
    return subscription;
  }
  if (behavior !== "always_invoice") {
    throw invalid(`The stand-in changes prices with proration_behavior always_invoice or none (got ${behavior}).`, { param: "proration_behavior" });
  }
  if (text(params, "payment_behavior") !== "pending_if_incomplete") {
    throw invalid("The stand-in invoices a change of price only with payment_behavior=pending_if_incomplete.", { param: "payment_behavior" });
  }
  // Pending updates take an item's price and quantity only (Stripe's pending updates reference).
  if ((params.items as Params[])[0]?.price_data !== undefined) {
    throw invalid("Pending updates support items[][price], not items[][price_data].", { param: "items[0][price_data]" });
  }
  if (subscription.status !== "active") throw invalid(`The subscription is ${subscription.status}: it must be active to change its price now.`);
  const at = prorationDateOf(store, change.item, integer(params, "proration_date"), "proration_date");
  const invoice = openInvoice(state, subscription, "subscription_update", { start: at, end: at }, ctx, prorationCharges(change.item, change.price, at));
  subscription.latest_invoice = invoice.id;
  store.pendingUpdates.set(invoice.id, () => apply(null));
  const outcome = payInvoiceNow(state, invoice, String(subscription.default_payment_method));
  if (outcome.status !== "succeeded") {
    subscription.pending_update = {
      billing_cycle_anchor: null,
      expires_at: store.now() + 23 * 60 * 60,
      subscription_items: [{ ...change.item, price: change.price, plan: planOf(change.price) }],
      trial_end: null,
      trial_from_plan: null,
    } as Stripe.Subscription.PendingUpdate;
    events.emit("customer.subscription.updated", subscription, ctx, { pending_update: null, latest_invoice: invoice.id });
  }
  return subscription;
}

/** POST /v1/invoices/create_preview for a change of an existing subscription's price (its prorations). */
export function previewSubscriptionChange({ store }: StandInState, params: Params): Stripe.Invoice {
  const subscription = store.lookup<Stripe.Subscription>(text(params, "subscription", true), "subscription", "subscription");
  const details = hash(params, "subscription_details");
  if (!details || details.items === undefined) {
    throw invalid("The stand-in previews a change of an existing subscription's items only.", { param: "subscription_details[items]" });
  }
  const behavior = text(details, "proration_behavior") ?? "create_prorations";
  if (behavior === "none" && details.proration_date !== undefined) {
    throw invalid("subscription_details[proration_behavior] cannot be 'none' with subscription_details[proration_date].", { param: "subscription_details[proration_date]" });
  }
  const change = itemPriceChange(store, subscription, details.items, "subscription_details[items]", { save: false });
  if (behavior === "none") return previewInvoice(store, subscription, []);
  const at = prorationDateOf(store, change.item, integer(details, "proration_date"), "subscription_details[proration_date]");
  return previewInvoice(store, subscription, prorationCharges(change.item, change.price, at));
}
