/**
 * Prices: POST /v1/prices, and the inline prices of price_data parameters
 * (items[][price_data] of a subscription change or its preview): a monthly
 * price of a product, as the Stripe provider makes them.
 */
import type Stripe from "stripe";
import { invalid } from "../errors";
import type { RequestContext } from "../events";
import { hash, integer, metadataOf, text, type Params } from "../params";
import type { StandInState } from "../state";
import { newId, type ObjectStore } from "../store";

export function createPrice({ store, events }: StandInState, params: Params, ctx: RequestContext): Stripe.Price {
  const price = store.save(priceOf(store, params, "", { active: true, metadata: metadataOf(params) }));
  events.emit("price.created", price, ctx);
  return price;
}

/** A price built from price parameters (`param` prefixes the names in errors: "items[0][price_data]"); saved when `save`. */
export function inlinePrice(store: ObjectStore, priceData: Params, param: string, { save }: { save: boolean }): Stripe.Price {
  const price = priceOf(store, priceData, param, { active: false, metadata: {} });
  return save ? store.save(price) : price;
}

function priceOf(store: ObjectStore, params: Params, param: string, extra: { active: boolean; metadata: Record<string, string> }): Stripe.Price {
  const name = (...path: string[]) => (param ? `${param}[${path.join("][")}]` : `${path[0]}${path.slice(1).map((p) => `[${p}]`).join("")}`);
  const product = store.lookup<Stripe.Product>(text(params, "product", true), "product", name("product"));
  if (!product.active) throw invalid(`The product ${product.id} is archived: it cannot be used for new prices.`, { param: name("product") });
  const unitAmount = integer(params, "unit_amount");
  if (unitAmount === undefined || unitAmount < 50) {
    throw invalid("Amount must be at least $0.50 usd", { code: "amount_too_small", param: name("unit_amount") });
  }
  const currency = text(params, "currency", true);
  const recurring = hash(params, "recurring");
  const interval = recurring && text(recurring, "interval", true);
  if (!interval || !["day", "week", "month", "year"].includes(interval)) {
    throw invalid("Invalid recurring[interval].", { param: name("recurring", "interval") });
  }
  return {
    id: newId("price"),
    object: "price",
    active: extra.active,
    billing_scheme: "per_unit",
    created: store.now(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: extra.metadata,
    nickname: null,
    product: product.id,
    recurring: { interval: interval as Stripe.Price.Recurring.Interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: unitAmount,
    unit_amount_decimal: null,
  };
}

/** The plan an item carries beside its price (Stripe's older name for it). */
export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: null,
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? "month",
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}
