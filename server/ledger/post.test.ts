/**
 * The ledger's invariants: every transfer sums to zero, money is conserved across
 * the accounts, refunds never take back more than was paid (in total or per
 * account), balances match a closed-form model across random sequences of events,
 * each event is recorded once however often it is delivered, and the database
 * itself refuses an unbalanced transfer and any edit.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorShareCents, LEDGER_ACCOUNTS } from "@shared/money";
import { invoices, ledgerEntries, ledgerTransfers, type CreatorProfile, type Invoice, type Subscription } from "../db/schema";
import { buildCreator, buildSubscription, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { LedgerError, recordDispute, recordDisputeWon, recordInvoicePaid, recordPayout, recordRefund } from "./post";
import { creatorEarnings, creatorStatements } from "./queries";
import { buildPaidInvoice } from "../test/fixtures/ledger";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A small seeded PRNG (mulberry32): the same seed, the same sequence. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

const fee = (gross: number) => gross - creatorShareCents(gross);
/** Minus, without a -0 for 0. */
const neg = (cents: number) => 0 - cents;

async function accountTotals(creatorIds: string[]) {
  const rows = await t.ctx.db.execute<{ account: string; creator: string | null; cents: number }>(sql`
    select e.account, t.creator_profile_id as creator, sum(e.amount_cents)::bigint as cents
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where t.creator_profile_id in (${sql.join(creatorIds.map((id) => sql`${id}::uuid`), sql`, `)})
    group by 1, 2`);
  const total = (account: string, creator?: string) =>
    rows.rows.filter((r) => r.account === account && (!creator || r.creator === creator)).reduce((s, r) => s + Number(r.cents), 0);
  return { total };
}

async function unbalancedTransfers(creatorIds: string[]) {
  const rows = await t.ctx.db.execute<{ id: string; total: number; entries: number }>(sql`
    select t.id, coalesce(sum(e.amount_cents), 0)::bigint as total, count(e.id)::int as entries
    from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
    where t.creator_profile_id in (${sql.join(creatorIds.map((id) => sql`${id}::uuid`), sql`, `)})
    group by t.id
    having coalesce(sum(e.amount_cents), 0) <> 0 or count(e.id) < 2`);
  return rows.rows;
}

/** What the ledger says an invoice moved and what was taken back of it, per account. */
async function invoiceLedger(invoiceId: string) {
  const rows = await t.ctx.db.execute<{ kind: string; account: string; cents: number }>(sql`
    select t.kind, e.account, sum(e.amount_cents)::bigint as cents
    from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
    where t.invoice_id = ${invoiceId} group by 1, 2`);
  const sum = (kinds: string[], account: string) =>
    rows.rows.filter((r) => kinds.includes(r.kind) && r.account === account).reduce((s, r) => s + Number(r.cents), 0);
  const back = ["refund", "dispute", "dispute_won"];
  return {
    gross: sum(["charge"], LEDGER_ACCOUNTS.fanPayments),
    reversedGross: neg(sum(back, LEDGER_ACCOUNTS.fanPayments)),
    reversedCreator: sum(back, LEDGER_ACCOUNTS.creatorPayable),
    reversedPlatform: sum(back, LEDGER_ACCOUNTS.platformRevenue),
  };
}

