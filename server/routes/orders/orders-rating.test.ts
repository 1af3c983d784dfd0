/**
 * After an order is completed its buyer rates the seller, 1 to 5 stars and a
 * short text, once per order; every listing of the seller then shows their
 * average and how many ratings it is of. Only the buyer rates (others 404 as
 * for the order, the seller and staff 403), a bad body is 400, and an order not
 * completed or already rated is 409.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceItemView } from "@shared/api-types";
import type { OrderView } from "@shared/marketplace";
import type { User } from "../../db/schema";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { listItem, payOrder, placeOrder } from "../../test/orders";

let t: TestApp;
let seller: User;
let buyer: User;
let stranger: User;
let moderator: User;

beforeAll(async () => {
  t = await startTestApp();
  [seller, buyer, stranger, moderator] = await Promise.all([buildUser(t.ctx.db), buildUser(t.ctx.db), buildUser(t.ctx.db), buildStaff(t.ctx.db, "moderator")]);
});
afterAll(() => t?.close());

/** A pickup order paid with the test card and marked ready by the seller. */
const listDogBowl = () => listItem(t, seller, { title: "Dog bowl", description: "Steel.", price: "8.00", delivery: { pickup: true, shipping: false, shippingCents: 0 } });

async function readyOrder(): Promise<{ item: MarketplaceItemView; id: string }> {
  const item = await listDogBowl();
  const placed = await placeOrder(t, buyer, item.id, { method: "pickup" });
  await payOrder(t, buyer, placed);
  expect((await act(seller, placed.order.id, "ready-for-pickup")).status).toBe(200);
  return { item, id: placed.order.id };
}

async function completedOrder() {
  const order = await readyOrder();
  expect((await act(buyer, order.id, "confirm-received")).status).toBe(200);
  return order;
}

const act = async (who: User, id: string, action: string, body: object = {}) => (await t.as(who)).post(`/api/orders/${id}/${action}`).send(body);
const rate = (who: User, id: string, body: object) => act(who, id, "rating", body);

describe("POST /api/orders/:id/rating", () => {
  it("lets the buyer of a completed order rate the seller once; the order then shows the rating, and so does its page and the list", async () => {
    const { id } = await completedOrder();
    const before = (await (await t.as(buyer)).get(`/api/orders/${id}`)).body as OrderView;
    expect(before.rating).toBeNull();

    const res = await rate(buyer, id, { stars: 5, text: "  Quick and friendly.  " });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body as OrderView).rating).toEqual({ stars: 5, text: "Quick and friendly.", createdAt: expect.any(String) });
    expect(((await (await t.as(seller)).get(`/api/orders/${id}`)).body as OrderView).rating?.stars).toBe(5);
    const purchases = (await (await t.as(buyer)).get("/api/orders?role=buyer")).body as OrderView[];
    expect(purchases.find((order) => order.id === id)?.rating?.stars).toBe(5);

    const again = await rate(buyer, id, { stars: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "You have already rated this order." });
  });

  it("takes one of two ratings sent at once", async () => {
    const { id } = await completedOrder();
    const answers = await Promise.all([rate(buyer, id, { stars: 4 }), rate(buyer, id, { stars: 2 })]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it("is 409 naming the status before the order is completed", async () => {
    const { id } = await readyOrder();
    const res = await rate(buyer, id, { stars: 4 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This order is ready_for_pickup; a seller is rated once the order is completed." });
  });

  it("is the buyer's alone: signed out 401, someone else 404, the seller and staff 403", async () => {
    const { id } = await completedOrder();
    expect((await t.anonymous().post(`/api/orders/${id}/rating`).send({ stars: 5 })).status).toBe(401);
    expect((await rate(stranger, id, { stars: 5 })).status).toBe(404);
    expect((await rate(stranger, "not-an-id", { stars: 5 })).status).toBe(404);
    for (const who of [seller, moderator]) {
      const res = await rate(who, id, { stars: 5 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the buyer can rate the seller of this order" });
    }
    expect(((await (await t.as(buyer)).get(`/api/orders/${id}`)).body as OrderView).rating).toBeNull();
  });

  it.each([
    ["no stars", {}, "Please choose 1 to 5 stars"],
    ["0 stars", { stars: 0 }, "Please choose 1 to 5 stars"],
    ["6 stars", { stars: 6 }, "Please choose 1 to 5 stars"],
    ["4.5 stars", { stars: 4.5 }, "Please choose 1 to 5 stars"],
    ["stars as text", { stars: "5" }, "Please choose 1 to 5 stars"],
    ["a text of 501 characters", { stars: 5, text: "x".repeat(501) }, "Text must be at most 500 characters"],
  ])("refuses %s with 400", async (_label, body, message) => {
    const { id } = await completedOrder();
    const res = await rate(buyer, id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

describe("the seller's rating on listings", () => {
  it("shows every listing of the seller with the average and the count, in the list and on the item's page", async () => {
    // A seller of their own, so the numbers are theirs alone.
    seller = await buildUser(t.ctx.db);
    const unrated = await listDogBowl();
    expect(unrated.sellerRating).toEqual({ average: null, count: 0 });

    for (const stars of [5, 4, 4]) {
      const { id } = await completedOrder();
      expect((await rate(buyer, id, { stars })).status).toBe(201);
    }
    const expected = { average: 4.33, count: 3 };
    expect((await t.anonymous().get(`/api/marketplace-items/${unrated.id}`)).body.sellerRating).toEqual(expected);
    const sold = (await t.anonymous().get("/api/marketplace-items?status=sold")).body as MarketplaceItemView[];
    const theirs = sold.filter((item) => item.sellerId === seller.id);
    expect(theirs).toHaveLength(3);
    for (const item of theirs) expect(item.sellerRating).toEqual(expected);
    expect((await listDogBowl()).sellerRating).toEqual(expected);
  });
});
