/**
 * The checkout form's values: the delivery method and, for shipping, the address.
 * They are validated with the server's own request schema (orderInputSchema);
 * the address stays in the form while pickup is chosen, and the schema leaves it out.
 */
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { orderInputSchema, type DeliveryMethod, type DeliveryOptions } from "@shared/marketplace";

interface CheckoutAddressValues {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface CheckoutFormValues {
  delivery: { method: DeliveryMethod; address: CheckoutAddressValues };
}

/** What POST /api/marketplace-items/:id/orders is sent: the values as the schema leaves them. */
export type OrderRequest = z.output<typeof orderInputSchema>;

/**
 * The server's schema checks the form. The form's values are wider than the
 * schema's input (the address stays while pickup is chosen, and the schema drops
 * it), which its types cannot say: hence the cast.
 */
export const checkoutResolver = zodResolver(orderInputSchema) as unknown as Resolver<CheckoutFormValues, unknown, OrderRequest>;

/** A fresh form: shipping when the listing ships (a buyer far away cannot pick up), else pickup. */
export function checkoutDefaults(options: DeliveryOptions, buyerName: string, country: string): CheckoutFormValues {
  return {
    delivery: {
      method: options.shipping ? "shipping" : "pickup",
      address: { name: buyerName, line1: "", line2: "", city: "", region: "", postalCode: "", country },
    },
  };
}

/** The item's price plus shipping when it is shipped, in cents. */
export function checkoutTotalCents(subtotalCents: number, options: DeliveryOptions, method: DeliveryMethod): { shippingCents: number; totalCents: number } {
  const shippingCents = method === "shipping" ? options.shippingCents : 0;
  return { shippingCents, totalCents: subtotalCents + shippingCents };
}
