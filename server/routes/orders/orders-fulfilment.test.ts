/**
 * After payment, as buyer and seller meet it: the seller ships (carrier and
 * tracking number) or marks an order ready for pickup; the buyer confirms and the
 * seller is paid less the commission, or the order completes by itself 14 days
 * on; before shipping the seller may cancel, the buyer within an hour of paying,
 * with the whole payment refunded and the item for sale again; the buyer may
 * dispute until completion and staff resolve it (refund or release). Only the
 * party named acts (others 404, the wrong party 403), illegal moves are 409
 * naming the status, the other party is notified of each move, and every ledger
 * transfer sums to zero.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceItemView } from "@shared/api-types";
import type { OrderView, PlacedOrderView } from "@shared/marketplace";
import { ledgerEntries, ledgerTransfers, notifications, orders, realtimeEvents, type User } from "../../db/schema";
import { JOBS_SCHEMA } from "../../jobs/queue";
import { completeOrderWhenDue } from "../../orders/complete";
import { refundOrder } from "../../orders/refund-payment";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { listItem, payOrder, placeOrder } from "../../test/orders";
import { CARDS } from "../../test/payments";

let t: TestApp;
let seller: User;
let buyer: User;
let stranger: User;
let moderator: User;

beforeAll(async () => {
  t = await startTestApp();
  [seller, buyer, stranger, moderator] = await Promise.all([
    buildUser(t.ctx.db),
    buildUser(t.ctx.db),
    buildUser(t.ctx.db),
    buildStaff(t.ctx.db, "moderator"),
  ]);
});
afterAll(() => t?.close());

const ADDRESS = { name: "Ann Lee", line1: "1 Bark Street", city: "Portland", postalCode: "97201", country: "US" };
const SHIPMENT = { carrier: "USPS", trackingNumber: "9400 1000 0000 0000 0000 00" };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A listing of $12.50 with $6.50 shipping: an order for shipping totals $19.00, 5% commission on $12.50 is 63 cents (half-up). */
const listCatTree = () =>
  listItem(t, seller, { title: "Cat tree", description: "Four levels.", price: "12.50", delivery: { pickup: true, shipping: true, shippingCents: 650 } });

async function placeCatTreeOrder(method: "shipping" | "pickup" = "shipping"): Promise<{ item: MarketplaceItemView; placed: PlacedOrderView }> {
  const item = await listCatTree();
  return { item, placed: await placeOrder(t, buyer, item.id, method === "shipping" ? { method, address: ADDRESS } : { method }) };
}

/** An order paid with the test card, its payment event processed. */
async function paidOrder(method: "shipping" | "pickup" = "shipping") {
  const { item, placed } = await placeCatTreeOrder(method);
  await payOrder(t, buyer, placed);
  return { item, id: placed.order.id };
}

const act = async (who: User, id: string, action: string, body: object = {}) => (await t.as(who)).post(`/api/orders/${id}/${action}`).send(body);
const resolve = async (who: User, id: string, body: object) => (await t.as(who)).post(`/api/admin/orders/${id}/resolve`).send(body);

async function shippedOrder() {
  const { item, id } = await paidOrder();
  const res = await act(seller, id, "ship", SHIPMENT);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { item, id };
}

async function disputedOrder() {
  const { item, id } = await shippedOrder();
  const res = await act(buyer, id, "dispute", { reason: "not_as_described", details: "It has three levels, not four." });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { item, id };
}

const itemStatus = async (id: string) => (await t.anonymous().get(`/api/marketplace-items/${id}`)).body.status;
const statusOf = async (id: string) => ((await (await t.as(buyer)).get(`/api/orders/${id}`)).body as OrderView).status;

/** The order's settling transfer (completion or refund) by account, after checking every transfer of it sums to zero. */
async function settlementOf(orderId: string) {
  const transfers = await t.ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, orderId));
  return Promise.all(
    transfers.map(async (transfer) => {
      const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transfer.id));
      expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
      return {
        kind: transfer.kind,
        sellerId: transfer.sellerId,
        entries: Object.fromEntries(entries.map((entry) => [`${entry.account}${entry.sellerId ? `:${entry.sellerId}` : ""}`, entry.amountCents])),
      };
    }),
  );
}

