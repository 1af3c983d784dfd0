/**
 * The money reports from the ledger, on one creator with a known history: UTC month
 * boundaries, this/last month and lifetime, monthly recurring revenue, the 12-month
 * series with new and churned fans, pending and available balance, the statements
 * and a month's CSV, byte for byte.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorProfile, Invoice, User } from "../db/schema";
import { statementCsv } from "../presenters/statement-csv";
import { buildCreator, buildSubscription, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { addMonths, monthOf, monthStart, monthsBetween } from "./months";
import { recordPayout, recordRefund } from "./post";
import { availableBalanceCents, creatorBalance, creatorEarnings, creatorStatements, monthFigures, statementLines } from "./queries";
import { buildPaidInvoice } from "../test/fixtures/ledger";

let t: TestApp;
let profile: CreatorProfile;
const NOW = new Date("2026-11-15T12:00:00Z");
const at = (iso: string) => new Date(iso);

/*
 * The history (cents; 80% rounded half-up, the fee the remainder):
 *   2025-10-20 Dan     700 → 560 / 140   (subscription canceled 2026-11-03)
 *   2026-09-10 Ann     999 → 799 / 200   (Ann's first payment)
 *   2026-10-10 Ann     999 → 799 / 200
 *   2026-10-31 23:59:59.999 Bob 499 → 399 / 100   (past due now)
 *   2026-11-01 00:00   Cara 1999 → 1599 / 400   (set to cancel at period end)
 *   2026-11-05 payout 1000
 *   2026-11-10 Ann     999 → 799 / 200
 *   2026-11-11 refund 100 of Ann's November → 80 / 20
 *   2026-11-12 refund 500 of Cara's → 400 / 100
 * Eve canceled 2026-11-04 without ever paying; Fay is incomplete.
 */
beforeAll(async () => {
  t = await startTestApp();
  const { db } = t.ctx;
  ({ profile } = await buildCreator(db, { petName: "Ledger Lou" }));
  const fan = (overrides: Partial<User>) => buildUser(db, overrides);
  const ann = await fan({ displayName: "Ann Archer" });
  const bob = await fan({ displayName: '=HYPERLINK("http://x","y")' });
  const cara = await fan({ displayName: null, firstName: "Cara", lastName: 'O"Neil, Jr' });
  const dan = await fan({ displayName: "Dan" });
  const eve = await fan({ displayName: "Eve" });
  const fay = await fan({ displayName: "Fay" });

  const sA = await buildSubscription(db, ann, profile, { price: "9.99", status: "active" });
  const sB = await buildSubscription(db, bob, profile, { price: "4.99", status: "past_due" });
  const sC = await buildSubscription(db, cara, profile, { price: "19.99", status: "active", cancelAtPeriodEnd: true });
  const sD = await buildSubscription(db, dan, profile, { price: "7.00", status: "canceled", canceledAt: at("2026-11-03T08:00:00Z") });
  await buildSubscription(db, eve, profile, { price: "5.00", status: "canceled", canceledAt: at("2026-11-04T08:00:00Z") });
  await buildSubscription(db, fay, profile, { price: "3.00", status: "incomplete" });

  await buildPaidInvoice(db, sD, { amountCents: 700, paidAt: at("2025-10-20T10:00:00Z") });
  await buildPaidInvoice(db, sA, { amountCents: 999, paidAt: at("2026-09-10T10:00:00Z") });
  await buildPaidInvoice(db, sA, { amountCents: 999, paidAt: at("2026-10-10T10:00:00Z") });
  await buildPaidInvoice(db, sB, { amountCents: 499, paidAt: at("2026-10-31T23:59:59.999Z") });
  const caraNovember = await buildPaidInvoice(db, sC, { amountCents: 1999, paidAt: at("2026-11-01T00:00:00Z") });
  await recordPayout(db, { creatorProfileId: profile.id, stripePayoutId: "po_lou_1", amountCents: 1000, occurredAt: at("2026-11-05T09:00:00Z") });
  const annNovember = await buildPaidInvoice(db, sA, { amountCents: 999, paidAt: at("2026-11-10T10:00:00Z") });
  const refund = (invoice: Invoice, reference: string, amountCents: number, iso: string) =>
    recordRefund(db, { invoiceId: invoice.id, reference, creatorProfileId: profile.id, amountCents, occurredAt: at(iso) });
  await refund(annNovember, "re_ann", 100, "2026-11-11T10:00:00Z");
  await refund(caraNovember, "re_cara", 500, "2026-11-12T10:00:00Z");

  // Another creator's money never shows up in Lou's figures.
  const { profile: other } = await buildCreator(db);
  await buildPaidInvoice(db, await buildSubscription(db, ann, other), { amountCents: 5000, paidAt: at("2026-11-02T10:00:00Z") });
});
afterAll(() => t?.close());