describe("ledger invariants over random event sequences", () => {
  interface ModelInvoice {
    invoice: Invoice;
    creatorId: string;
    gross: number;
    /** Gross taken back so far (refunds + disputes − disputes won). */
    reversed: number;
    openDisputes: { reference: string; amount: number }[];
  }

  /** How many events of each kind the seeds produced, to know every kind was exercised. */
  const seen = new Map<string, number>();
  const saw = (kind: string) => seen.set(kind, (seen.get(kind) ?? 0) + 1);

  it.each(Array.from({ length: 16 }, (_, i) => i + 1))("seed %i: 60 random events keep every invariant", async (seed) => {
    const { db } = t.ctx;
    const random = prng(seed);
    const creators: CreatorProfile[] = [];
    const subscriptionsOf = new Map<string, Subscription[]>();
    for (let c = 0; c < 2; c++) {
      const { profile } = await buildCreator(db);
      creators.push(profile);
      const subs: Subscription[] = [];
      for (let s = 0; s < 3; s++) subs.push(await buildSubscription(db, await buildUser(db), profile));
      subscriptionsOf.set(profile.id, subs);
    }
    const creatorIds = creators.map((c) => c.id);
    const model: ModelInvoice[] = [];
    const payouts = new Map<string, number>(creatorIds.map((id) => [id, 0]));
    /** Every event recorded, to deliver again. */
    const delivered: (() => Promise<void>)[] = [];
    /** What each over-refund answered: a LedgerError every time. */
    const refusals: unknown[] = [];
    let n = 0;
    const at = () => new Date(Date.UTC(2026, 0, 1) + n * 36 * 60 * 60 * 1000);

    const payable = (creatorId: string) =>
      model
        .filter((i) => i.creatorId === creatorId)
        .reduce((s, i) => s + creatorShareCents(i.gross) - creatorShareCents(i.reversed), 0) - payouts.get(creatorId)!;

    for (n = 0; n < 60; n++) {
      const roll = random.next();
      const refundable = model.filter((i) => i.gross - i.reversed > 0);
      const disputed = model.filter((i) => i.openDisputes.length > 0);
      if (roll < 0.3 || refundable.length === 0) {
        const creator = random.pick(creators);
        const subscription = random.pick(subscriptionsOf.get(creator.id)!);
        // Small amounts too, where rounding matters most.
        const gross = random.next() < 0.3 ? random.int(1, 9) : random.int(10, 5000);
        const invoice = await buildPaidInvoice(db, subscription, { amountCents: gross, paidAt: at() });
        model.push({ invoice, creatorId: creator.id, gross, reversed: 0, openDisputes: [] });
        saw("charge");
        delivered.push(() =>
          recordInvoicePaid(db, {
            invoiceId: invoice.id,
            stripeInvoiceId: invoice.stripeInvoiceId,
            creatorProfileId: creator.id,
            grossCents: gross,
            occurredAt: at(),
          }),
        );
      } else if (roll < 0.6) {
        const target = random.pick(refundable);
        const left = target.gross - target.reversed;
        const amount = random.next() < 0.3 ? left : random.int(1, left);
        const input = { invoiceId: target.invoice.id, reference: `re_${seed}_${n}`, creatorProfileId: target.creatorId, amountCents: amount, occurredAt: at() };
        await recordRefund(db, input);
        target.reversed += amount;
        saw(amount === left ? "full refund" : "partial refund");
        delivered.push(() => recordRefund(db, input));
      } else if (roll < 0.7) {
        // More than is left: refused, nothing recorded.
        const target = random.pick(refundable);
        const amount = target.gross - target.reversed + random.int(1, 50);
        const refused = await recordRefund(db, {
          invoiceId: target.invoice.id,
          reference: `re_over_${seed}_${n}`,
          creatorProfileId: target.creatorId,
          amountCents: amount,
          occurredAt: at(),
        }).then(
          () => "recorded",
          (error: unknown) => error,
        );
        refusals.push(refused);
        saw("refused refund");
      } else if (roll < 0.8) {
        const target = random.pick(refundable);
        const amount = random.int(1, target.gross - target.reversed);
        const input = { invoiceId: target.invoice.id, reference: `dp_${seed}_${n}`, creatorProfileId: target.creatorId, amountCents: amount, occurredAt: at() };
        await recordDispute(db, input);
        target.reversed += amount;
        target.openDisputes.push({ reference: input.reference, amount });
        saw("dispute");
        delivered.push(() => recordDispute(db, input));
      } else if (roll < 0.88 && disputed.length > 0) {
        const target = random.pick(disputed);
        const dispute = target.openDisputes.shift()!;
        const input = { invoiceId: target.invoice.id, reference: dispute.reference, creatorProfileId: target.creatorId, amountCents: dispute.amount, occurredAt: at() };
        await recordDisputeWon(db, input);
        target.reversed -= dispute.amount;
        saw("dispute won");
        delivered.push(() => recordDisputeWon(db, input));
      } else {
        const creator = random.pick(creators);
        const owed = payable(creator.id);
        if (owed <= 0) continue;
        const amount = random.int(1, owed);
        const input = { creatorProfileId: creator.id, stripePayoutId: `po_${seed}_${n}`, amountCents: amount, occurredAt: at() };
        await recordPayout(db, input);
        payouts.set(creator.id, payouts.get(creator.id)! + amount);
        saw("payout");
        delivered.push(() => recordPayout(db, input));
      }
      // Now and then an event already recorded arrives again: nothing changes.
      if (delivered.length > 0 && random.next() < 0.25) {
        await random.pick(delivered)();
        saw("delivered again");
      }

      expect(await unbalancedTransfers(creatorIds)).toEqual([]);
      const { total } = await accountTotals(creatorIds);
      const fanPayments = total(LEDGER_ACCOUNTS.fanPayments);
      const creatorPayable = total(LEDGER_ACCOUNTS.creatorPayable);
      const platformRevenue = total(LEDGER_ACCOUNTS.platformRevenue);
      const creatorPayouts = total(LEDGER_ACCOUNTS.creatorPayouts);
      // Conservation: what fans paid is exactly what creators are owed, were paid, and the platform kept.
      expect(neg(creatorPayable + platformRevenue + creatorPayouts)).toBe(fanPayments);
      // The closed-form model, per account.
      expect(fanPayments).toBe(model.reduce((s, i) => s + i.gross - i.reversed, 0));
      expect(neg(platformRevenue)).toBe(model.reduce((s, i) => s + fee(i.gross) - fee(i.reversed), 0));
      for (const id of creatorIds) {
        expect(neg(total(LEDGER_ACCOUNTS.creatorPayable, id))).toBe(payable(id));
        expect(neg(total(LEDGER_ACCOUNTS.creatorPayouts, id))).toBe(payouts.get(id));
      }
    }

    for (const refused of refusals) expect(refused).toBeInstanceOf(LedgerError);

    // Per invoice: never more taken back than paid, in total or per account, and the
    // creator's part of what was taken back is exactly the rounding rule applied to it.
    for (const one of model) {
      const ledger = await invoiceLedger(one.invoice.id);
      expect(ledger.gross).toBe(one.gross);
      expect(ledger.reversedGross).toBe(one.reversed);
      expect(ledger.reversedGross).toBeLessThanOrEqual(ledger.gross);
      expect(ledger.reversedCreator).toBe(creatorShareCents(one.reversed));
      expect(ledger.reversedCreator).toBeLessThanOrEqual(creatorShareCents(one.gross));
      expect(ledger.reversedPlatform).toBeLessThanOrEqual(fee(one.gross));
      expect(ledger.reversedCreator + ledger.reversedPlatform).toBe(ledger.reversedGross);
    }

    // The reports agree with the model: lifetime money, and the last statement's closing balance.
    for (const creator of creators) {
      const mine = model.filter((i) => i.creatorId === creator.id);
      const earnings = await creatorEarnings(db, creator.id, at());
      expect(earnings.lifetime).toEqual({
        grossCents: mine.reduce((s, i) => s + i.gross - i.reversed, 0),
        feeCents: mine.reduce((s, i) => s + fee(i.gross) - fee(i.reversed), 0),
        netCents: mine.reduce((s, i) => s + creatorShareCents(i.gross) - creatorShareCents(i.reversed), 0),
      });
      const statements = await creatorStatements(db, creator.id, at());
      expect(statements[0]?.closingBalanceCents ?? 0).toBe(payable(creator.id));
      expect(earnings.balance.pendingCents + earnings.balance.availableCents).toBe(payable(creator.id));
    }
  });

  it("exercised every kind of event", () => {
    for (const kind of ["charge", "partial refund", "full refund", "refused refund", "dispute", "dispute won", "payout", "delivered again"]) {
      expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(5);
    }
  });
});