/** What the order's money comes to across all its transfers (payment and settlement), by account. */
async function balancesOf(orderId: string) {
  const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await t.ctx.db
    .select({ account: ledgerEntries.account, cents: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(inArray(ledgerTransfers.reference, [orderId, order!.paymentIntentId!]))
    .groupBy(ledgerEntries.account);
  return Object.fromEntries(rows.filter((row) => row.cents !== 0).map((row) => [row.account, row.cents]));
}

const notificationsOf = (userId: string, orderId: string) =>
  t.ctx.db
    .select({ type: notifications.type, title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.orderId, orderId)));

const completionJobOf = async (orderId: string) =>
  (
    await t.ctx.db.execute<{ start_after: Date }>(
      sql`select start_after from ${sql.identifier(JOBS_SCHEMA)}.job where name = 'complete-order' and data ->> 'orderId' = ${orderId}`,
    )
  ).rows;

/** Refusals every action shares: signed out 401, someone else's order 404 (as GET), an unknown id 404. */
async function expectHiddenFromOthers(action: string, id: string, body: object = {}) {
  expect((await t.anonymous().post(`/api/orders/${id}/${action}`).send(body)).status).toBe(401);
  const other = await act(stranger, id, action, body);
  expect(other.status).toBe(404);
  expect(other.body).toEqual({ message: "Order not found" });
  expect((await act(buyer, crypto.randomUUID(), action, body)).status).toBe(404);
  expect((await act(buyer, "not-an-id", action, body)).status).toBe(404);
}

describe("POST /api/orders/:id/ship", () => {
  it("the seller ships a paid order: carrier, tracking number and time kept, the buyer told, completion due 14 days on", async () => {
    const { id } = await paidOrder();
    const before = Date.now();
    const res = await act(seller, id, "ship", SHIPMENT);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shipped = res.body as OrderView;
    expect(shipped.status).toBe("shipped");
    expect(shipped.shipment).toEqual({ ...SHIPMENT, shippedAt: expect.any(String) });
    const shippedAt = Date.parse(shipped.shipment!.shippedAt);
    expect(shippedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(shipped.completesAt!) - shippedAt).toBe(14 * DAY_MS);
    expect(shipped.events!.at(-1)).toMatchObject({ fromStatus: "paid", toStatus: "shipped", actorId: seller.id });
    const [job] = await completionJobOf(id);
    expect(new Date(job!.start_after).getTime()).toBe(Date.parse(shipped.completesAt!));

    expect(await notificationsOf(buyer.id, id)).toEqual([
      { type: "order_shipped", title: "Your order has shipped", message: `Cat tree is on its way with USPS (tracking number ${SHIPMENT.trackingNumber}).` },
    ]);
    const [event] = await t.ctx.db.select().from(realtimeEvents).where(and(eq(realtimeEvents.userId, buyer.id), eq(realtimeEvents.type, "notification.created"), sql`${realtimeEvents.data} ->> 'type' = 'order_shipped'`));
    expect(event).toBeDefined();
    // The seller was told of the payment (time to ship), and not of their own shipment.
    expect((await notificationsOf(seller.id, id)).map((n) => n.type)).toEqual(["order_paid"]);
  });

  it("refuses anyone else (404), the buyer and staff (403), a bad body (400), an unpaid, shipped or pickup order (409)", async () => {
    const { id } = await paidOrder();
    await expectHiddenFromOthers("ship", id, SHIPMENT);
    for (const who of [buyer, moderator]) {
      const res = await act(who, id, "ship", SHIPMENT);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the seller can ship this order" });
    }
    expect((await act(seller, id, "ship", { ...SHIPMENT, carrier: " " })).body.message).toBe("Carrier is required");
    expect((await act(seller, id, "ship", { carrier: "UPS" })).body.message).toBe("Tracking number is required");
    expect((await act(seller, id, "ship", { ...SHIPMENT, trackingNumber: "x".repeat(101) })).body.message).toBe("Tracking number must be at most 100 characters");
    expect(await statusOf(id)).toBe("paid");

    expect((await act(seller, id, "ship", SHIPMENT)).status).toBe(200);
    const again = await act(seller, id, "ship", SHIPMENT);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This order is shipped; it cannot become shipped.", status: "shipped" });

    const { placed } = await placeCatTreeOrder();
    const unpaid = await act(seller, placed.order.id, "ship", SHIPMENT);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe("This order is pending payment; it cannot become shipped.");

    const pickup = await paidOrder("pickup");
    const wrongWay = await act(seller, pickup.id, "ship", SHIPMENT);
    expect(wrongWay.status).toBe(409);
    expect(wrongWay.body).toEqual({ message: "This order is for pickup: mark it ready for pickup instead." });
  });
});

describe("POST /api/orders/:id/ready-for-pickup", () => {
  it("the seller marks a paid pickup order ready: the buyer told, completion due 14 days on", async () => {
    const { id } = await paidOrder("pickup");
    const res = await act(seller, id, "ready-for-pickup");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "ready_for_pickup", shipment: null });
    expect(Date.parse(res.body.completesAt) - Date.parse(res.body.readyForPickupAt)).toBe(14 * DAY_MS);
    expect(await notificationsOf(buyer.id, id)).toEqual([
      { type: "order_ready_for_pickup", title: "Ready for pickup", message: "Cat tree is ready for you to pick up." },
    ]);
    expect(await completionJobOf(id)).toHaveLength(1);
  });

  it("refuses the buyer (403), a shipping order and a second time (409)", async () => {
    const { id } = await paidOrder("pickup");
    await expectHiddenFromOthers("ready-for-pickup", id);
    expect((await act(buyer, id, "ready-for-pickup")).body).toEqual({ message: "Only the seller can mark this order ready for pickup" });
    expect((await act(seller, id, "ready-for-pickup")).status).toBe(200);
    expect((await act(seller, id, "ready-for-pickup")).body.message).toBe("This order is ready for pickup; it cannot become ready for pickup.");
    const shipping = await paidOrder();
    const res = await act(seller, shipping.id, "ready-for-pickup");
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This order is to be shipped: ship it with a tracking number instead." });
  });
});

