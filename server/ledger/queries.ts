/**
 * Reading the money ledger for a creator: balances, the dashboard's earnings, the
 * monthly statements and a month's lines. Every money figure the app shows comes
 * from here, in integer cents.
 *
 * Definitions (signs flipped from the ledger's debit-positive so that money in is
 * positive):
 * - gross: what fans paid, less what was taken back (refunds, lost disputes, plus
 *   disputes won): the fan_payments entries;
 * - fee: the platform's revenue from it (platform_revenue), net: the creator's share
 *   (creator_payable, payouts excluded); gross = fee + net always;
 * - balance: the creator's payable (all creator_payable entries, payouts included).
 *   Pending: the creator's share of charges less than BALANCE_PENDING_DAYS old, less
 *   what was taken back of those charges; available: the rest (it can be negative
 *   when money is taken back after it was paid out).
 * Months are UTC months of the transfer's occurredAt (./months.ts).
 *
 * Every query starts from an index: ledger_transfers (creator_profile_id,
 * occurred_at), ledger_entries (transfer_id) and (account, creator_profile_id),
 * invoices (subscription_id, …), the unique (kind, reference) of transfers, and
 * subscriptions (creator_profile_id, …).
 */
import { sql } from "drizzle-orm";
import type { CreatorEarningsView, EarningsMonthView, MoneyFiguresView, StatementView } from "@shared/api-types";
import { BALANCE_PENDING_DAYS, LEDGER_ACCOUNTS } from "@shared/money";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type { DbOrTx } from "../db";
import { addMonths, monthOf, monthStart, monthsBetween } from "./months";

