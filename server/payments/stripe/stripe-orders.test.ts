/**
 * A Paw Bazar order on Stripe, offline: the real app with Stripe keys pointed at
 * the stand-in. The order's payment is a PaymentIntent on the platform with the
 * order's transfer group; the Payment Element confirms it; Stripe's signed
 * events reach the webhook and only then is the order paid and the item sold.
 * An unpaid order's expiry cancels its PaymentIntent at Stripe; a paid order
 * canceled by its seller is refunded in full at Stripe (a Refund of its
 * PaymentIntent's charge), and Stripe's refund events change nothing more.
 */
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderView, PlacedOrderView } from "@shared/marketplace";
import { ledgerEntries, ledgerTransfers, orders, type User } from "../../db/schema";
import { JOBS_SCHEMA } from "../../jobs/queue";
import { buildUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { TEST_CARDS, type StripeStandIn } from "../../test/stripe-stand-in";
import { startStripeTestApp, type StripeTestApp } from "../../test/stripe-test-app";

let stripe: StripeTestApp;
let standIn: StripeStandIn;
let t: TestApp;
let seller: User;
let buyer: User;
beforeAll(async () => {
  stripe = await startStripeTestApp("orders");
  ({ app: t, standIn } = stripe);
  seller = await buildUser(t.ctx.db);
  buyer = await buildUser(t.ctx.db);
});
afterAll(() => stripe?.close());

const stripeDelivers = () => stripe.stripeDelivers();

async function orderAnItem(): Promise<{ itemId: string; placed: PlacedOrderView }> {
  const item = await (await t.as(seller))
    .post("/api/marketplace-items")
    .send({ title: "Dog bed", description: "Large.", price: "30", category: "Accessories", condition: "Good", delivery: { pickup: false, shipping: true, shippingCents: 500 } });
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  const res = await (await t.as(buyer)).post(`/api/marketplace-items/${item.body.id}/orders`).send({
    delivery: { method: "shipping", address: { name: "Bo", line1: "2 Paw Lane", city: "Austin", postalCode: "73301", country: "US" } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { itemId: item.body.id, placed: res.body };
}

const orderOf = async (id: string) => (await (await t.as(buyer)).get(`/api/orders/${id}`)).body as OrderView;
const itemStatus = async (id: string) => (await t.anonymous().get(`/api/marketplace-items/${id}`)).body.status;

describe("a Paw Bazar order on Stripe (offline stand-in)", () => {
  it("is a PaymentIntent with the order's transfer group, paid only once Stripe's event arrives", async () => {
    const { itemId, placed } = await orderAnItem();
    expect(placed.payment.provider).toBe("stripe");
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, placed.order.id));
    const intent = standIn.retrieve<Stripe.PaymentIntent>(row!.paymentIntentId!);
    expect(intent).toMatchObject({
      amount: 3500,
      currency: "usd",
      status: "requires_payment_method",
      transfer_group: `order_${placed.order.id}`,
      metadata: { orderId: placed.order.id },
      client_secret: placed.payment.clientSecret,
    });

    expect(standIn.confirmPayment(placed.payment.clientSecret, TEST_CARDS.succeeds)).toEqual({ status: "succeeded" });
    expect((await orderOf(placed.order.id)).status).toBe("pending_payment");
    await stripeDelivers();
    expect((await orderOf(placed.order.id)).status).toBe("paid");
    expect(await itemStatus(itemId)).toBe("sold");
  });

  it("a declined card leaves the order pending", async () => {
    const { itemId, placed } = await orderAnItem();
    expect(standIn.confirmPayment(placed.payment.clientSecret, TEST_CARDS.declined).status).toBe("requires_payment_method");
    await stripeDelivers();
    expect((await orderOf(placed.order.id)).status).toBe("pending_payment");
    expect(await itemStatus(itemId)).toBe("reserved");
  });

  it("expiry cancels the PaymentIntent at Stripe and frees the item", async () => {
    const { itemId, placed } = await orderAnItem();
    await t.ctx.db.update(orders).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(orders.id, placed.order.id));
    await t.ctx.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where name = 'expire-order' and data ->> 'orderId' = ${placed.order.id}`,
    );
    await t.drainJobs();
    expect((await orderOf(placed.order.id)).status).toBe("expired");
    expect(await itemStatus(itemId)).toBe("available");
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(standIn.retrieve<Stripe.PaymentIntent>(row!.paymentIntentId!).status).toBe("canceled");
    await stripeDelivers();
    expect((await orderOf(placed.order.id)).status).toBe("expired");
  });

  it("a paid order canceled by its seller is refunded in full at Stripe, its hold reversed once, the item for sale again", async () => {
    const { itemId, placed } = await orderAnItem();
    standIn.confirmPayment(placed.payment.clientSecret, TEST_CARDS.succeeds);
    await stripeDelivers();
    const res = await (await t.as(seller)).post(`/api/orders/${placed.order.id}/cancel`).send({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe("canceled");
    // The refund-order job asks Stripe for the refund.
    await t.drainJobs();

    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, placed.order.id));
    const intent = standIn.retrieve<Stripe.PaymentIntent>(row!.paymentIntentId!);
    const charge = standIn.retrieve<Stripe.Charge>(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount: 3500, amount_refunded: 3500, refunded: true });
    await stripeDelivers();
    const [refund] = await t.ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, placed.order.id));
    expect(refund!.kind).toBe("order_refund");
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, refund!.id));
    expect(Object.fromEntries(entries.map((e) => [e.account, e.amountCents]))).toEqual({ marketplace_held: 3500, marketplace_payments: -3500 });
    expect(await itemStatus(itemId)).toBe("available");
    expect((await orderOf(placed.order.id)).status).toBe("canceled");
  });
});