describe("POST /api/orders/:id/confirm-received", () => {
  it("the buyer confirms: received then completed at once, the seller paid the total less 5% of the item, once", async () => {
    const { item, id } = await shippedOrder();
    const res = await act(buyer, id, "confirm-received");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const completed = res.body as OrderView;
    expect(completed).toMatchObject({ status: "completed", completesAt: null, completedAt: expect.any(String) });
    expect(completed.events!.slice(-2).map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
      ["shipped", "received", buyer.id],
      ["received", "completed", buyer.id],
    ]);
    expect(await settlementOf(id)).toEqual([
      {
        kind: "order_completion",
        sellerId: seller.id,
        entries: { marketplace_held: 1900, [`seller_payable:${seller.id}`]: -1837, platform_revenue: -63 },
      },
    ]);
    expect(await balancesOf(id)).toEqual({ marketplace_payments: 1900, seller_payable: -1837, platform_revenue: -63 });
    expect((await notificationsOf(seller.id, id)).map((n) => [n.type, n.message])).toEqual([
      ["order_paid", "Cat tree was paid for. Ship it to the buyer and add the tracking number."],
      ["order_completed", "Cat tree: $18.37 is yours (the total less the $0.63 commission)."],
    ]);
    expect(await itemStatus(item.id)).toBe("sold");

    // Nothing completes twice: the job finds it done, a second confirmation is refused.
    expect(await completeOrderWhenDue(t.ctx, id, new Date(Date.now() + 15 * DAY_MS))).toBe("not waiting");
    const again = await act(buyer, id, "confirm-received");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This order is completed; it cannot become received.");
    expect(await settlementOf(id)).toHaveLength(1);
  });

  it("a pickup order collected completes the same way (no shipping: 1250 less 63)", async () => {
    const { id } = await paidOrder("pickup");
    await act(seller, id, "ready-for-pickup");
    expect((await act(buyer, id, "confirm-received")).body.status).toBe("completed");
    expect(await balancesOf(id)).toEqual({ marketplace_payments: 1250, seller_payable: -1187, platform_revenue: -63 });
  });

  it("refuses the seller (403) and an order not handed over yet (409)", async () => {
    const { id } = await paidOrder();
    await expectHiddenFromOthers("confirm-received", id);
    expect((await act(seller, id, "confirm-received")).body).toEqual({ message: "Only the buyer can confirm receiving this order" });
    const early = await act(buyer, id, "confirm-received");
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("This order is paid; it cannot become received.");
    expect(await settlementOf(id)).toEqual([]);
  });
});