const DAY_MS = 24 * 60 * 60 * 1000;
const { fanPayments, creatorPayable, platformRevenue, creatorPayouts, marketplaceHeld, sellerPayable } = LEDGER_ACCOUNTS;
const FAN_STATUSES = sql.join(
  FAN_SUBSCRIPTION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

export type MoneyFigures = MoneyFiguresView;

interface MonthTotals {
  /** Charges paid in the month, before anything was taken back. */
  chargesCents: number;
  /** Taken back in the month: refunds and lost disputes, less disputes won. */
  reversalsCents: number;
  feeCents: number;
  netCents: number;
  payoutsCents: number;
}

const ZERO_MONTH: MonthTotals = { chargesCents: 0, reversalsCents: 0, feeCents: 0, netCents: 0, payoutsCents: 0 };

function figuresOf(totals: MonthTotals | undefined): MoneyFigures {
  const { chargesCents, reversalsCents, feeCents, netCents } = totals ?? ZERO_MONTH;
  return { grossCents: chargesCents - reversalsCents, feeCents, netCents };
}

/** The creator's ledger summed per UTC month (from `from` on, or all of it). */
async function monthlyTotals(db: DbOrTx, creatorProfileId: string, from?: Date): Promise<Map<string, MonthTotals>> {
  const result = await db.execute<{ month: string; kind: string; account: string; cents: number }>(sql`
    select to_char(t.occurred_at at time zone 'UTC', 'YYYY-MM') as month, t.kind, e.account,
           sum(e.amount_cents)::bigint as cents
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    where t.creator_profile_id = ${creatorProfileId}
      ${from ? sql`and t.occurred_at >= ${from.toISOString()}::timestamptz` : sql``}
    group by 1, 2, 3`);
  const months = new Map<string, MonthTotals>();
  for (const { month, kind, account, cents } of result.rows) {
    const totals = months.get(month) ?? { ...ZERO_MONTH };
    months.set(month, totals);
    const amount = Number(cents);
    if (account === fanPayments) {
      if (kind === "charge") totals.chargesCents += amount;
      else totals.reversalsCents -= amount;
    } else if (account === platformRevenue) totals.feeCents -= amount;
    else if (account === creatorPayable && kind !== "payout") totals.netCents -= amount;
    else if (account === creatorPayouts) totals.payoutsCents -= amount;
  }
  return months;
}

/** A creator's payable balance: pending (charges under BALANCE_PENDING_DAYS old) and available. */
export async function creatorBalance(
  db: DbOrTx,
  creatorProfileId: string,
  now: Date,
): Promise<{ pendingCents: number; availableCents: number }> {
  const pendingSince = new Date(now.getTime() - BALANCE_PENDING_DAYS * DAY_MS).toISOString();
  const result = await db.execute<{ payable: number; pending: number }>(sql`
    select
      (select coalesce(-sum(amount_cents), 0)::bigint from ledger_entries
        where account = ${creatorPayable} and creator_profile_id = ${creatorProfileId}) as payable,
      (select coalesce(-sum(e.amount_cents), 0)::bigint
        from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id and e.account = ${creatorPayable}
        where t.creator_profile_id = ${creatorProfileId}
          and t.occurred_at > ${pendingSince}::timestamptz
          and t.kind <> 'payout'
          and t.invoice_id in (
            select c.invoice_id from ledger_transfers c
            where c.creator_profile_id = ${creatorProfileId} and c.kind = 'charge'
              and c.occurred_at > ${pendingSince}::timestamptz)) as pending`);
  const { payable, pending } = result.rows[0]!;
  return { pendingCents: Number(pending), availableCents: Number(payable) - Number(pending) };
}

/**
 * What the creator may be paid out now: the payable balance less what is still
 * pending. Zero or negative means nothing to pay out. The test provider's monthly
 * payout run calls this with its own clock's time.
 */
export async function availableBalanceCents(db: DbOrTx, creatorProfileId: string, now: Date): Promise<number> {
  return (await creatorBalance(db, creatorProfileId, now)).availableCents;
}

/** This month's gross, fee and net (UTC): the dashboard's monthly figures. */
export async function monthFigures(db: DbOrTx, creatorProfileId: string, now: Date): Promise<MoneyFigures> {
  const month = monthOf(now);
  return figuresOf((await monthlyTotals(db, creatorProfileId, monthStart(month))).get(month));
}

/** Subscriptions whose first charge (in the ledger) fell in each month, from `from` on. */
async function newFansByMonth(db: DbOrTx, creatorProfileId: string, from: Date): Promise<Map<string, number>> {
  const result = await db.execute<{ month: string; fans: number }>(sql`
    select to_char(t.occurred_at at time zone 'UTC', 'YYYY-MM') as month, count(distinct i.subscription_id)::int as fans
    from ledger_transfers t
    join invoices i on i.id = t.invoice_id
    where t.creator_profile_id = ${creatorProfileId} and t.kind = 'charge'
      and t.occurred_at >= ${from.toISOString()}::timestamptz
      and not exists (
        select 1 from invoices earlier
        join ledger_transfers c on c.kind = 'charge' and c.reference = earlier.stripe_invoice_id
        where earlier.subscription_id = i.subscription_id and earlier.id <> i.id
          and (c.occurred_at, c.id) < (t.occurred_at, t.id))
    group by 1`);
  return new Map(result.rows.map((row) => [row.month, Number(row.fans)]));
}

/** Paid subscriptions (a charge in the ledger) canceled in each month, from `from` on. */
async function churnedFansByMonth(db: DbOrTx, creatorProfileId: string, from: Date): Promise<Map<string, number>> {
  const result = await db.execute<{ month: string; fans: number }>(sql`
    select to_char(s.canceled_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as fans
    from subscriptions s
    where s.creator_profile_id = ${creatorProfileId}
      and s.canceled_at >= ${from.toISOString()}::timestamptz
      and exists (
        select 1 from invoices i
        join ledger_transfers c on c.kind = 'charge' and c.reference = i.stripe_invoice_id
        where i.subscription_id = s.id)
    group by 1`);
  return new Map(result.rows.map((row) => [row.month, Number(row.fans)]));
}

/**
 * Fans now (subscriptions in a fan status) and the monthly recurring revenue: the
 * prices of those not set to cancel at the period's end.
 */
async function recurringRevenue(db: DbOrTx, creatorProfileId: string): Promise<{ activeFans: number; mrrCents: number }> {
  const result = await db.execute<{ fans: number; mrr: number }>(sql`
    select count(*)::int as fans,
           coalesce(sum(round(price * 100)) filter (where not cancel_at_period_end), 0)::bigint as mrr
    from subscriptions
    where creator_profile_id = ${creatorProfileId} and status in (${FAN_STATUSES})`);
  const { fans, mrr } = result.rows[0]!;
  return { activeFans: Number(fans), mrrCents: Number(mrr) };
}

/** The last 12 months, this one included. */
const EARNINGS_MONTHS = 12;

export async function creatorEarnings(db: DbOrTx, creatorProfileId: string, now: Date): Promise<CreatorEarningsView> {
  const thisMonth = monthOf(now);
  const firstMonth = addMonths(thisMonth, -(EARNINGS_MONTHS - 1));
  const from = monthStart(firstMonth);
  const totals = await monthlyTotals(db, creatorProfileId);
  const newFans = await newFansByMonth(db, creatorProfileId, from);
  const churned = await churnedFansByMonth(db, creatorProfileId, from);
  const { activeFans, mrrCents } = await recurringRevenue(db, creatorProfileId);
  const balance = await creatorBalance(db, creatorProfileId, now);
  const lifetime: MoneyFigures = { grossCents: 0, feeCents: 0, netCents: 0 };
  for (const month of totals.values()) {
    const figures = figuresOf(month);
    lifetime.grossCents += figures.grossCents;
    lifetime.feeCents += figures.feeCents;
    lifetime.netCents += figures.netCents;
  }
  return {
    thisMonth: figuresOf(totals.get(thisMonth)),
    lastMonth: figuresOf(totals.get(addMonths(thisMonth, -1))),
    lifetime,
    monthlyRecurringRevenueCents: mrrCents,
    activeFans,
    balance,
    months: monthsBetween(firstMonth, thisMonth).map((month): EarningsMonthView => {
      const { grossCents, netCents } = figuresOf(totals.get(month));
      return { month, grossCents, netCents, newFans: newFans.get(month) ?? 0, churnedFans: churned.get(month) ?? 0 };
    }),
  };
}

/** One statement per month from the creator's first ledger month to this month, newest first. */
export async function creatorStatements(db: DbOrTx, creatorProfileId: string, now: Date): Promise<StatementView[]> {
  const totals = await monthlyTotals(db, creatorProfileId);
  if (totals.size === 0) return [];
  const thisMonth = monthOf(now);
  const firstMonth = [...totals.keys(), thisMonth].sort()[0]!;
  const lastMonth = [...totals.keys(), thisMonth].sort().at(-1)!;
  let closing = 0;
  const statements = monthsBetween(firstMonth, lastMonth).map((month): StatementView => {
    const { chargesCents, reversalsCents, feeCents, netCents, payoutsCents } = totals.get(month) ?? ZERO_MONTH;
    closing += netCents - payoutsCents;
    return {
      month,
      grossCents: chargesCents,
      refundsCents: reversalsCents,
      feeCents,
      netCents,
      payoutsCents,
      closingBalanceCents: closing,
    };
  });
  return statements.reverse();
}

export interface StatementLine {
  transferId: string;
  kind: string;
  occurredAt: Date;
  /** The fan of the invoice (none for a payout or a sale). */
  fan: { displayName: string | null; firstName: string | null; lastName: string | null; username: string | null } | null;
  /** The listing's title, for a Paw Bazar sale. */
  itemTitle?: string;
  /** Money from fans, or a buyer's total for a sale (negative when taken back); 0 for a payout. */
  grossCents: number;
  feeCents: number;
  /** The change of the creator's payable balance: their share, or minus a payout. */
  netCents: number;
}

/** Every transfer of the creator in a month, oldest first, with its fan. */
export async function statementLines(db: DbOrTx, creatorProfileId: string, month: string): Promise<StatementLine[]> {
  const start = monthStart(month).toISOString();
  const end = monthStart(addMonths(month, 1)).toISOString();
  const result = await db.execute<{
    id: string;
    kind: string;
    occurred_at: Date | string;
    gross: number;
    fee: number;
    net: number;
    has_fan: boolean;
    display_name: string | null;
    first_name: string | null;
    last_name: string | null;
    username: string | null;
  }>(sql`
    select t.id, t.kind, t.occurred_at,
           coalesce(sum(e.amount_cents) filter (where e.account = ${fanPayments}), 0)::bigint as gross,
           coalesce(-sum(e.amount_cents) filter (where e.account = ${platformRevenue}), 0)::bigint as fee,
           coalesce(-sum(e.amount_cents) filter (where e.account = ${creatorPayable}), 0)::bigint as net,
           (s.id is not null) as has_fan,
           u.display_name, u.first_name, u.last_name, u.username
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    left join invoices i on i.id = t.invoice_id
    left join subscriptions s on s.id = i.subscription_id
    left join users u on u.id = s.subscriber_id
    where t.creator_profile_id = ${creatorProfileId}
      and t.occurred_at >= ${start}::timestamptz and t.occurred_at < ${end}::timestamptz
    group by t.id, s.id, u.id
    order by t.occurred_at, t.id`);
  return result.rows.map((row) => ({
    transferId: row.id,
    kind: row.kind,
    occurredAt: new Date(row.occurred_at),
    fan: row.has_fan
      ? { displayName: row.display_name, firstName: row.first_name, lastName: row.last_name, username: row.username }
      : null,
    grossCents: Number(row.gross),
    feeCents: Number(row.fee),
    netCents: Number(row.net),
  }));
}

/**
 * The seller's Paw Bazar sales completed in a month (their order_completion
 * transfers, on ledger_transfers_seller_occurred_idx), oldest first: the buyer's
 * total released from the hold, the commission, and the seller's share.
 */
export async function saleStatementLines(db: DbOrTx, sellerId: string, month: string): Promise<StatementLine[]> {
  const start = monthStart(month).toISOString();
  const end = monthStart(addMonths(month, 1)).toISOString();
  const result = await db.execute<{ id: string; kind: string; occurred_at: Date | string; gross: number; fee: number; net: number; item_title: string | null }>(sql`
    select t.id, t.kind, t.occurred_at,
           coalesce(sum(e.amount_cents) filter (where e.account = ${marketplaceHeld}), 0)::bigint as gross,
           coalesce(-sum(e.amount_cents) filter (where e.account = ${platformRevenue}), 0)::bigint as fee,
           coalesce(-sum(e.amount_cents) filter (where e.account = ${sellerPayable}), 0)::bigint as net,
           o.item_title
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    left join orders o on o.id::text = t.reference
    where t.seller_id = ${sellerId} and t.kind = 'order_completion'
      and t.occurred_at >= ${start}::timestamptz and t.occurred_at < ${end}::timestamptz
    group by t.id, o.id
    order by t.occurred_at, t.id`);
  return result.rows.map((row) => ({
    transferId: row.id,
    kind: row.kind,
    occurredAt: new Date(row.occurred_at),
    fan: null,
    itemTitle: row.item_title ?? "",
    grossCents: Number(row.gross),
    feeCents: Number(row.fee),
    netCents: Number(row.net),
  }));
}
