/**
 * Buying on Paw Bazar: POST /api/marketplace-items/:id/orders reserves the item
 * for 15 minutes and answers the payment to confirm; only the provider's
 * verified payment event makes the order paid and the item sold; an unpaid
 * order expires and frees the item; GET /api/orders and /api/orders/:id show
 * orders to their buyer, their seller and staff alone.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceItemView } from "@shared/api-types";
import type { OrderView, PlacedOrderView } from "@shared/marketplace";
import { ledgerEntries, ledgerTransfers, marketplaceItems, orderEvents, orders, type User } from "../../db/schema";
import { JOBS_SCHEMA } from "../../jobs/queue";
import { expireOrder } from "../../orders/expire";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { CARDS } from "../../test/payments";

let t: TestApp;
let seller: User;
let buyer: User;

beforeAll(async () => {
  t = await startTestApp();
  seller = await buildUser(t.ctx.db);
  buyer = await buildUser(t.ctx.db);
});
afterAll(() => t?.close());

const BOTH = { pickup: true, shipping: true, shippingCents: 650 };
const ADDRESS = { name: "Ann Lee", line1: "1 Bark Street", city: "Portland", region: "OR", postalCode: "97201", country: "us" };

async function listItem(overrides: Record<string, unknown> = {}): Promise<MarketplaceItemView> {
  const res = await (await t.as(seller))
    .post("/api/marketplace-items")
    .send({ title: "Cat tree", description: "Four levels.", price: "12.50", category: "Accessories", condition: "Good", delivery: BOTH, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const order = async (who: User, itemId: string, delivery: Record<string, unknown> = { method: "pickup" }) =>
  (await t.as(who)).post(`/api/marketplace-items/${itemId}/orders`).send({ delivery });

const itemStatus = async (id: string) => (await t.anonymous().get(`/api/marketplace-items/${id}`)).body.status;

async function pay(who: User, placed: PlacedOrderView, card: string = CARDS.succeeds) {
  const res = await (await t.as(who)).post("/api/payments/test/confirm").send({ clientSecret: placed.payment.clientSecret, cardNumber: card });
  await t.drainJobs();
  return res;
}

/** The ledger transfers of an order's payment, each with its entries by account. */
async function ledgerOf(placed: PlacedOrderView) {
  const [row] = await t.ctx.db.select({ paymentIntentId: orders.paymentIntentId }).from(orders).where(eq(orders.id, placed.order.id));
  const transfers = await t.ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, row!.paymentIntentId!));
  return Promise.all(
    transfers.map(async (transfer) => {
      const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transfer.id));
      expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
      return { kind: transfer.kind, entries: Object.fromEntries(entries.map((entry) => [entry.account, entry.amountCents])) };
    }),
  );
}

const viewOrder = async (who: User, id: string) => (await t.as(who)).get(`/api/orders/${id}`);

