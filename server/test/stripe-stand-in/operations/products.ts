/** Products: POST /v1/products (with our own id) and POST /v1/products/:id. */
import type Stripe from "stripe";
import { invalid } from "../errors";
import type { RequestContext } from "../events";
import { flag, metadataOf, text, type Params } from "../params";
import type { StandInState } from "../state";
import { newId } from "../store";

export function createProduct({ store, events }: StandInState, params: Params, ctx: RequestContext): Stripe.Product {
  const id = text(params, "id") ?? newId("prod");
  if (store.objects.has(id)) {
    throw invalid(`Product already exists.`, { code: "resource_already_exists", param: "id" });
  }
  const now = store.now();
  const product = store.save<Stripe.Product>({
    id,
    object: "product",
    active: flag(params, "active") ?? true,
    created: now,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: metadataOf(params),
    name: text(params, "name", true),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: "service",
    unit_label: null,
    updated: now,
    url: null,
  });
  events.emit("product.created", product, ctx);
  return product;
}

export function updateProduct({ store, events }: StandInState, id: string, params: Params, ctx: RequestContext): Stripe.Product {
  const product = store.get(id, "product") as Stripe.Product;
  const previous: Record<string, unknown> = {};
  const name = text(params, "name");
  const active = flag(params, "active");
  if (name !== undefined && name !== product.name) [previous.name, product.name] = [product.name, name];
  if (active !== undefined && active !== product.active) [previous.active, product.active] = [product.active, active];
  Object.assign(product.metadata, metadataOf(params));
  product.updated = store.now();
  events.emit("product.updated", product, ctx, previous);
  return product;
}
