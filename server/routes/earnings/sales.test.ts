/**
 * A creator who also sells on Paw Bazar sees their sales on the statements page,
 * beside the subscriptions: each paid order with its item, shipping, commission,
 * their share and where the money stands (held, earned, refunded), newest first
 * and page by page; and the month's CSV lists each completed sale as the ledger
 * has it (the buyer's total, the commission, the seller's share).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceSaleView } from "@shared/marketplace";
import type { CreatorProfile, User } from "../../db/schema";
import { monthOf } from "../../ledger/months";
import { buildCreator, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { listItem, payOrder, placeOrder } from "../../test/orders";

let t: TestApp;
let seller: User;
let profile: CreatorProfile;
let buyer: User;
/** Oldest first, as made below. */
const orderIds: Record<"completed" | "refunded" | "shipped", string> = { completed: "", refunded: "", shipped: "" };

const ADDRESS = { name: "Ann Lee", line1: "1 Bark Street", city: "Portland", postalCode: "97201", country: "US" };

/** A $12.50 listing with $6.50 shipping, ordered for shipping and paid: $19.00, of which 63 cents commission. */
async function paidOrder(title: string): Promise<string> {
  const item = await listItem(t, seller, { title, price: "12.50", delivery: { pickup: false, shipping: true, shippingCents: 650 } });
  const placed = await placeOrder(t, buyer, item.id, { method: "shipping", address: ADDRESS });
  await payOrder(t, buyer, placed);
  return placed.order.id;
}

/** Ordered and never paid: no money moved, so no sale. */
async function unpaidOrder() {
  const item = await listItem(t, seller, { title: "Unpaid", description: "x", price: "1.00" });
  await placeOrder(t, buyer, item.id, { method: "pickup" });
}

const act = async (who: User, id: string, action: string, body: object = {}) => {
  const res = await (await t.as(who)).post(`/api/orders/${id}/${action}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  t = await startTestApp();
  ({ owner: seller, profile } = await buildCreator(t.ctx.db, { petName: "Penny" }));
  buyer = await buildUser(t.ctx.db);
  orderIds.completed = await paidOrder("Cat tree");
  await act(seller, orderIds.completed, "ship", { carrier: "USPS", trackingNumber: "9400 1" });
  await act(buyer, orderIds.completed, "confirm-received");
  orderIds.refunded = await paidOrder("Leash, red");
  await act(seller, orderIds.refunded, "cancel");
  await t.drainJobs();
  orderIds.shipped = await paidOrder("=Dog bowl");
  await act(seller, orderIds.shipped, "ship", { carrier: "USPS", trackingNumber: "9400 2" });
  await unpaidOrder();
});
afterAll(() => t?.close());

const sales = async (query = "") => {
  const res = await (await t.as(seller)).get(`/api/creator-profile/${profile.id}/sales${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as MarketplaceSaleView[];
};

describe("GET /api/creator-profile/:id/sales", () => {
  it("lists the owner's paid orders newest first with the amounts and where the money stands", async () => {
    const list = await sales();
    expect(list.map((sale) => [sale.itemTitle, sale.status, sale.money])).toEqual([
      ["=Dog bowl", "shipped", "held"],
      ["Leash, red", "canceled", "refunded"],
      ["Cat tree", "completed", "earned"],
    ]);
    expect(list[2]).toEqual({
      id: orderIds.completed,
      itemTitle: "Cat tree",
      status: "completed",
      money: "earned",
      subtotalCents: 1250,
      shippingCents: 650,
      commissionCents: 63,
      shareCents: 1837,
      paidAt: expect.any(String),
      completedAt: expect.any(String),
    });
  });

  it("pages with before, and a before of someone else's order is an empty page", async () => {
    const first = await sales("?limit=2");
    expect(first.map((sale) => sale.id)).toEqual([orderIds.shipped, orderIds.refunded]);
    expect((await sales(`?limit=2&before=${first[1]!.id}`)).map((sale) => sale.id)).toEqual([orderIds.completed]);
    const { profile: otherProfile, owner: otherSeller } = await buildCreator(t.ctx.db);
    const res = await (await t.as(otherSeller)).get(`/api/creator-profile/${otherProfile.id}/sales?before=${orderIds.shipped}`);
    expect(res.body).toEqual([]);
  });

  it("is empty for a creator who sold nothing", async () => {
    const { profile: quiet, owner } = await buildCreator(t.ctx.db);
    expect((await (await t.as(owner)).get(`/api/creator-profile/${quiet.id}/sales`)).body).toEqual([]);
  });
});

describe("the month's statement CSV", () => {
  it("lists each completed sale: the buyer's total, the commission and the seller's share, and nothing for sales not completed", async () => {
    const month = monthOf(new Date());
    const res = await (await t.as(seller)).get(`/api/creator-profile/${profile.id}/statements/${month}.csv`).buffer(true);
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.text).toBe(`date,type,fan,gross,fee,net\r\n${today},Marketplace sale: Cat tree,,19.00,0.63,18.37\r\n`);
  });
});
