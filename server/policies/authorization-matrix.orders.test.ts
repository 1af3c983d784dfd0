/**
 * Who may act on a Paw Bazar order, as one table: every endpoint × {signed out,
 * another member, owner, moderator, admin} → status. The owner is the party the
 * step belongs to (the seller ships, marks ready and cancels here; the buyer
 * confirms, disputes and rates the seller). Anyone who is neither party nor staff meets 404, as
 * if the order did not exist; staff see orders but take no party's step (403),
 * and resolve disputes, which no party may. Each cell builds its own order.
 */
import { afterAll, beforeAll } from "vitest";
import type { PlacedOrderView } from "@shared/marketplace";
import type { User } from "../db/schema";
import { buildUser } from "../test/factories";
import { describeMatrix, type MatrixRow } from "../test/authorization-matrix";
import { startTestApp, type TestApp } from "../test/harness";
import { CARDS } from "../test/payments";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Step = "paid" | "paid for pickup" | "shipped" | "ready" | "completed" | "disputed";

/** An order paid with the test card and taken to `step`, for shipping (or pickup: "paid for pickup", "ready", "completed"). */
async function orderAt(step: Step): Promise<{ buyer: User; seller: User; orderId: string }> {
  const [buyer, seller] = await Promise.all([buildUser(t.ctx.db), buildUser(t.ctx.db)]);
  const pickup = step === "ready" || step === "completed" || step === "paid for pickup";
  const item = await (await t.as(seller))
    .post("/api/marketplace-items")
    .send({ title: "Leash", description: "Red.", price: "9", category: "Accessories", condition: "New", delivery: { pickup, shipping: !pickup, shippingCents: 300 } });
  const delivery = pickup ? { method: "pickup" } : { method: "shipping", address: { name: "Al", line1: "3 Tail Road", city: "Reno", postalCode: "89501", country: "US" } };
  const placed = (await (await t.as(buyer)).post(`/api/marketplace-items/${item.body.id}/orders`).send({ delivery })).body as PlacedOrderView;
  await (await t.as(buyer)).post("/api/payments/test/confirm").send({ clientSecret: placed.payment.clientSecret, cardNumber: CARDS.succeeds });
  await t.drainJobs();
  const orderId = placed.order.id;
  if (step === "shipped" || step === "disputed") await (await t.as(seller)).post(`/api/orders/${orderId}/ship`).send({ carrier: "UPS", trackingNumber: "1Z999" });
  if (step === "ready" || step === "completed") await (await t.as(seller)).post(`/api/orders/${orderId}/ready-for-pickup`).send({});
  if (step === "completed") await (await t.as(buyer)).post(`/api/orders/${orderId}/confirm-received`).send({});
  if (step === "disputed") await (await t.as(buyer)).post(`/api/orders/${orderId}/dispute`).send({ reason: "not_received", details: "Nothing came." });
  return { buyer, seller, orderId };
}

const partyOnly = (ok: number) => ({ "signed out": 401, "another member": 404, owner: ok, moderator: 403, admin: 403 });
const NOT_FOUND = "Order not found";

const step = (at: Step, party: "buyer" | "seller", path: string, body: object = {}): MatrixRow["arrange"] => async () => {
  const order = await orderAt(at);
  return { owner: order[party], send: (agent) => agent.post(`/api/orders/${order.orderId}/${path}`).send(body) };
};

const matrix: Record<string, MatrixRow> = {
  "GET /api/orders/:id": {
    arrange: async () => {
      const { buyer, orderId } = await orderAt("paid");
      return { owner: buyer, send: (agent) => agent.get(`/api/orders/${orderId}`) };
    },
    expected: { "signed out": 401, "another member": 404, owner: 200, moderator: 200, admin: 200 },
    refusals: { 404: NOT_FOUND },
  },
  "POST /api/orders/:id/ship": {
    arrange: step("paid", "seller", "ship", { carrier: "UPS", trackingNumber: "1Z999" }),
    expected: partyOnly(200),
    refusals: { 403: "Only the seller can ship this order", 404: NOT_FOUND },
  },
  "POST /api/orders/:id/ready-for-pickup": {
    arrange: step("paid for pickup", "seller", "ready-for-pickup"),
    expected: partyOnly(200),
    refusals: { 403: "Only the seller can mark this order ready for pickup", 404: NOT_FOUND },
  },
  "POST /api/orders/:id/confirm-received": {
    arrange: step("ready", "buyer", "confirm-received"),
    expected: partyOnly(200),
    refusals: { 403: "Only the buyer can confirm receiving this order", 404: NOT_FOUND },
  },
  "POST /api/orders/:id/cancel": {
    arrange: step("paid", "seller", "cancel"),
    expected: partyOnly(200),
    refusals: { 403: "Only the buyer or the seller can cancel this order", 404: NOT_FOUND },
  },
  "POST /api/orders/:id/dispute": {
    arrange: step("shipped", "buyer", "dispute", { reason: "not_as_described", details: "Blue, not red." }),
    expected: partyOnly(200),
    refusals: { 403: "Only the buyer can open a dispute about this order", 404: NOT_FOUND },
  },
  "POST /api/orders/:id/rating": {
    arrange: step("completed", "buyer", "rating", { stars: 5, text: "Lovely." }),
    expected: partyOnly(201),
    refusals: { 403: "Only the buyer can rate the seller of this order", 404: NOT_FOUND },
  },
  "POST /api/admin/orders/:id/resolve": {
    arrange: async () => {
      const { buyer, orderId } = await orderAt("disputed");
      return { owner: buyer, send: (agent) => agent.post(`/api/admin/orders/${orderId}/resolve`).send({ outcome: "release", note: "Delivered." }) };
    },
    expected: { "signed out": 401, "another member": 403, owner: 403, moderator: 200, admin: 200 },
    refusals: { 403: "Staff only" },
  },
};

describeMatrix(matrix, () => t);
