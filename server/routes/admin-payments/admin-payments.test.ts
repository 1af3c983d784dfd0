/**
 * Staff's payments page and refunds: who may call them, the list, and a refund's
 * outcomes (partial, the rest, too much, not positive, not paid, disputed, already
 * refunded), with the provider's calls recorded. The ledger records a refund when
 * the provider's charge.refunded event is processed (server/payments), not here.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoices, ledgerTransfers, type CreatorProfile, type Invoice, type Subscription, type User } from "../../db/schema";
import { buildPaidInvoice } from "../../test/fixtures/ledger";
import type { PaymentProvider } from "../../payments/provider";
import { buildCreator, buildSubscription, buildUser, buildStaff } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let staff: User;
let other: User;
let profile: CreatorProfile;
let owner: User;
let fan: User;

/** A stand-in for the provider's charges: amounts, refunded totals, disputes. */
const charges = new Map<string, { amount: number; amount_refunded: number; disputed: boolean }>();
const calls: { method: string; args: unknown[] }[] = [];
const fakePayments = {
  kind: "test",
  async retrieveCharge(id: string) {
    const charge = charges.get(id);
    if (!charge) throw new Error(`no charge ${id}`);
    return { id, object: "charge", ...charge };
  },
  async refund(chargeId: string, amountCents: number) {
    calls.push({ method: "refund", args: [chargeId, amountCents] });
    const charge = charges.get(chargeId)!;
    if (amountCents > charge.amount - charge.amount_refunded) throw new Error("the provider refuses to refund more than is left");
    charge.amount_refunded += amountCents;
  },
  async cancelNow(stripeSubscriptionId: string) {
    calls.push({ method: "cancelNow", args: [stripeSubscriptionId] });
  },
} as unknown as PaymentProvider;

beforeAll(async () => {
  t = await startTestApp();
  t.ctx.payments = fakePayments;
  staff = await buildStaff(t.ctx.db);
  other = await buildUser(t.ctx.db);
  ({ owner, profile } = await buildCreator(t.ctx.db, { petName: "Rex" }));
  fan = await buildUser(t.ctx.db, { displayName: "Fran Fan", email: "fran@example.test" });
});
afterAll(() => t?.close());
beforeEach(() => {
  calls.length = 0;
});

let paidSeq = 0;
async function paidInvoice(amountCents: number, overrides: Partial<Subscription> = {}): Promise<{ invoice: Invoice; subscription: Subscription }> {
  const subscription = await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), profile, {
    stripeSubscriptionId: `sub_${crypto.randomUUID()}`,
    ...overrides,
  });
  const invoice = await buildPaidInvoice(t.ctx.db, subscription, { amountCents, paidAt: new Date(Date.UTC(2026, 5, 1, 0, ++paidSeq)) });
  charges.set(invoice.stripeChargeId!, { amount: amountCents, amount_refunded: 0, disputed: false });
  return { invoice, subscription };
}

const refund = async (invoiceId: string, body: object = {}) => (await t.as(staff)).post(`/api/admin/invoices/${invoiceId}/refund`).send(body);

describe("who may call the payments endpoints", () => {
  it("GET /api/admin/payments and POST /api/admin/invoices/:id/refund are staff's", async () => {
    const { invoice } = await paidInvoice(500);
    const list = (agent: Awaited<ReturnType<TestApp["as"]>>) => agent.get("/api/admin/payments");
    const post = (agent: Awaited<ReturnType<TestApp["as"]>>) => agent.post(`/api/admin/invoices/${invoice.id}/refund`).send({ amountCents: 100 });
    const statuses = async (call: typeof list) => ({
      "signed out": (await call(t.anonymous())).status,
      "another user": (await call(await t.as(other))).status,
      "the creator": (await call(await t.as(owner))).status,
      staff: (await call(await t.as(staff))).status,
    });
    expect(await statuses(list)).toEqual({ "signed out": 401, "another user": 403, "the creator": 403, staff: 200 });
    expect(await statuses(post)).toEqual({ "signed out": 401, "another user": 403, "the creator": 403, staff: 202 });
    expect((await (await t.as(other)).get("/api/admin/payments")).body).toEqual({ message: "Staff only" });
    // Only staff's one refund reached the provider.
    expect(calls).toEqual([{ method: "refund", args: [invoice.stripeChargeId, 100] }]);
  });
});

