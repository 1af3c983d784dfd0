/** Customers: POST /v1/customers (GET answers the stored object). */
import crypto from "node:crypto";
import type Stripe from "stripe";
import type { RequestContext } from "../events";
import { metadataOf, text, type Params } from "../params";
import type { StandInState } from "../state";
import { newId } from "../store";

export function createCustomer({ store, events }: StandInState, params: Params, ctx: RequestContext): Stripe.Customer {
  const customer = store.save<Stripe.Customer>({
    id: newId("cus"),
    object: "customer",
    address: null,
    balance: 0,
    created: store.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: text(params, "email") ?? null,
    invoice_prefix: crypto.randomBytes(4).toString("hex").toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: metadataOf(params),
    name: text(params, "name") ?? null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  });
  events.emit("customer.created", customer, ctx);
  return customer;
}
