/**
 * Buying in tests, the way a buyer does on the built-in test provider: the seller
 * lists an item, the buyer orders it, pays with a test card, and the jobs deliver
 * the provider's event (the order is paid then).
 */
import { expect } from "vitest";
import type { MarketplaceItemView } from "@shared/api-types";
import type { PlacedOrderView } from "@shared/marketplace";
import type { User } from "../db/schema";
import type { TestApp } from "./harness";
import { CARDS } from "./payments";

/** POST /api/marketplace-items as the seller (a good accessory unless told). */
export async function listItem(t: TestApp, seller: User, listing: Record<string, unknown>): Promise<MarketplaceItemView> {
  const res = await (await t.as(seller))
    .post("/api/marketplace-items")
    .send({ description: "Good as new.", category: "Accessories", condition: "Good", ...listing });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as MarketplaceItemView;
}

/** POST /api/marketplace-items/:id/orders as the buyer. */
export async function placeOrder(t: TestApp, buyer: User, itemId: string, delivery: Record<string, unknown>): Promise<PlacedOrderView> {
  const res = await (await t.as(buyer)).post(`/api/marketplace-items/${itemId}/orders`).send({ delivery });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as PlacedOrderView;
}

/** Pays a placed order with the succeeding test card and processes the provider's event. */
export async function payOrder(t: TestApp, buyer: User, placed: PlacedOrderView): Promise<void> {
  const paid = await (await t.as(buyer)).post("/api/payments/test/confirm").send({ clientSecret: placed.payment.clientSecret, cardNumber: CARDS.succeeds });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await t.drainJobs();
}