describe("completing by itself 14 days after shipping (the complete-order job)", () => {
  it("is not due before its time, completes at it, and only once", async () => {
    const { id } = await shippedOrder();
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    const due = row!.completesAt!;
    expect(await completeOrderWhenDue(t.ctx, id, new Date(due.getTime() - 1000))).toBe("not due");
    expect(await statusOf(id)).toBe("shipped");
    expect(await completeOrderWhenDue(t.ctx, id, due)).toBe("completed");
    expect(await completeOrderWhenDue(t.ctx, id, due)).toBe("not waiting");
    const completed = (await (await t.as(buyer)).get(`/api/orders/${id}`)).body as OrderView;
    expect(completed.status).toBe("completed");
    expect(completed.events!.at(-1)).toMatchObject({ fromStatus: "shipped", toStatus: "completed", actorId: null });
    expect(await balancesOf(id)).toEqual({ marketplace_payments: 1900, seller_payable: -1837, platform_revenue: -63 });
    // Nobody acted: both parties hear of it.
    expect((await notificationsOf(buyer.id, id)).map((n) => n.type)).toEqual(["order_shipped", "order_completed"]);
    expect((await notificationsOf(seller.id, id)).map((n) => n.type)).toEqual(["order_paid", "order_completed"]);
  });

  it("runs as the queued job when its time comes, the same job twice at once completing it once", async () => {
    const { id } = await shippedOrder();
    await t.ctx.db.update(orders).set({ completesAt: new Date(Date.now() - 1000) }).where(eq(orders.id, id));
    const outcomes = await Promise.all([completeOrderWhenDue(t.ctx, id), completeOrderWhenDue(t.ctx, id)]);
    expect(outcomes.sort()).toEqual(["completed", "not waiting"]);
    expect(await settlementOf(id)).toHaveLength(1);

    const other = await shippedOrder();
    await t.ctx.db.update(orders).set({ completesAt: new Date(Date.now() - 1000) }).where(eq(orders.id, other.id));
    await t.ctx.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where name = 'complete-order' and data ->> 'orderId' = ${other.id}`,
    );
    await t.drainJobs();
    expect(await statusOf(other.id)).toBe("completed");
  });

  it("leaves a disputed order alone", async () => {
    const { id } = await disputedOrder();
    expect(await completeOrderWhenDue(t.ctx, id, new Date(Date.now() + 15 * DAY_MS))).toBe("not waiting");
    expect(await statusOf(id)).toBe("disputed");
    expect(await settlementOf(id)).toEqual([]);
  });
});

describe("POST /api/orders/:id/cancel", () => {
  async function chargeOf(id: string) {
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    const intent = await t.ctx.payments.retrievePaymentIntent(row!.paymentIntentId!);
    return t.ctx.payments.retrieveCharge(intent.latest_charge as string);
  }

  it("the seller cancels a paid order before shipping: the whole payment refunded, the hold reversed, the item for sale again", async () => {
    const { item, id } = await paidOrder();
    expect(await itemStatus(item.id)).toBe("sold");
    const res = await act(seller, id, "cancel");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe("canceled");
    expect(res.body.events.at(-1)).toMatchObject({ fromStatus: "paid", toStatus: "canceled", actorId: seller.id });
    expect(await itemStatus(item.id)).toBe("available");
    // The refund-order job gives the money back, then the books follow.
    expect((await chargeOf(id)).amount_refunded).toBe(0);
    expect(await balancesOf(id)).toEqual({ marketplace_payments: 1900, marketplace_held: -1900 });
    await t.drainJobs();
    const charge = await chargeOf(id);
    expect(charge.amount_refunded).toBe(1900);
    expect(await settlementOf(id)).toEqual([
      { kind: "order_refund", sellerId: seller.id, entries: { marketplace_held: 1900, marketplace_payments: -1900 } },
    ]);
    expect(await balancesOf(id)).toEqual({});
    expect(await itemStatus(item.id)).toBe("available");
    expect((await notificationsOf(buyer.id, id)).map((n) => n.message)).toEqual([
      "The seller canceled your order of Cat tree. Your payment is refunded in full.",
    ]);
    // The provider's refund event changes nothing more (an order's charge has no invoice); the job run again refunds nothing twice.
    await t.drainJobs();
    expect(await refundOrder(t.ctx, id)).toBe("refunded");
    expect((await chargeOf(id)).amount_refunded).toBe(1900);
    expect(await settlementOf(id)).toHaveLength(1);
    const again = await act(seller, id, "cancel");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This order is canceled; it cannot become canceled.");
  });

  it("the buyer cancels within an hour of paying, not after (403), and never once shipped (409)", async () => {
    const { item, id } = await paidOrder();
    expect((await act(buyer, id, "cancel")).body.status).toBe("canceled");
    expect(await itemStatus(item.id)).toBe("available");
    await t.drainJobs();
    expect((await chargeOf(id)).amount_refunded).toBe(1900);
    expect((await notificationsOf(seller.id, id)).map((n) => n.message)).toContain("The buyer canceled the order of Cat tree. It is available again.");

    const late = await paidOrder();
    await t.ctx.db.update(orders).set({ paidAt: new Date(Date.now() - 61 * 60_000) }).where(eq(orders.id, late.id));
    const refused = await act(buyer, late.id, "cancel");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "You can cancel within 60 minutes of paying. Ask the seller to cancel." });
    expect(await statusOf(late.id)).toBe("paid");
    expect((await chargeOf(late.id)).amount_refunded).toBe(0);
    // The seller still may.
    expect((await act(seller, late.id, "cancel")).body.status).toBe("canceled");
    await t.drainJobs();
    expect((await chargeOf(late.id)).amount_refunded).toBe(1900);

    const shipped = await shippedOrder();
    for (const who of [buyer, seller]) {
      const res = await act(who, shipped.id, "cancel");
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: "This order is shipped; it cannot become canceled.", status: "shipped" });
    }
    expect((await chargeOf(shipped.id)).amount_refunded).toBe(0);
  });

  it("an unpaid order: the buyer cancels it, its payment can no longer be made, the item is available", async () => {
    const { item, placed } = await placeCatTreeOrder();
    const res = await act(buyer, placed.order.id, "cancel");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe("canceled");
    expect(await itemStatus(item.id)).toBe("available");
    const late = await (await t.as(buyer)).post("/api/payments/test/confirm").send({ clientSecret: placed.payment.clientSecret, cardNumber: CARDS.succeeds });
    expect(late.status).toBe(409);
    await t.drainJobs();
    expect(await statusOf(placed.order.id)).toBe("canceled");
    expect(await settlementOf(placed.order.id)).toEqual([]);
    expect(await refundOrder(t.ctx, placed.order.id)).toBe("nothing to refund");
    // The seller never heard of the unpaid order, nor of its end.
    expect(await notificationsOf(seller.id, placed.order.id)).toEqual([]);
  });

  it("the seller cancels an unpaid order: the buyer is told, no refund is due", async () => {
    const { item, placed } = await placeCatTreeOrder();
    const res = await act(seller, placed.order.id, "cancel");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await itemStatus(item.id)).toBe("available");
    expect((await notificationsOf(buyer.id, placed.order.id)).map((n) => n.message)).toEqual(["The seller canceled your order of Cat tree."]);
  });

  it("a cancel and a shipment at once end one way only, and the money follows the order", async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await paidOrder();
      const [shipped, canceled] = await Promise.all([act(seller, id, "ship", SHIPMENT), act(buyer, id, "cancel")]);
      expect([shipped.status, canceled.status].sort()).toEqual([200, 409]);
      await t.drainJobs();
      const status = await statusOf(id);
      expect(status).toBe(shipped.status === 200 ? "shipped" : "canceled");
      expect((await chargeOf(id)).amount_refunded).toBe(status === "canceled" ? 1900 : 0);
      expect(await balancesOf(id)).toEqual(status === "canceled" ? {} : { marketplace_payments: 1900, marketplace_held: -1900 });
    }
  });

  it("refuses anyone but the buyer and the seller: others 404, staff 403", async () => {
    const { id } = await paidOrder();
    await expectHiddenFromOthers("cancel", id);
    const res = await act(moderator, id, "cancel");
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Only the buyer or the seller can cancel this order" });
    expect(await statusOf(id)).toBe("paid");
  });
});

describe("POST /api/orders/:id/dispute", () => {
  it("the buyer disputes a shipped order: it stops completing by itself, the seller is told", async () => {
    const { id } = await shippedOrder();
    const res = await act(buyer, id, "dispute", { reason: "not_received", details: "Nothing arrived after three weeks." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "disputed", completesAt: null, dispute: { reason: "not_received", details: "Nothing arrived after three weeks." } });
    expect((await notificationsOf(seller.id, id)).at(-1)).toEqual({
      type: "order_disputed",
      title: "Order disputed",
      message: "The buyer opened a dispute about Cat tree: not received. Our team will look into it.",
    });
  });

  it("refuses the seller (403), a bad reason or no details (400), a completed order (409)", async () => {
    const { id } = await shippedOrder();
    const body = { reason: "not_received", details: "Nothing came." };
    await expectHiddenFromOthers("dispute", id, body);
    expect((await act(seller, id, "dispute", body)).body).toEqual({ message: "Only the buyer can open a dispute about this order" });
    expect((await act(buyer, id, "dispute", { ...body, reason: "changed_my_mind" })).body.message).toBe("Please choose a reason: not received or not as described");
    expect((await act(buyer, id, "dispute", { reason: "not_received" })).body.message).toBe("Details is required");
    expect(await statusOf(id)).toBe("shipped");
    await act(buyer, id, "confirm-received");
    const late = await act(buyer, id, "dispute", body);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This order is completed; it cannot become disputed.");
  });
});

describe("POST /api/admin/orders/:id/resolve", () => {
  it("refund: the buyer's whole payment back, the hold reversed, both parties told", async () => {
    const { item, id } = await disputedOrder();
    const res = await resolve(moderator, id, { outcome: "refund", note: "The seller agreed the listing was wrong." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.drainJobs();
    expect(res.body).toMatchObject({ status: "refunded", resolutionNote: "The seller agreed the listing was wrong." });
    expect(res.body.events.at(-1)).toMatchObject({ fromStatus: "disputed", toStatus: "refunded", actorId: moderator.id });
    expect(await balancesOf(id)).toEqual({});
    expect(await settlementOf(id)).toEqual([
      { kind: "order_refund", sellerId: seller.id, entries: { marketplace_held: 1900, marketplace_payments: -1900 } },
    ]);
    expect((await notificationsOf(buyer.id, id)).at(-1)!.message).toBe("Your payment for Cat tree is refunded in full.");
    expect((await notificationsOf(seller.id, id)).at(-1)!.message).toBe("The dispute about Cat tree was resolved with a full refund to the buyer.");
    // It was handed over: it stays sold.
    expect(await itemStatus(item.id)).toBe("sold");
    const again = await resolve(moderator, id, { outcome: "release", note: "Changed my mind." });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This order is refunded; it cannot become completed.");
  });

  it("release: the order completes and the seller is paid less the commission", async () => {
    const { id } = await disputedOrder();
    const res = await resolve(await buildStaff(t.ctx.db, "admin"), id, { outcome: "release", note: "Tracking shows it was delivered." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "completed", resolutionNote: "Tracking shows it was delivered." });
    expect(await balancesOf(id)).toEqual({ marketplace_payments: 1900, seller_payable: -1837, platform_revenue: -63 });
  });

  it("is staff's alone (403 for the parties), validates its body (400), and resolves only disputes (409)", async () => {
    const { id } = await disputedOrder();
    const body = { outcome: "refund", note: "Refunded." };
    expect((await t.anonymous().post(`/api/admin/orders/${id}/resolve`).send(body)).status).toBe(401);
    for (const who of [buyer, seller, stranger]) {
      const res = await resolve(who, id, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Staff only" });
    }
    expect((await resolve(moderator, id, { ...body, outcome: "split" })).body.message).toBe("Outcome must be refund or release");
    expect((await resolve(moderator, id, { outcome: "refund" })).body.message).toBe("Note is required");
    expect((await resolve(moderator, crypto.randomUUID(), body)).status).toBe(404);
    expect(await statusOf(id)).toBe("disputed");

    const shipped = await shippedOrder();
    const res = await resolve(moderator, shipped.id, body);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This order is shipped; it cannot become refunded.", status: "shipped" });
  });
});