describe("POST /api/marketplace-items/:id/orders", () => {
  it("orders for shipping: the amounts in cents, 5% commission on the item alone, the item reserved 15 minutes", async () => {
    const item = await listItem();
    const before = Date.now();
    const res = await order(buyer, item.id, { method: "shipping", address: ADDRESS });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const placed = res.body as PlacedOrderView;
    expect(placed.order).toMatchObject({
      itemId: item.id,
      itemTitle: "Cat tree",
      buyerId: buyer.id,
      sellerId: seller.id,
      status: "pending_payment",
      delivery: { method: "shipping", address: { ...ADDRESS, country: "US" } },
      subtotalCents: 1250,
      shippingCents: 650,
      totalCents: 1900,
      // 5% of 1250 is 62.5: half-up.
      commissionCents: 63,
      currency: "usd",
      paidAt: null,
    });
    const reservedFor = Date.parse(placed.order.reservedUntil) - before;
    expect(reservedFor).toBeGreaterThan(14.9 * 60_000);
    expect(reservedFor).toBeLessThan(15.1 * 60_000);
    expect(placed.payment).toEqual({ provider: "test", clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/) });
    expect(await itemStatus(item.id)).toBe("reserved");

    const [job] = await t.ctx.db.execute<{ start_after: Date }>(
      sql`select start_after from ${sql.identifier(JOBS_SCHEMA)}.job where name = 'expire-order' and data ->> 'orderId' = ${placed.order.id}`,
    ).then((r) => r.rows);
    expect(new Date(job!.start_after).getTime()).toBe(Date.parse(placed.order.reservedUntil));
  });

  it("orders for pickup: no shipping charged", async () => {
    const item = await listItem();
    const res = await order(buyer, item.id);
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ delivery: { method: "pickup", address: null }, subtotalCents: 1250, shippingCents: 0, totalCents: 1250 });
  });

  it("409 once the item is reserved or sold", async () => {
    const item = await listItem();
    expect((await order(buyer, item.id)).status).toBe(201);
    const second = await order(await buildUser(t.ctx.db), item.id);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: "This item is no longer available." });
    await t.ctx.db.update(marketplaceItems).set({ status: "sold" }).where(eq(marketplaceItems.id, item.id));
    expect((await order(await buildUser(t.ctx.db), item.id)).body).toEqual({ message: "This item is no longer available." });
  });

  it("409 for a withdrawn item", async () => {
    const item = await listItem();
    await (await t.as(seller)).patch(`/api/marketplace-items/${item.id}`).send({ status: "withdrawn" });
    expect((await order(buyer, item.id)).status).toBe(409);
  });

  it.each([
    ["the seller's own item", () => ({ who: seller, delivery: { method: "pickup" } }), {}, "You cannot buy your own item."],
    ["shipping an item offered for pickup only", () => ({ who: buyer, delivery: { method: "shipping", address: ADDRESS } }), { delivery: { pickup: true, shipping: false, shippingCents: 0 } }, "This item cannot be shipped. Choose pickup."],
    ["picking up an item offered for shipping only", () => ({ who: buyer, delivery: { method: "pickup" } }), { delivery: { pickup: false, shipping: true, shippingCents: 0 } }, "This item cannot be picked up. Choose shipping."],
    ["no delivery", () => ({ who: buyer, delivery: undefined }), {}, "Please choose pickup or shipping"],
    ["an unknown method", () => ({ who: buyer, delivery: { method: "drone" } }), {}, "Please choose pickup or shipping"],
    ["shipping without an address", () => ({ who: buyer, delivery: { method: "shipping" } }), {}, "Invalid input: expected object, received undefined"],
    ["an address without a city", () => ({ who: buyer, delivery: { method: "shipping", address: { ...ADDRESS, city: " " } } }), {}, "City is required"],
    ["a country that is not a two-letter code", () => ({ who: buyer, delivery: { method: "shipping", address: { ...ADDRESS, country: "USA" } } }), {}, "Country must be a two-letter code"],
  ])("400 for %s, and the item stays available", async (_name, request, listing, message) => {
    const item = await listItem(listing);
    const { who, delivery } = request();
    const res = await (await t.as(who)).post(`/api/marketplace-items/${item.id}/orders`).send({ delivery });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await itemStatus(item.id)).toBe("available");
  });

  it("401 signed out; 404 for an unknown item", async () => {
    const item = await listItem();
    expect((await t.anonymous().post(`/api/marketplace-items/${item.id}/orders`).send({ delivery: { method: "pickup" } })).status).toBe(401);
    expect((await order(buyer, crypto.randomUUID())).status).toBe(404);
    expect((await order(buyer, "not-an-id")).status).toBe(404);
    expect(await itemStatus(item.id)).toBe("available");
  });

  it("twenty buyers at once: exactly one order, the others 409, and only that one can be paid", async () => {
    const item = await listItem();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buildUser(t.ctx.db)));
    const agents = await Promise.all(buyers.map((who) => t.as(who)));
    const answers = await Promise.all(
      agents.map((agent) => agent.post(`/api/marketplace-items/${item.id}/orders`).send({ delivery: { method: "pickup" } })),
    );
    const won = answers.filter((res) => res.status === 201);
    const lost = answers.filter((res) => res.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const res of lost) expect(res.body).toEqual({ message: "This item is no longer available." });
    expect(await t.ctx.db.select().from(orders).where(eq(orders.itemId, item.id))).toHaveLength(1);

    const winner = buyers[answers.indexOf(won[0]!)]!;
    expect((await pay(winner, won[0]!.body)).status).toBe(200);
    expect((await viewOrder(winner, won[0]!.body.order.id)).body.status).toBe("paid");
    expect(await itemStatus(item.id)).toBe("sold");
    expect((await order(buyers[0] === winner ? buyers[1]! : buyers[0]!, item.id)).status).toBe(409);
  });
});