describe("recording an event more than once", () => {
  it("one paid invoice delivered five times (two of them at once) is one transfer", async () => {
    const { db } = t.ctx;
    const { profile } = await buildCreator(db);
    const subscription = await buildSubscription(db, await buildUser(db), profile);
    const invoice = await buildPaidInvoice(db, subscription, { amountCents: 999, paidAt: new Date("2026-03-02T10:00:00Z") });
    const again = () =>
      recordInvoicePaid(db, {
        invoiceId: invoice.id,
        stripeInvoiceId: invoice.stripeInvoiceId,
        creatorProfileId: profile.id,
        grossCents: 999,
        occurredAt: new Date("2026-03-02T10:00:00Z"),
      });
    await again();
    await Promise.all([again(), again()]);
    await again();
    const transfers = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.invoiceId, invoice.id));
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ kind: "charge", reference: invoice.stripeInvoiceId, creatorProfileId: profile.id });
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transfers[0]!.id));
    expect(entries.map((e) => [e.account, e.creatorProfileId, e.amountCents]).sort()).toEqual(
      [
        ["creator_payable", profile.id, -799],
        ["fan_payments", null, 999],
        ["platform_revenue", null, -200],
      ].sort(),
    );
  });

  it("a refund, a dispute, a won dispute and a payout delivered five times each are recorded once each", async () => {
    const { db } = t.ctx;
    const { profile } = await buildCreator(db);
    const subscription = await buildSubscription(db, await buildUser(db), profile);
    const invoice = await buildPaidInvoice(db, subscription, { amountCents: 1000, paidAt: new Date("2026-03-02T10:00:00Z") });
    const base = { invoiceId: invoice.id, creatorProfileId: profile.id, occurredAt: new Date("2026-03-05T10:00:00Z") };
    for (let i = 0; i < 5; i++) await recordRefund(db, { ...base, reference: "re_five", amountCents: 300 });
    for (let i = 0; i < 5; i++) await recordDispute(db, { ...base, reference: "dp_five", amountCents: 700 });
    for (let i = 0; i < 5; i++) await recordDisputeWon(db, { ...base, reference: "dp_five", amountCents: 700 });
    for (let i = 0; i < 5; i++) {
      await recordPayout(db, { creatorProfileId: profile.id, stripePayoutId: "po_five", amountCents: 500, occurredAt: base.occurredAt });
    }
    const kinds = await db.execute<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from ledger_transfers where creator_profile_id = ${profile.id} group by kind order by kind`,
    );
    expect(kinds.rows).toEqual([
      { kind: "charge", n: 1 },
      { kind: "dispute", n: 1 },
      { kind: "dispute_won", n: 1 },
      { kind: "payout", n: 1 },
      { kind: "refund", n: 1 },
    ]);
    // 1000 paid (800 owed), 300 refunded (240 back), 500 paid out: 60 left.
    const statements = await creatorStatements(db, profile.id, new Date("2026-03-31T00:00:00Z"));
    expect(statements[0]).toEqual({
      month: "2026-03",
      grossCents: 1000,
      refundsCents: 300,
      feeCents: 140,
      netCents: 560,
      payoutsCents: 500,
      closingBalanceCents: 60,
    });
  });
});

describe("the rounding rule for partial refunds", () => {
  it("reverses the cumulative refunded amount, so many small refunds reverse exactly what one full refund would", async () => {
    const { db } = t.ctx;
    const { profile } = await buildCreator(db);
    const subscription = await buildSubscription(db, await buildUser(db), profile);
    // 999: creator 799 (799.2), platform 200. Nine refunds of 111 cents.
    const invoice = await buildPaidInvoice(db, subscription, { amountCents: 999, paidAt: new Date("2026-04-01T00:00:00Z") });
    const parts: number[] = [];
    for (let i = 0; i < 9; i++) {
      await recordRefund(db, { invoiceId: invoice.id, reference: `re_part_${i}`, creatorProfileId: profile.id, amountCents: 111, occurredAt: new Date("2026-04-02T00:00:00Z") });
      parts.push((await invoiceLedger(invoice.id)).reversedCreator);
    }
    // After each: exactly 80% (half-up) of what was refunded so far: 111 → 89 (88.8), 222 → 178 (177.6), …
    expect(parts).toEqual([89, 178, 266, 355, 444, 533, 622, 710, 799]);
    expect(await invoiceLedger(invoice.id)).toEqual({ gross: 999, reversedGross: 999, reversedCreator: 799, reversedPlatform: 200 });
    await expect(
      recordRefund(db, { invoiceId: invoice.id, reference: "re_part_more", creatorProfileId: profile.id, amountCents: 1, occurredAt: new Date("2026-04-02T00:00:00Z") }),
    ).rejects.toThrow("re_part_more of 1 cents exceeds what is left of invoice");
  });

  it("concurrent partial refunds of one invoice take turns (never more than the original split)", async () => {
    const { db } = t.ctx;
    const { profile } = await buildCreator(db);
    const subscription = await buildSubscription(db, await buildUser(db), profile);
    // 5 cents: creator 4, platform 1. Five refunds of 1 cent at once: one of them must take the platform's cent.
    const invoice = await buildPaidInvoice(db, subscription, { amountCents: 5, paidAt: new Date("2026-04-01T00:00:00Z") });
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        recordRefund(db, { invoiceId: invoice.id, reference: `re_race_${i}`, creatorProfileId: profile.id, amountCents: 1, occurredAt: new Date("2026-04-02T00:00:00Z") }),
      ),
    );
    expect(await invoiceLedger(invoice.id)).toEqual({ gross: 5, reversedGross: 5, reversedCreator: 4, reversedPlatform: 1 });
  });

  it("refuses to reverse a charge it has not recorded, another creator's invoice, and amounts that are not positive whole cents", async () => {
    const { db } = t.ctx;
    const { profile } = await buildCreator(db);
    const { profile: other } = await buildCreator(db);
    const subscription = await buildSubscription(db, await buildUser(db), profile);
    const invoice = await buildPaidInvoice(db, subscription, { amountCents: 500, paidAt: new Date("2026-04-01T00:00:00Z") });
    const base = { invoiceId: invoice.id, creatorProfileId: profile.id, occurredAt: new Date("2026-04-02T00:00:00Z") };
    const [unrecorded] = await db
      .insert(invoices)
      .values({ ...invoice, id: undefined, stripeInvoiceId: "in_unrecorded", stripeChargeId: "ch_unrecorded" })
      .returning();
    await expect(recordRefund(db, { ...base, invoiceId: unrecorded!.id, reference: "re_none", amountCents: 1 })).rejects.toThrow(
      `invoice ${unrecorded!.id} has no recorded charge to reverse`,
    );
    await expect(recordRefund(db, { ...base, creatorProfileId: other.id, reference: "re_other", amountCents: 1 })).rejects.toThrow(
      `was paid to creator ${profile.id}`,
    );
    await expect(recordRefund(db, { ...base, reference: "re_zero", amountCents: 0 })).rejects.toThrow("positive integer");
    await expect(recordRefund(db, { ...base, reference: "re_frac", amountCents: 1.5 })).rejects.toThrow("positive integer");
    await expect(recordDisputeWon(db, { ...base, reference: "dp_unknown", amountCents: 1 })).rejects.toThrow("was not recorded");
    await recordDispute(db, { ...base, reference: "dp_known", amountCents: 100 });
    await expect(recordDisputeWon(db, { ...base, reference: "dp_known", amountCents: 101 })).rejects.toThrow("took 100 cents");
    // Nothing of the refused ones was written.
    const transfers = await db.select({ reference: ledgerTransfers.reference }).from(ledgerTransfers).where(eq(ledgerTransfers.invoiceId, invoice.id));
    expect(transfers.map((r) => r.reference).sort()).toEqual([invoice.stripeInvoiceId, "dp_known"].sort());
  });
});

describe("the database guards the ledger", () => {
  async function pgError(run: (client: import("pg").PoolClient) => Promise<unknown>): Promise<{ message: string; code: string }> {
    const client = await t.ctx.database.pool.connect();
    try {
      await run(client);
    } catch (error) {
      await client.query("rollback").catch(() => {});
      const { message, code } = error as { message: string; code: string };
      return { message, code };
    } finally {
      client.release();
    }
    throw new Error("the statement was not refused");
  }

  it("refuses to commit a transfer whose entries do not sum to zero", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const refused = await pgError(async (client) => {
      await client.query("begin");
      const { rows } = await client.query<{ id: string }>(
        "insert into ledger_transfers (kind, reference, creator_profile_id, occurred_at) values ('payout', 'po_unbalanced', $1, now()) returning id",
        [profile.id],
      );
      await client.query(
        "insert into ledger_entries (transfer_id, account, creator_profile_id, amount_cents) values ($1, 'creator_payable', $2, 100), ($1, 'creator_payouts', $2, -99)",
        [rows[0]!.id, profile.id],
      );
      await client.query("commit");
      return rows[0]!.id;
    });
    expect(refused.code).toBe("P0001");
    expect(refused.message).toMatch(/^ledger transfer [0-9a-f-]{36} does not balance \(sum 1 cents\)$/);
    const left = await t.ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, "po_unbalanced"));
    expect(left).toEqual([]);
  });

  it("refuses any update or delete of transfers and entries", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    await recordPayout(t.ctx.db, { creatorProfileId: profile.id, stripePayoutId: "po_frozen", amountCents: 100, occurredAt: new Date() });
    const [transfer] = await t.ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, "po_frozen"));
    const id = transfer!.id;
    const cases: [string, string][] = [
      ["update ledger_entries set amount_cents = amount_cents * 2 where transfer_id = $1", "the ledger is append only: UPDATE on ledger_entries refused"],
      ["delete from ledger_entries where transfer_id = $1", "the ledger is append only: DELETE on ledger_entries refused"],
      ["update ledger_transfers set reference = 'po_changed' where id = $1", "the ledger is append only: UPDATE on ledger_transfers refused"],
      ["delete from ledger_transfers where id = $1", "the ledger is append only: DELETE on ledger_transfers refused"],
    ];
    for (const [statement, message] of cases) {
      expect(await pgError((client) => client.query(statement, [id]))).toEqual({ message, code: "P0001" });
    }
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, id));
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([-100, 100]);
  });
});
