/**
 * Every object the test provider emits or answers is a Stripe object of the
 * pinned API version: held against the `stripe` package's own declarations
 * (server/test/stripe-types.ts: required fields present, null only where
 * allowed, enums among their values, nested objects and lists alike). The
 * scenario touches every kind of change the provider makes: subscriptions
 * paid, declined, renewed, failing at renewal until canceled, canceled at the
 * period's end, refunded, disputed and won or lost, upgraded; orders paid,
 * canceled and refunded; payout accounts onboarded, paid out and a payout failing
 * (a bank account ending in 0002); a charge disputed (the card …0259) and won
 * through staff's test control.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransfers, payouts, testPaymentEvents } from "../../db/schema";
import { buildCreator, buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { listItem, placeOrder } from "../../test/orders";
import { CARDS, startSubscription, testProvider } from "../../test/payments";
import { stripeTypeProblems } from "../../test/stripe-types";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Shaped = { object: string } & Record<string, unknown>;

describe("the stripe-types check itself", () => {
  it("finds a missing required field, a null where none is allowed and an enum value the version does not name", () => {
    const charge = { id: "ch_1", object: "charge", amount: 100, status: "succeeded" } as Shaped;
    expect(stripeTypeProblems(charge)).toContain("charge.amount_refunded: missing (Charge requires it)");
    expect(stripeTypeProblems({ ...charge, amount: null })).toContain("charge.amount: null, but the type is number");
    expect(stripeTypeProblems({ ...charge, status: "paid" })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^charge\.status: "paid" is not one of failed, pending, succeeded$/)]),
    );
    expect(stripeTypeProblems({ id: "evt_1", object: "event", type: "charge.paid" } as Shaped)).toEqual([
      'event: no event type "charge.paid" in this API version',
    ]);
  });
});

describe("the test provider's objects", () => {
  it("are all Stripe objects of the pinned version, events and answers alike", { timeout: 120_000 }, async () => {
    const { db } = t.ctx;
    const provider = testProvider(t);
    const { owner, profile } = await buildCreator(db, { petName: "Sable", subscriptionPrice: "7.00" });

    // The creator's payout account, onboarded (charges then carry the destination).
    const link = await (await t.as(owner)).post(`/api/creator-profile/${profile.id}/payout-account/onboarding`);
    expect(link.status).toBe(200);
    const accountId = new URL(link.body.url).pathname.split("/").pop()!;
    await provider.completeOnboarding(accountId);
    await t.drainJobs();

    // A second creator whose bank refuses payouts (a test account number ending in 0002).
    const refused = await buildCreator(db, { petName: "Moss", subscriptionPrice: "5.00" });
    const refusedLink = await (await t.as(refused.owner)).post(`/api/creator-profile/${refused.profile.id}/payout-account/onboarding`);
    const refusedAccountId = new URL(refusedLink.body.url).pathname.split("/").pop()!;
    await provider.completeOnboarding(refusedAccountId, "000123450002");
    await t.drainJobs();

    const [paying, declined, failing, leaving] = [await buildUser(db), await buildUser(db), await buildUser(db), await buildUser(db)];
    const a = await startSubscription(t, paying, profile);
    expect(await provider.confirmPayment(a.payment.clientSecret, CARDS.succeeds)).toBe("succeeded");
    const b = await startSubscription(t, declined, profile);
    expect(await provider.confirmPayment(b.payment.clientSecret, CARDS.declined)).toBe("declined");
    const c = await startSubscription(t, failing, profile);
    expect(await provider.confirmPayment(c.payment.clientSecret, CARDS.failsAtRenewal)).toBe("succeeded");
    const d = await startSubscription(t, leaving, profile);
    expect(await provider.confirmPayment(d.payment.clientSecret, CARDS.succeeds)).toBe("succeeded");
    // A fan of the refusing creator; a fan whose card's charges are disputed.
    const e = await startSubscription(t, await buildUser(db), refused.profile);
    expect(await provider.confirmPayment(e.payment.clientSecret, CARDS.succeeds)).toBe("succeeded");
    const disputing = await buildUser(db);
    const f = await startSubscription(t, disputing, profile);
    expect(await provider.confirmPayment(f.payment.clientSecret, CARDS.disputed)).toBe("succeeded");
    await t.drainJobs();

    // A partial refund of the first charge.
    const events = async () =>
      (await db.select().from(testPaymentEvents).orderBy(asc(testPaymentEvents.id))).map((row) => row.payload as Stripe.Event);
    const firstCharge = (await events()).find((e) => e.type === "charge.succeeded")!.data.object as Stripe.Charge;
    await provider.refund(firstCharge.id, 150);

    // The fan leaving cancels at the period's end.
    const leavingSub = (await events())
      .filter((e) => e.type === "customer.subscription.updated")
      .map((e) => e.data.object as Stripe.Subscription)
      .find((s) => s.metadata.subscriptionId === d.subscription.id)!;
    await provider.setCancelAtPeriodEnd(leavingSub.id, true);

    // An order paid and refunded, another canceled unpaid.
    const seller = await buildUser(db);
    const buyer = await buildUser(db);
    const sold = await listItem(t, seller, { title: "Blue leash", price: "12.00", delivery: { pickup: true, shipping: false, shippingCents: 0 } });
    const placed = await placeOrder(t, buyer, sold.id, { method: "pickup" });
    expect(await provider.confirmPayment(placed.payment.clientSecret, CARDS.succeeds)).toBe("succeeded");
    const other = await listItem(t, seller, { title: "Red bowl", price: "5.00", delivery: { pickup: true, shipping: false, shippingCents: 0 } });
    const unpaid = await placeOrder(t, buyer, other.id, { method: "pickup" });
    const unpaidIntent = (await events()).filter((e) => e.type === "payment_intent.created").map((e) => e.data.object as Stripe.PaymentIntent)
      .find((pi) => pi.client_secret === unpaid.payment.clientSecret)!;
    await provider.cancelOrderPayment(unpaidIntent.id);
    const orderCharge = (await events()).find((e) => e.type === "payment_intent.succeeded")!.data.object as Stripe.PaymentIntent;
    await provider.refund(orderCharge.latest_charge as string, 1200);

    // Renewals, the failing card's retries until canceled, the period's end, a payout.
    await provider.advanceClock(40);
    await t.drainJobs();

    // The billing cycle after the payment brings the cardholder's dispute; staff settle it as won, through the test control.
    await provider.runBillingCycle();
    await t.drainJobs();
    const opened = (await events()).filter((ev) => ev.type === "charge.dispute.created").map((ev) => ev.data.object as Stripe.Dispute);
    expect(opened.length).toBeGreaterThan(0);
    const staff = await buildStaff(db);
    expect((await (await t.as(paying)).post(`/api/payments/test/disputes/${opened[0]!.id}/close`).send({ outcome: "won" })).status).toBe(403);
    const won = await (await t.as(staff)).post(`/api/payments/test/disputes/${opened[0]!.id}/close`).send({ outcome: "won" });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect(won.body).toEqual({ id: opened[0]!.id, status: "won" });
    expect((await (await t.as(staff)).post(`/api/payments/test/disputes/${opened[0]!.id}/close`).send({ outcome: "maybe" })).status).toBe(400);
    expect((await (await t.as(staff)).post("/api/payments/test/disputes/dp_test_nope/close").send({ outcome: "lost" })).status).toBe(404);
    // The dispute handler ran on the app's side: the money taken back, then given back.
    const disputeTransfers = await db
      .select({ kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.reference, opened[0]!.id), inArray(ledgerTransfers.kind, ["dispute", "dispute_won"])));
    expect(disputeTransfers.map((row) => row.kind).sort()).toEqual(["dispute", "dispute_won"]);
    // The refused payout failed and its amount is back in the balance: the app records it failed, and nothing was paid.
    const refusedPayouts = await db.select().from(payouts).where(eq(payouts.creatorProfileId, refused.profile.id));
    expect(refusedPayouts.length).toBeGreaterThan(0);
    expect(refusedPayouts.every((row) => row.status === "failed")).toBe(true);

    const all = await events();
    const types = new Set(all.map((e) => e.type));
    for (const type of [
      "customer.subscription.created",
      "customer.subscription.updated",
      "customer.subscription.deleted",
      "invoice.paid",
      "invoice.payment_failed",
      "invoice.marked_uncollectible",
      "charge.succeeded",
      "charge.refunded",
      "refund.created",
      "invoice.created",
      "invoice.finalized",
      "payment_intent.created",
      "payment_intent.succeeded",
      "payment_intent.canceled",
      "account.updated",
      "payout.paid",
      "payout.failed",
      "charge.dispute.created",
      "charge.dispute.funds_reinstated",
      "charge.dispute.closed",
    ]) {
      expect(types, type).toContain(type);
    }
    const problems = all.flatMap((event) => stripeTypeProblems(event as unknown as Shaped).map((p) => `${event.id}: ${p}`));
    expect(problems).toEqual([]);

    // The answers the processor re-reads: each object as retrieved now.
    const answers: Shaped[] = [];
    for (const event of all) {
      const object = event.data.object as unknown as Shaped & { id: string };
      if (object.object === "subscription") answers.push((await provider.retrieveSubscription(object.id)) as unknown as Shaped);
      if (object.object === "invoice") answers.push((await provider.retrieveInvoice(object.id)) as unknown as Shaped);
      if (object.object === "charge") answers.push((await provider.retrieveCharge(object.id)) as unknown as Shaped);
      if (object.object === "payment_intent") answers.push((await provider.retrievePaymentIntent(object.id)) as unknown as Shaped);
      if (object.object === "account") answers.push((await provider.retrieveAccount(object.id)) as unknown as Shaped);
    }
    expect(answers.flatMap((answer) => stripeTypeProblems(answer).map((p) => `${answer.id as string}: ${p}`))).toEqual([]);

    // Invoices are paid through PaymentIntents, as Stripe Billing's are: the secret the fan confirmed is the
    // PaymentIntent's, whose latest charge is the charge, which names it back and has a balance transaction.
    const intent = await provider.retrievePaymentIntent(a.payment.clientSecret.split("_secret_")[0]!);
    expect(intent).toMatchObject({ object: "payment_intent", status: "succeeded", client_secret: a.payment.clientSecret, latest_charge: firstCharge.id });
    const charge = await provider.retrieveCharge(firstCharge.id);
    expect(charge).toMatchObject({ payment_intent: intent.id, balance_transaction: expect.stringMatching(/^txn_test_/), amount_refunded: 150 });
    // The refund is an object of its own, listed on the charge and announced by refund.created.
    expect(charge.refunds!.data).toEqual([expect.objectContaining({ object: "refund", amount: 150, charge: charge.id, payment_intent: intent.id })]);
    expect(all.filter((e) => e.type === "refund.created").map((e) => (e.data.object as Stripe.Refund).charge)).toContain(charge.id);
    const paidInvoice = all.find((e) => e.type === "invoice.paid")!.data.object as Stripe.Invoice;
    expect(paidInvoice.payments!.data[0]!.payment).toEqual({ type: "payment_intent", payment_intent: expect.stringMatching(/^pi_test_/) });
    const reread = await provider.retrieveInvoice(paidInvoice.id);
    // Re-read (as the processor does), the payment's PaymentIntent comes expanded with its charge.
    expect(reread.payments!.data[0]!.payment.payment_intent).toMatchObject({ object: "payment_intent", latest_charge: expect.stringMatching(/^ch_test_/) });
    // Finalized invoices are numbered per customer; a renewal is a draft (no number) before it is open.
    expect(reread.number).toMatch(/^[A-Z0-9a-z]{8}-0001$/i);
    const drafts = all.filter((e) => e.type === "invoice.created").map((e) => e.data.object as Stripe.Invoice);
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(draft).toMatchObject({ status: "draft", number: null, status_transitions: { finalized_at: null } });
    const renewal = all.find((e) => e.type === "invoice.finalized")!.data.object as Stripe.Invoice;
    expect(renewal).toMatchObject({ status: "open", number: expect.stringMatching(/-0002$/) });
    // The failing card's last renewal is marked uncollectible, with the time; a cancel asked for carries canceled_at at once.
    const uncollectible = all.find((e) => e.type === "invoice.marked_uncollectible")!.data.object as Stripe.Invoice;
    expect(uncollectible.status_transitions.marked_uncollectible_at).toEqual(expect.any(Number));
    const asked = all.find(
      (e) => e.type === "customer.subscription.updated" && (e.data.object as Stripe.Subscription).id === leavingSub.id && (e.data.object as Stripe.Subscription).cancel_at_period_end,
    )!.data.object as Stripe.Subscription;
    expect(asked).toMatchObject({ canceled_at: expect.any(Number), ended_at: null, status: "active" });
    const ended = all.find((e) => e.type === "customer.subscription.deleted" && (e.data.object as Stripe.Subscription).id === leavingSub.id)!
      .data.object as Stripe.Subscription;
    expect(ended).toMatchObject({ canceled_at: asked.canceled_at, ended_at: expect.any(Number), status: "canceled" });
    // The 80/20 split is said once: the application fee; the charge's transfer names no amount of its own.
    const subscription = await provider.retrieveSubscription(leavingSub.id);
    expect(subscription).toMatchObject({ application_fee_percent: 20, transfer_data: { destination: accountId, amount_percent: null } });
    expect(charge).toMatchObject({ application_fee_amount: 140, transfer_data: { destination: accountId, amount: null } });
  });
});