describe("paying an order", () => {
  it("only the verified payment event makes the order paid and the item sold, recorded as an order event", async () => {
    const item = await listItem();
    const placed = (await order(buyer, item.id)).body as PlacedOrderView;
    // The buyer's confirmation alone changes nothing until the provider's event is processed.
    const confirmed = await (await t.as(buyer)).post("/api/payments/test/confirm").send({ clientSecret: placed.payment.clientSecret, cardNumber: CARDS.succeeds });
    expect(confirmed.status).toBe(200);
    expect((await viewOrder(buyer, placed.order.id)).body.status).toBe("pending_payment");
    expect(await itemStatus(item.id)).toBe("reserved");

    await t.drainJobs();
    const paid = (await viewOrder(buyer, placed.order.id)).body as OrderView;
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).not.toBeNull();
    expect(paid.events!.map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
      [null, "pending_payment", buyer.id],
      ["pending_payment", "paid", null],
    ]);
    expect(await itemStatus(item.id)).toBe("sold");
    // A sold item can no longer be changed by its seller.
    expect((await (await t.as(seller)).patch(`/api/marketplace-items/${item.id}`).send({ title: "Again" })).status).toBe(409);
    // Paying twice is one payment; the order stays paid.
    expect((await pay(buyer, placed)).status).toBe(200);
    expect(await t.ctx.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, placed.order.id), eq(orderEvents.toStatus, "paid")))).toHaveLength(1);
    expect(await ledgerOf(placed)).toEqual([{ kind: "order_payment", entries: { marketplace_payments: 1250, marketplace_held: -1250 } }]);
  });

  it("holds the buyer's whole payment in the ledger (item and shipping), once, summing to zero", async () => {
    const item = await listItem();
    const placed = (await order(buyer, item.id, { method: "shipping", address: ADDRESS })).body as PlacedOrderView;
    expect(await ledgerOf(placed)).toEqual([]);
    await pay(buyer, placed);
    await pay(buyer, placed);
    expect(await ledgerOf(placed)).toEqual([{ kind: "order_payment", entries: { marketplace_payments: 1900, marketplace_held: -1900 } }]);
  });

  it("a declined card leaves the order pending and the item reserved; another person cannot pay it", async () => {
    const item = await listItem();
    const placed = (await order(buyer, item.id)).body as PlacedOrderView;
    const declined = await pay(buyer, placed, CARDS.declined);
    expect(declined.status).toBe(402);
    expect((await viewOrder(buyer, placed.order.id)).body.status).toBe("pending_payment");
    expect(await itemStatus(item.id)).toBe("reserved");
    const stranger = await pay(await buildUser(t.ctx.db), placed);
    expect(stranger.status).toBe(404);
    expect((await viewOrder(buyer, placed.order.id)).body.status).toBe("pending_payment");
  });
});