describe("GET /api/admin/payments", () => {
  it("lists paid invoices newest first with the fan, the creator and what was refunded, paged", async () => {
    const { db } = t.ctx;
    const subscription = await buildSubscription(db, fan, profile, { stripeSubscriptionId: "sub_fran" });
    const older = await buildPaidInvoice(db, subscription, { amountCents: 999, paidAt: new Date("2030-01-01T00:00:00Z"), amountRefundedCents: 300 });
    const newer = await buildPaidInvoice(db, subscription, { amountCents: 999, paidAt: new Date("2030-02-01T00:00:00Z") });
    // An open invoice is not a payment.
    await db.insert(invoices).values({
      subscriptionId: subscription.id,
      stripeInvoiceId: "in_open",
      amountCents: 999,
      status: "open",
      periodStart: new Date("2030-03-01T00:00:00Z"),
      periodEnd: new Date("2030-04-01T00:00:00Z"),
      createdAt: new Date("2030-03-01T00:00:00Z"),
    });
    const first = await (await t.as(staff)).get("/api/admin/payments?limit=2");
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      {
        invoiceId: newer.id,
        paidAt: "2030-02-01T00:00:00.000Z",
        amountCents: 999,
        refundedCents: 0,
        fan: { id: fan.id, displayName: "Fran Fan", email: "fran@example.test" },
        creator: { id: profile.id, petName: "Rex" },
        subscriptionId: subscription.id,
        subscriptionStatus: "active",
      },
      expect.objectContaining({ invoiceId: older.id, refundedCents: 300 }),
    ]);
    const next = await (await t.as(staff)).get(`/api/admin/payments?limit=1&before=${older.id}`);
    expect(next.body).toHaveLength(1);
    expect(next.body[0].invoiceId).not.toBe(older.id);
    expect(next.body[0].invoiceId).not.toBe(newer.id);
  });
});

describe("POST /api/admin/invoices/:id/refund", () => {
  it("refunds part of a payment: 202 pending, the subscription goes on", async () => {
    const { invoice } = await paidInvoice(999);
    const res = await refund(invoice.id, { amountCents: 300 });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: "pending", amountCents: 300, endsAccess: false });
    expect(calls).toEqual([{ method: "refund", args: [invoice.stripeChargeId, 300] }]);
    // The ledger follows the provider's event, not the request.
    const transfers = await t.ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.invoiceId, invoice.id));
    expect(transfers.map((row) => row.kind)).toEqual(["charge"]);
  });

  it("refunds the rest when no amount is given, and a full refund ends the subscription", async () => {
    const { invoice, subscription } = await paidInvoice(999);
    await refund(invoice.id, { amountCents: 300 });
    calls.length = 0;
    const res = await refund(invoice.id);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: "pending", amountCents: 699, endsAccess: true });
    expect(calls).toEqual([
      { method: "refund", args: [invoice.stripeChargeId, 699] },
      { method: "cancelNow", args: [subscription.stripeSubscriptionId] },
    ]);
  });

  it("does not cancel a subscription that has ended already", async () => {
    const { invoice } = await paidInvoice(500, { status: "canceled", canceledAt: new Date() });
    const res = await refund(invoice.id, { amountCents: 500 });
    expect(res.body).toEqual({ status: "pending", amountCents: 500, endsAccess: true });
    expect(calls.map((c) => c.method)).toEqual(["refund"]);
  });

  it("answers 400 for more than is left, with both amounts", async () => {
    const { invoice } = await paidInvoice(999);
    await refund(invoice.id, { amountCents: 900 });
    calls.length = 0;
    const res = await refund(invoice.id, { amountCents: 100 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "The refund of $1.00 is more than the $0.99 left to refund on this payment" });
    expect(calls).toEqual([]);
  });

  it.each([
    [{ amountCents: 0 }, "A refund must be more than zero"],
    [{ amountCents: -5 }, "A refund must be more than zero"],
    [{ amountCents: 1.5 }, "amountCents must be a whole number of cents"],
    [{ amountCents: "100" }, "amountCents must be a whole number of cents"],
  ])("answers 400 for %j", async (body, message) => {
    const { invoice } = await paidInvoice(999);
    const res = await refund(invoice.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(calls).toEqual([]);
  });

  it("answers 400 for a payment refunded in full already, a disputed one and an invoice not paid; 404 for none", async () => {
    const { invoice: full } = await paidInvoice(500);
    await refund(full.id);
    expect((await refund(full.id)).body).toEqual({ message: "This payment has already been refunded in full" });

    const { invoice: disputed } = await paidInvoice(500);
    charges.get(disputed.stripeChargeId!)!.disputed = true;
    const disputedRes = await refund(disputed.id);
    expect(disputedRes.status).toBe(400);
    expect(disputedRes.body).toEqual({ message: "This payment is disputed: it cannot be refunded while the dispute is open" });

    const { invoice: paid } = await paidInvoice(500);
    await t.ctx.db.update(invoices).set({ status: "void" }).where(eq(invoices.id, paid.id));
    const open = await refund(paid.id);
    expect(open.status).toBe(400);
    expect(open.body).toEqual({ message: "Only a paid invoice can be refunded" });

    expect((await refund(crypto.randomUUID())).status).toBe(404);
    expect((await refund("not-an-id")).status).toBe(400);
  });
});