describe("months", () => {
  it("are UTC calendar months", () => {
    expect(monthOf(at("2026-10-31T23:59:59.999Z"))).toBe("2026-10");
    expect(monthOf(at("2026-11-01T00:00:00Z"))).toBe("2026-11");
    expect(monthStart("2026-01").toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
});

describe("creatorEarnings", () => {
  it("answers this month, last month and lifetime, MRR, fans, the balance and 12 months", async () => {
    const earnings = await creatorEarnings(t.ctx.db, profile.id, NOW);
    expect(earnings.thisMonth).toEqual({ grossCents: 2398, feeCents: 480, netCents: 1918 });
    expect(earnings.lastMonth).toEqual({ grossCents: 1498, feeCents: 300, netCents: 1198 });
    expect(earnings.lifetime).toEqual({ grossCents: 5595, feeCents: 1120, netCents: 4475 });
    // Ann (active) and Bob (past due); Cara is a fan until her period ends but brings no recurring revenue.
    expect(earnings.monthlyRecurringRevenueCents).toBe(999 + 499);
    expect(earnings.activeFans).toBe(3);
    // Pending: Ann's November share (799) less its refund (80). Cara's refund is of a charge older than 7 days.
    expect(earnings.balance).toEqual({ pendingCents: 719, availableCents: 4475 - 1000 - 719 });

    expect(earnings.months.map((m) => m.month)).toEqual(monthsBetween("2025-12", "2026-11"));
    const busy = earnings.months.filter((m) => m.grossCents || m.newFans || m.churnedFans);
    expect(busy).toEqual([
      { month: "2026-09", grossCents: 999, netCents: 799, newFans: 1, churnedFans: 0 },
      // Bob's payment at 23:59:59.999 UTC on the 31st is October's; Ann's second payment is not a new fan.
      { month: "2026-10", grossCents: 1498, netCents: 1198, newFans: 1, churnedFans: 0 },
      // Cara is new; Dan churned (Eve never paid, so she was never a fan).
      { month: "2026-11", grossCents: 2398, netCents: 1918, newFans: 1, churnedFans: 1 },
    ]);
  });

  it("groups by UTC months whatever the database session's time zone", async () => {
    const earnings = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`); // UTC+14
      return creatorEarnings(tx, profile.id, NOW);
    });
    expect(earnings.lastMonth).toEqual({ grossCents: 1498, feeCents: 300, netCents: 1198 });
    expect(earnings.months.at(-1)).toMatchObject({ month: "2026-11", newFans: 1, churnedFans: 1 });
  });

  it("answers zeros and 12 empty months for a creator with no money yet", async () => {
    const { profile: fresh } = await buildCreator(t.ctx.db);
    const earnings = await creatorEarnings(t.ctx.db, fresh.id, NOW);
    const zero = { grossCents: 0, feeCents: 0, netCents: 0 };
    expect(earnings).toEqual({
      thisMonth: zero,
      lastMonth: zero,
      lifetime: zero,
      monthlyRecurringRevenueCents: 0,
      activeFans: 0,
      balance: { pendingCents: 0, availableCents: 0 },
      months: monthsBetween("2025-12", "2026-11").map((month) => ({ month, grossCents: 0, netCents: 0, newFans: 0, churnedFans: 0 })),
    });
    expect(await creatorStatements(t.ctx.db, fresh.id, NOW)).toEqual([]);
  });
});

describe("balances", () => {
  it("makes a charge available once it is 7 days old", async () => {
    const { db } = t.ctx;
    // Ann's November charge was at 2026-11-10T10:00Z: pending until 2026-11-17T10:00Z.
    expect(await creatorBalance(db, profile.id, at("2026-11-17T09:59:59Z"))).toEqual({ pendingCents: 719, availableCents: 2756 });
    expect(await creatorBalance(db, profile.id, at("2026-11-17T10:00:00Z"))).toEqual({ pendingCents: 0, availableCents: 3475 });
    expect(await availableBalanceCents(db, profile.id, at("2026-11-17T10:00:00Z"))).toBe(3475);
  });

  it("this month's figures are the dashboard's", async () => {
    expect(await monthFigures(t.ctx.db, profile.id, NOW)).toEqual({ grossCents: 2398, feeCents: 480, netCents: 1918 });
    expect(await monthFigures(t.ctx.db, profile.id, at("2026-10-01T00:00:00Z"))).toEqual({ grossCents: 1498, feeCents: 300, netCents: 1198 });
  });
});

describe("statements", () => {
  it("lists every month from the first to this one, newest first, with a running closing balance", async () => {
    const statements = await creatorStatements(t.ctx.db, profile.id, NOW);
    expect(statements.map((s) => s.month)).toEqual(monthsBetween("2025-10", "2026-11").reverse());
    expect(statements.slice(0, 3)).toEqual([
      { month: "2026-11", grossCents: 2998, refundsCents: 600, feeCents: 480, netCents: 1918, payoutsCents: 1000, closingBalanceCents: 3475 },
      { month: "2026-10", grossCents: 1498, refundsCents: 0, feeCents: 300, netCents: 1198, payoutsCents: 0, closingBalanceCents: 2557 },
      { month: "2026-09", grossCents: 999, refundsCents: 0, feeCents: 200, netCents: 799, payoutsCents: 0, closingBalanceCents: 1359 },
    ]);
    expect(statements.at(-2)).toEqual({ month: "2025-11", grossCents: 0, refundsCents: 0, feeCents: 0, netCents: 0, payoutsCents: 0, closingBalanceCents: 560 });
    expect(statements.at(-1)).toEqual({ month: "2025-10", grossCents: 700, refundsCents: 0, feeCents: 140, netCents: 560, payoutsCents: 0, closingBalanceCents: 560 });
    for (const s of statements) expect(s.grossCents - s.refundsCents).toBe(s.feeCents + s.netCents);
  });

  it("writes a month's lines as CSV, quoted per RFC 4180 and safe from formula injection", async () => {
    const october = statementCsv(await statementLines(t.ctx.db, profile.id, "2026-10"));
    expect(october).toBe(
      "date,type,fan,gross,fee,net\r\n" +
        "2026-10-10,Subscription payment,Ann Archer,9.99,2.00,7.99\r\n" +
        `2026-10-31,Subscription payment,"'=HYPERLINK(""http://x"",""y"")",4.99,1.00,3.99\r\n`,
    );
    const november = statementCsv(await statementLines(t.ctx.db, profile.id, "2026-11"));
    expect(november).toBe(
      "date,type,fan,gross,fee,net\r\n" +
        `2026-11-01,Subscription payment,"Cara O""Neil, Jr",19.99,4.00,15.99\r\n` +
        "2026-11-05,Payout,,0.00,0.00,-10.00\r\n" +
        "2026-11-10,Subscription payment,Ann Archer,9.99,2.00,7.99\r\n" +
        "2026-11-11,Refund,Ann Archer,-1.00,-0.20,-0.80\r\n" +
        `2026-11-12,Refund,"Cara O""Neil, Jr",-5.00,-1.00,-4.00\r\n`,
    );
    expect(statementCsv(await statementLines(t.ctx.db, profile.id, "2024-01"))).toBe("date,type,fan,gross,fee,net\r\n");
  });

  it("neutralises every formula lead character in names", async () => {
    const line = (displayName: string) => ({
      transferId: "x",
      kind: "charge",
      occurredAt: at("2026-11-01T00:00:00Z"),
      fan: { displayName, firstName: null, lastName: null, username: null },
      grossCents: 100,
      feeCents: 20,
      netCents: 80,
    });
    const cells = ["=1+1", "+1", "-1", "@SUM(A1)", "  =trimmed", "plain"].map((name) => statementCsv([line(name)]).split("\r\n")[1]!.split(",")[2]);
    expect(cells).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'=trimmed", "plain"]);
  });
});

describe("the report queries use indexes", () => {
  it("never scans ledger_transfers, ledger_entries or invoices sequentially", async () => {
    const pool = t.ctx.database.pool;
    const captured: { text: string; values: unknown[] }[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      if (first && typeof first === "object" && "text" in first) {
        const config = first as { text: string; values?: unknown[] };
        captured.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
      } else if (typeof first === "string") captured.push({ text: first, values: (second as unknown[]) ?? [] });
      return query(...args);
    };
    try {
      await creatorEarnings(t.ctx.db, profile.id, NOW);
      await creatorStatements(t.ctx.db, profile.id, NOW);
      await statementLines(t.ctx.db, profile.id, "2026-11");
    } finally {
      (pool as unknown as { query: unknown }).query = query;
    }
    expect(captured.length).toBeGreaterThan(4);
    const client = await pool.connect();
    try {
      for (const statement of captured) {
        await client.query("begin");
        await client.query("set local enable_seqscan = off");
        const literal = (v: unknown) => (v === null ? "null" : v instanceof Date ? client.escapeLiteral(v.toISOString()) : client.escapeLiteral(String(v)));
        const text = statement.text.replace(/\$(\d+)/g, (_, i: string) => literal(statement.values[Number(i) - 1]));
        const { rows } = await client.query<{ "QUERY PLAN": string }>(`explain ${text}`);
        await client.query("rollback");
        const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
        expect(plan, `${statement.text}\n${plan}`).not.toMatch(/Seq Scan on (ledger_transfers|ledger_entries|invoices)\b/);
      }
    } finally {
      client.release();
    }
  });
});