describe("the reservation running out (the expire-order job)", () => {
  /** The order's reservation ends now: its time, and the time its job was sent to run at. */
  async function endReservation(orderId: string) {
    await t.ctx.db.update(orders).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, orderId));
    await t.ctx.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where name = 'expire-order' and data ->> 'orderId' = ${orderId}`,
    );
  }
  const runExpiry = () => t.drainJobs();

  it("expires an unpaid order, frees the item for the next buyer, and its payment can no longer be made", async () => {
    const item = await listItem();
    const placed = (await order(buyer, item.id)).body as PlacedOrderView;
    // Before its time nothing expires it.
    await runExpiry();
    expect((await viewOrder(buyer, placed.order.id)).body.status).toBe("pending_payment");
    expect(await expireOrder(t.ctx, placed.order.id)).toBe("not due");
    expect((await viewOrder(buyer, placed.order.id)).body.status).toBe("pending_payment");

    await endReservation(placed.order.id);
    await runExpiry();
    const expired = (await viewOrder(buyer, placed.order.id)).body as OrderView;
    expect(expired.status).toBe("expired");
    expect(expired.events!.at(-1)).toMatchObject({ fromStatus: "pending_payment", toStatus: "expired", actorId: null });
    expect(await itemStatus(item.id)).toBe("available");

    const late = await pay(buyer, placed);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This payment is no longer open.");
    expect((await viewOrder(buyer, placed.order.id)).body.status).toBe("expired");
    expect((await order(await buildUser(t.ctx.db), item.id)).status).toBe(201);
  });

  it("leaves a paid order and its sold item alone", async () => {
    const item = await listItem();
    const placed = (await order(buyer, item.id)).body as PlacedOrderView;
    await pay(buyer, placed);
    await endReservation(placed.order.id);
    await runExpiry();
    expect((await viewOrder(buyer, placed.order.id)).body.status).toBe("paid");
    expect(await itemStatus(item.id)).toBe("sold");
  });

  it("waits for the payment's event when the buyer paid just before the job ran", async () => {
    const item = await listItem();
    const placed = (await order(buyer, item.id)).body as PlacedOrderView;
    await (await t.as(buyer)).post("/api/payments/test/confirm").send({ clientSecret: placed.payment.clientSecret, cardNumber: CARDS.succeeds });
    await endReservation(placed.order.id);
    // The job's work, before the payment's event is processed: the provider says it was paid.
    expect(await expireOrder(t.ctx, placed.order.id)).toBe("paid meanwhile");
    expect((await viewOrder(buyer, placed.order.id)).body.status).toBe("pending_payment");
    await t.drainJobs();
    expect((await viewOrder(buyer, placed.order.id)).body.status).toBe("paid");
    expect(await itemStatus(item.id)).toBe("sold");
  });
});

describe("GET /api/orders and /api/orders/:id", () => {
  it("lists a person's purchases and sales newest first, paged with ?before", async () => {
    const shopper = await buildUser(t.ctx.db);
    const shop = await buildUser(t.ctx.db);
    const placedIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await (await t.as(shop)).post("/api/marketplace-items").send({ title: `Toy ${i}`, description: "D", price: "5", category: "Toys", condition: "New" });
      placedIds.push((await order(shopper, res.body.id)).body.order.id);
    }
    const newestFirst = [...placedIds].reverse();
    const purchases = await (await t.as(shopper)).get("/api/orders?role=buyer");
    expect(purchases.status).toBe(200);
    expect(purchases.body.map((o: OrderView) => o.id)).toEqual(newestFirst);
    expect((await (await t.as(shopper)).get("/api/orders")).body.map((o: OrderView) => o.id)).toEqual(newestFirst);
    expect((await (await t.as(shop)).get("/api/orders?role=seller")).body.map((o: OrderView) => o.id)).toEqual(newestFirst);
    expect((await (await t.as(shop)).get("/api/orders?role=buyer")).body).toEqual([]);
    const page2 = await (await t.as(shopper)).get(`/api/orders?role=buyer&limit=2&before=${newestFirst[1]}`);
    expect(page2.body.map((o: OrderView) => o.id)).toEqual([newestFirst[2]]);
    // Someone else's order is no cursor.
    expect((await (await t.as(buyer)).get(`/api/orders?before=${newestFirst[0]}`)).body).toEqual([]);
    expect((await (await t.as(shopper)).get("/api/orders?role=admin")).status).toBe(400);
    expect((await t.anonymous().get("/api/orders")).status).toBe(401);
  });

  it("lists only the orders in a state when asked (?status=paid: the seller's orders to ship)", async () => {
    const shopper = await buildUser(t.ctx.db);
    const shop = await buildUser(t.ctx.db);
    const placed: PlacedOrderView[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await (await t.as(shop)).post("/api/marketplace-items").send({ title: `Bowl ${i}`, description: "D", price: "4", category: "Accessories", condition: "New" });
      placed.push((await order(shopper, res.body.id)).body as PlacedOrderView);
    }
    const ids = placed.map((p) => p.order.id);
    // The first and the last are paid; the middle one waits for its payment.
    for (const p of [placed[0]!, placed[2]!]) expect((await pay(shopper, p)).status).toBe(200);
    const paidIds = [ids[2]!, ids[0]!];
    const toShip = await (await t.as(shop)).get("/api/orders?role=seller&status=paid");
    expect(toShip.status).toBe(200);
    expect(toShip.body.map((o: OrderView) => o.id)).toEqual(paidIds);
    expect((await (await t.as(shop)).get("/api/orders?role=seller&status=pending_payment")).body.map((o: OrderView) => o.id)).toEqual([ids[1]]);
    // Paged within the state; an order of another state is no cursor.
    expect((await (await t.as(shop)).get(`/api/orders?role=seller&status=paid&before=${paidIds[0]}`)).body.map((o: OrderView) => o.id)).toEqual([paidIds[1]]);
    expect((await (await t.as(shop)).get(`/api/orders?role=seller&status=paid&before=${ids[1]}`)).body).toEqual([]);
    const bad = await (await t.as(shop)).get("/api/orders?role=seller&status=lost");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: "Unknown order status" });
  });

  it("shows an order to its buyer, its seller and staff; 404 for anyone else", async () => {
    const item = await listItem();
    const placed = (await order(buyer, item.id)).body as PlacedOrderView;
    for (const who of [buyer, seller, await buildStaff(t.ctx.db, "moderator")]) {
      const res = await viewOrder(who, placed.order.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: placed.order.id, events: [{ fromStatus: null, toStatus: "pending_payment" }] });
    }
    const stranger = await viewOrder(await buildUser(t.ctx.db), placed.order.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: "Order not found" });
    expect((await viewOrder(buyer, crypto.randomUUID())).status).toBe(404);
    expect((await t.anonymous().get(`/api/orders/${placed.order.id}`)).status).toBe(401);
  });
});
