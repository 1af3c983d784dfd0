/**
 * The 'List an Item' form's rules: the shared request schema, with the price
 * typed as text (a number input) so a blank price reads as a missing field,
 * and the delivery options as two switches and a shipping price in dollars,
 * turned into cents and checked by the shared delivery schema (at least one
 * way, a shipping price of 0 or more).
 */
import { z } from "zod";
import { ITEM_CONDITIONS, MARKETPLACE_CATEGORIES } from "@shared/constants/categories";
import type { MarketplaceItemView } from "@shared/api-types";
import { deliveryOptionsSchema } from "@shared/marketplace";
import { centsToDecimal, toCents } from "@shared/money";
import { marketplaceItemInputSchema, type MarketplaceItemInput, type MarketplaceItemUpdate } from "@shared/validation";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

/**
 * The server's price rule. It also accepts numbers; zod's pipe typing wants its
 * input to be exactly the text the form gives it, hence the narrowing cast.
 */
const sharedPriceRule = marketplaceItemInputSchema.shape.price as unknown as z.ZodType<string, string>;

export const SHIPPING_PRICE_MESSAGE = "Shipping price must be a number of dollars and cents, 0 or more";

/** The delivery fields as typed: a blank shipping price is free shipping; the price only counts when shipping is offered. */
const deliveryFormRule = z
  .object({ pickup: z.boolean(), shipping: z.boolean(), shippingPrice: z.string().trim() })
  .superRefine((d, ctx) => {
    if (d.shipping && d.shippingPrice !== "" && !/^\d+(\.\d{1,2})?$/.test(d.shippingPrice)) {
      ctx.addIssue({ code: "custom", message: SHIPPING_PRICE_MESSAGE, path: ["shippingPrice"] });
    }
  })
  .transform((d) => ({
    pickup: d.pickup,
    shipping: d.shipping,
    shippingCents: d.shipping && d.shippingPrice !== "" ? toCents(d.shippingPrice) : 0,
  }))
  .pipe(deliveryOptionsSchema);

export const listingFormSchema = marketplaceItemInputSchema.extend({
  price: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).pipe(sharedPriceRule),
  delivery: deliveryFormRule,
});

export type ListingFormValues = z.input<typeof listingFormSchema>;
export type ListingFormOutput = z.output<typeof listingFormSchema>;

/** A fresh form: condition and category start on their first options. */
export const LISTING_DEFAULTS = {
  title: "",
  price: "",
  condition: ITEM_CONDITIONS[0],
  category: MARKETPLACE_CATEGORIES[0],
  description: "",
  location: "",
  imageUrl: "",
  delivery: { pickup: true, shipping: false, shippingPrice: "" },
} satisfies ListingFormValues;

/**
 * The request body: the price as a parsed decimal number, and location and
 * imageUrl only when filled in (blank ones are already undefined, which JSON leaves out).
 */
export function toListingRequest(values: ListingFormOutput): MarketplaceItemInput {
  return {
    title: values.title,
    description: values.description,
    price: Number.parseFloat(values.price),
    category: values.category,
    condition: values.condition,
    ...(values.location ? { location: values.location } : {}),
    ...(values.imageUrl ? { imageUrl: values.imageUrl } : {}),
    delivery: values.delivery,
  };
}

type Category = ListingFormValues["category"];
type Condition = ListingFormValues["condition"];

/** The edit form filled in with a listing as it is (absent location and picture as blanks). */
export function listingFormValuesOf(item: MarketplaceItemView): ListingFormValues {
  return {
    title: item.title,
    price: item.price,
    condition: item.condition as Condition,
    category: item.category as Category,
    description: item.description,
    location: item.location ?? "",
    imageUrl: item.imageUrl ?? "",
    delivery: {
      pickup: item.delivery.pickup,
      shipping: item.delivery.shipping,
      shippingPrice: item.delivery.shipping ? centsToDecimal(item.delivery.shippingCents) : "",
    },
  };
}

/** The edit's request body: every field, a blank location or picture sent as null (removed). */
export function toListingUpdate(values: ListingFormOutput): MarketplaceItemUpdate {
  return {
    title: values.title,
    description: values.description,
    price: Number.parseFloat(values.price),
    category: values.category,
    condition: values.condition,
    location: values.location ?? null,
    imageUrl: values.imageUrl ?? null,
    delivery: values.delivery,
  };
}

