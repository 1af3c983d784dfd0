/**
 * The event processor does not depend on the order events arrive in. One
 * scenario is played on the test provider without delivering anything: the
 * creator onboards, two fans pay, one is partly refunded twice and renews, the
 * other's renewal fails until the grace ends, the creator is paid out. Its
 * events are then processed in 1,000 shuffled orders (some delivered twice), in
 * process and each inside a transaction rolled back afterwards, with the
 * provider's final objects standing in for the provider. Every order must leave
 * the same subscriptions, invoices, ledger, payouts and notifications, and every
 * ledger transfer must sum to zero.
 */
import { asc, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, payoutAccounts, subscriptions, testPaymentEvents, type User } from "../db/schema";
import type { DbOrTx } from "../db";
import { buildCreator, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { CARDS, startSubscription, testProvider } from "../test/payments";
import { readCurrentObjects } from "./current-objects";
import { processPaymentEvent } from "./process-event";
import { fromUnix } from "./stripe-objects";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const SHUFFLES = 1000;
const DAY = 24 * 60 * 60 * 1000;

/** A small seeded generator, so a failing order can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface AppState {
  subs: { subscriber_id: string; status: string; cancel_at_period_end: boolean; current_period_end: string | null }[];
  receipts: { status: string; amount_cents: number; amount_refunded_cents: number }[];
  ledger: { kind: string; reference: string; account: string; cents: number }[];
  unbalanced: number;
  notifications: string[];
  payouts: { stripe_payout_id: string; amount_cents: number; status: string }[];
  account: { details_submitted: boolean; payouts_enabled: boolean } | null;
  fans_count: number;
}

/** Everything the events may change, in one statement, in a stable order, without the app's generated ids. */
async function appState(db: DbOrTx, creatorProfileId: string): Promise<AppState> {
  const result = await db.execute<{ state: AppState }>(sql`
    select json_build_object(
      'subs', (select coalesce(json_agg(x order by x.stripe_subscription_id), '[]') from (
        -- provider_state_version is left out: it numbers the re-reads in the order they began.
        select subscriber_id, status, stripe_subscription_id, current_period_start, current_period_end,
               cancel_at_period_end, canceled_at
        from subscriptions where creator_profile_id = ${creatorProfileId}) x),
      'receipts', (select coalesce(json_agg(x order by x.stripe_invoice_id), '[]') from (
        select i.stripe_invoice_id, i.stripe_charge_id, i.amount_cents, i.amount_refunded_cents, i.status,
               i.period_start, i.period_end, i.paid_at, i.created_at
        from invoices i join subscriptions s on s.id = i.subscription_id
        where s.creator_profile_id = ${creatorProfileId}) x),
      'ledger', (select coalesce(json_agg(x order by x.kind, x.reference, x.account), '[]') from (
        select t.kind, t.reference, e.account, sum(e.amount_cents)::int as cents
        from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        where t.creator_profile_id = ${creatorProfileId} group by t.kind, t.reference, e.account) x),
      'unbalanced', (select count(*) from (
        select t.id from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        group by t.id having sum(e.amount_cents) <> 0) u),
      'notifications', (select coalesce(json_agg(message order by message), '[]') from notifications
        where creator_profile_id = ${creatorProfileId}),
      'payouts', (select coalesce(json_agg(x order by x.stripe_payout_id), '[]') from (
        select stripe_payout_id, amount_cents, status, arrival_at from payouts where creator_profile_id = ${creatorProfileId}) x),
      'account', (select row_to_json(x) from (
        select details_submitted, payouts_enabled from payout_accounts where creator_profile_id = ${creatorProfileId}) x),
      'fans_count', (select fans_count from creator_profiles where id = ${creatorProfileId})
    ) as state`);
  return result.rows[0]!.state;
}

class Rollback extends Error {}

describe("processing one scenario's events in 1,000 shuffled orders", () => {
  // Each round also writes the scenario's emails (receipts, refunds, the payout …) in its transaction:
  // 542 s were seen on the embedded database at a load average of about 10.
  it("always ends in the same state, with every transfer balanced", { timeout: 900_000 }, async () => {
    const { db } = t.ctx;
    const provider = testProvider(t);
    const { owner, profile } = await buildCreator(db, { petName: "Juniper", subscriptionPrice: "9.99" });
    const [fanA, fanB] = [await buildUser(db), await buildUser(db)];

    // The creator's payout account, onboarded.
    const link = await (await t.as(owner)).post(`/api/creator-profile/${profile.id}/payout-account/onboarding`);
    expect(link.status).toBe(200);
    const accountId = new URL(link.body.url).pathname.split("/").pop()!;
    await provider.completeOnboarding(accountId);
    await db.update(payoutAccounts).set({ payoutsEnabled: true }).where(eq(payoutAccounts.creatorProfileId, profile.id));

    // A pays and is refunded twice in part; B pays with the card that fails at renewal.
    const a = await startSubscription(t, fanA!, profile);
    const b = await startSubscription(t, fanB!, profile);
    expect(await provider.confirmPayment(a.payment.clientSecret, CARDS.succeeds)).toBe("succeeded");
    expect(await provider.confirmPayment(b.payment.clientSecret, CARDS.failsAtRenewal)).toBe("succeeded");
    // The secret is the first invoice's PaymentIntent's; its latest charge is the one to refund.
    const firstCharge = (await provider.retrievePaymentIntent(a.payment.clientSecret.split("_secret_")[0]!)).latest_charge as string;
    await provider.refund(firstCharge, 300);
    await provider.refund(firstCharge, 200);
    // The creator's share is paid out; A renews, B's renewal fails and is retried until the grace runs out.
    const periodEnd = (await provider.retrieveSubscription((await appRow(fanA!)).stripeSubscriptionId!)).items.data[0]!.current_period_end;
    const days = Math.ceil((fromUnix(periodEnd).getTime() - (await provider.now()).getTime()) / DAY);
    await provider.advanceClock(days + 3);

    // The scenario's events, as the webhook would store them (nothing was delivered).
    const rows = await db.select().from(testPaymentEvents).orderBy(asc(testPaymentEvents.id));
    const events = rows.map((row) => row.payload as Stripe.Event);
    const types = new Set(events.map((e) => e.type));
    for (const type of ["invoice.paid", "invoice.payment_failed", "charge.refunded", "customer.subscription.deleted", "payout.paid", "account.updated"]) {
      expect(types, type).toContain(type);
    }
    // The provider's objects as they are at the end of the scenario, read once.
    const payments = await readCurrentObjects(provider, events);
    const stored = events.map((event) => ({
      id: event.id,
      provider: "test",
      type: event.type,
      occurredAt: fromUnix(event.created),
      payload: event,
    }));

    const next = random(20261122);
    let expected: AppState | undefined;
    for (let round = 0; round < SHUFFLES; round++) {
      // Some events arrive twice: a repeat finds them processed.
      const order = shuffled([...stored, ...stored.filter(() => next() < 0.05)], next);
      let state: AppState | undefined;
      try {
        await db.transaction(async (tx) => {
          await tx.insert(paymentEvents).values(stored);
          for (const event of order) await processPaymentEvent({ db: tx, payments, jobs: t.ctx.jobs, config: t.ctx.config }, event.id);
          state = await appState(tx, profile.id);
          throw new Rollback();
        });
      } catch (error) {
        if (!(error instanceof Rollback)) throw new Error(`order ${round} failed: ${order.map((e) => e.type).join(", ")}`, { cause: error });
      }
      expected ??= state;
      expect(state, `order ${round}: ${order.map((e) => e.type).join(", ")}`).toEqual(expected);
    }

    // And the state is the right one.
    const final = expected!;
    expect(final.unbalanced).toBe(0);
    const byFan = new Map(final.subs.map((s) => [s.subscriber_id, s]));
    expect(byFan.get(fanA!.id)).toMatchObject({ status: "active", cancel_at_period_end: false });
    expect(byFan.get(fanB!.id)).toMatchObject({ status: "canceled" });
    expect(final.receipts.map((r) => [r.status, r.amount_cents, r.amount_refunded_cents]).sort()).toEqual(
      [
        ["paid", 999, 500],
        ["paid", 999, 0],
        ["paid", 999, 0],
        ["uncollectible", 999, 0],
      ].sort(),
    );
    const total = (account: string) => final.ledger.filter((l) => l.account === account).reduce((sum, l) => sum + l.cents, 0);
    // Three paid invoices, 5.00 refunded: 24.97 gross.
    expect(total("fan_payments")).toBe(3 * 999 - 500);
    expect(final.notifications).toHaveLength(2);
    expect(final.account).toEqual({ details_submitted: true, payouts_enabled: true });
    expect(final.payouts.length).toBeGreaterThan(0);
    expect(total("creator_payouts")).toBe(-final.payouts.reduce((sum, p) => sum + p.amount_cents, 0));
    expect(final.fans_count).toBe(1);
  });
});

async function appRow(fan: User) {
  const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, fan.id));
  return row!;
}
