/**
 * Writing to the money ledger: one transfer per business event (a paid invoice, a
 * refund, a dispute, a won dispute, a payout), its entries summing to zero, in
 * integer cents. Signs: a positive amount is a debit (shared/money.ts).
 *
 *   charge       +gross fan_payments, −creator share creator_payable, −fee platform_revenue
 *   refund       the reverse of a charge for the refunded amount
 *   dispute      the same as a refund (the disputed money is taken back)
 *   dispute_won  the money of a lost-then-won dispute comes back (a charge again)
 *   payout       +amount creator_payable, −amount creator_payouts
 *   order_payment  +total marketplace_payments, −total marketplace_held (a Paw Bazar
 *                order's payment, held until the order completes or is refunded)
 *   order_completion  +total marketplace_held, −(total − commission) seller_payable
 *                (the seller's, by person), −commission platform_revenue
 *   order_refund   +total marketplace_held, −total marketplace_payments (the hold
 *                reversed: the seller was never paid, so nothing is taken from them)
 *
 * Every function is idempotent: a transfer is unique by (kind, reference), so the
 * same provider event recorded again is a no-op (the entries are written only when
 * the transfer row was inserted). Each runs in its own transaction, or in a
 * savepoint of the caller's, so a transfer and its entries commit together (the
 * database refuses to commit a transfer whose entries do not sum to zero).
 *
 * Rounding: the creator's part of any amount is creatorShareCents (80% rounded
 * half-up); the platform's is the remainder. A reversal (refund, dispute) is
 * computed on the invoice's cumulative reversed amount minus what was already
 * reversed, so partial refunds never reverse more than the original split and a
 * full refund (in one or many parts) reverses it exactly.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { invoices, ledgerEntries, ledgerTransfers } from "../db/schema";
import { LEDGER_ACCOUNTS, creatorShareCents, splitGrossCents, type LedgerAccount } from "@shared/money";
import type { DbOrTx } from "../db";

const LEDGER_TRANSFER_KINDS = ["charge", "refund", "dispute", "dispute_won", "payout", "order_payment", "order_completion", "order_refund"] as const;
type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/** The kinds that take an invoice's money back (dispute_won gives it back again). */
const REVERSAL_KINDS = ["refund", "dispute", "dispute_won"] as const satisfies readonly LedgerTransferKind[];

export interface InvoicePaid {
  /** The app's invoice id (invoices.id). */
  invoiceId: string;
  /** The provider's invoice id: the transfer's reference. */
  stripeInvoiceId: string;
  creatorProfileId: string;
  grossCents: number;
  occurredAt: Date;
}

export interface InvoiceReversal {
  /** The app's invoice id whose charge is reversed. */
  invoiceId: string;
  /** The provider's refund or dispute id: the transfer's reference. */
  reference: string;
  creatorProfileId: string;
  amountCents: number;
  occurredAt: Date;
}

export interface PayoutSent {
  creatorProfileId: string;
  stripePayoutId: string;
  amountCents: number;
  occurredAt: Date;
}

/** A ledger write that cannot be right (a bug or an event for money the ledger has not seen yet). */
export class LedgerError extends Error {
  override name = "LedgerError";
}

interface Entry {
  account: LedgerAccount;
  creatorProfileId: string | null;
  /** The seller whose payable it is (seller_payable only). */
  sellerId?: string | null;
  amountCents: number;
}

function assertCents(value: number, what: string, { positive }: { positive: boolean }): void {
  if (!Number.isSafeInteger(value) || (positive ? value <= 0 : value < 0)) {
    throw new LedgerError(`${what} must be a ${positive ? "positive" : "non-negative"} integer number of cents, got ${value}`);
  }
}

/**
 * Inserts the transfer once; the entries are built (inside the same savepoint, after
 * the insert so a concurrent duplicate waits for the first) only when it was new.
 * Returns whether it was recorded now.
 */
async function postTransfer(
  db: DbOrTx,
  transfer: {
    kind: LedgerTransferKind;
    reference: string;
    creatorProfileId: string | null;
    sellerId?: string | null;
    invoiceId: string | null;
    occurredAt: Date;
  },
  buildEntries: (tx: DbOrTx) => Promise<Entry[]>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(ledgerTransfers)
      .values(transfer)
      .onConflictDoNothing({ target: [ledgerTransfers.kind, ledgerTransfers.reference] })
      .returning({ id: ledgerTransfers.id });
    if (!inserted) return false;
    const entries = (await buildEntries(tx)).filter((entry) => entry.amountCents !== 0);
    const total = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
    if (total !== 0) throw new LedgerError(`${transfer.kind} ${transfer.reference} does not balance (sum ${total} cents)`);
    if (entries.length > 0) await tx.insert(ledgerEntries).values(entries.map((entry) => ({ ...entry, transferId: inserted.id })));
    return true;
  });
}

/** A paid invoice: the fan's gross goes to the creator's payable (80%) and the platform's revenue (20%). */
export async function recordInvoicePaid(db: DbOrTx, input: InvoicePaid): Promise<void> {
  assertCents(input.grossCents, "An invoice's gross", { positive: false });
  const { creatorCents, platformCents } = splitGrossCents(input.grossCents);
  await postTransfer(
    db,
    { kind: "charge", reference: input.stripeInvoiceId, creatorProfileId: input.creatorProfileId, invoiceId: input.invoiceId, occurredAt: input.occurredAt },
    async () => [
      { account: LEDGER_ACCOUNTS.fanPayments, creatorProfileId: null, amountCents: input.grossCents },
      { account: LEDGER_ACCOUNTS.creatorPayable, creatorProfileId: input.creatorProfileId, amountCents: -creatorCents },
      { account: LEDGER_ACCOUNTS.platformRevenue, creatorProfileId: null, amountCents: -platformCents },
    ],
  );
}

/**
 * What an invoice's charge moved and what has been taken back so far, read under a
 * lock on the charge's transfer so concurrent reversals of one invoice take turns.
 */
async function invoiceMoney(tx: DbOrTx, invoiceId: string, creatorProfileId: string) {
  const [charge] = await tx
    .select({ id: ledgerTransfers.id, creatorProfileId: ledgerTransfers.creatorProfileId })
    .from(ledgerTransfers)
    .innerJoin(invoices, eq(invoices.stripeInvoiceId, ledgerTransfers.reference))
    .where(and(eq(invoices.id, invoiceId), eq(ledgerTransfers.kind, "charge")))
    .for("update", { of: ledgerTransfers });
  if (!charge) throw new LedgerError(`invoice ${invoiceId} has no recorded charge to reverse`);
  if (charge.creatorProfileId !== creatorProfileId) {
    throw new LedgerError(`invoice ${invoiceId} was paid to creator ${charge.creatorProfileId}, not ${creatorProfileId}`);
  }
  const rows = await tx
    .select({
      kind: ledgerTransfers.kind,
      account: ledgerEntries.account,
      cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(
      and(
        eq(ledgerTransfers.creatorProfileId, creatorProfileId),
        eq(ledgerTransfers.invoiceId, invoiceId),
        inArray(ledgerTransfers.kind, ["charge", ...REVERSAL_KINDS]),
      ),
    )
    .groupBy(ledgerTransfers.kind, ledgerEntries.account);
  const sum = (kinds: readonly string[], account: LedgerAccount) =>
    rows.filter((row) => kinds.includes(row.kind) && row.account === account).reduce((total, row) => total + row.cents, 0);
  return {
    grossCents: sum(["charge"], LEDGER_ACCOUNTS.fanPayments),
    /** Gross taken back so far (refunds and lost disputes, less disputes won). */
    reversedGrossCents: -sum(REVERSAL_KINDS, LEDGER_ACCOUNTS.fanPayments),
    /** The creator's part of it. */
    reversedCreatorCents: sum(REVERSAL_KINDS, LEDGER_ACCOUNTS.creatorPayable),
  };
}

async function recordReversal(db: DbOrTx, kind: "refund" | "dispute", input: InvoiceReversal): Promise<void> {
  assertCents(input.amountCents, `A ${kind}`, { positive: true });
  await postTransfer(
    db,
    { kind, reference: input.reference, creatorProfileId: input.creatorProfileId, invoiceId: input.invoiceId, occurredAt: input.occurredAt },
    async (tx) => {
      const money = await invoiceMoney(tx, input.invoiceId, input.creatorProfileId);
      const reversedGross = money.reversedGrossCents + input.amountCents;
      if (reversedGross > money.grossCents) {
        throw new LedgerError(
          `${kind} ${input.reference} of ${input.amountCents} cents exceeds what is left of invoice ${input.invoiceId} ` +
            `(${money.grossCents - money.reversedGrossCents} of ${money.grossCents} cents)`,
        );
      }
      const creatorCents = creatorShareCents(reversedGross) - money.reversedCreatorCents;
      return [
        { account: LEDGER_ACCOUNTS.fanPayments, creatorProfileId: null, amountCents: -input.amountCents },
        { account: LEDGER_ACCOUNTS.creatorPayable, creatorProfileId: input.creatorProfileId, amountCents: creatorCents },
        { account: LEDGER_ACCOUNTS.platformRevenue, creatorProfileId: null, amountCents: input.amountCents - creatorCents },
      ];
    },
  );
}

/** A refund (part or all of an invoice's charge), reversed with the charge's rounding rule. */
export async function recordRefund(db: DbOrTx, input: InvoiceReversal): Promise<void> {
  await recordReversal(db, "refund", input);
}

/** A dispute (chargeback): the disputed money is taken back like a refund. */
export async function recordDispute(db: DbOrTx, input: InvoiceReversal): Promise<void> {
  await recordReversal(db, "dispute", input);
}

/**
 * A dispute won: the disputed money comes back (the dispute with the same reference
 * must be recorded, and no more than it took is given back). Computed like a
 * reversal of the reversal, so the invoice's creator part taken back stays exactly
 * creatorShareCents of its gross taken back.
 */
export async function recordDisputeWon(db: DbOrTx, input: InvoiceReversal): Promise<void> {
  assertCents(input.amountCents, "A won dispute", { positive: true });
  await postTransfer(
    db,
    { kind: "dispute_won", reference: input.reference, creatorProfileId: input.creatorProfileId, invoiceId: input.invoiceId, occurredAt: input.occurredAt },
    async (tx) => {
      const money = await invoiceMoney(tx, input.invoiceId, input.creatorProfileId);
      const [dispute] = await tx
        .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint`.mapWith(Number) })
        .from(ledgerTransfers)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
        .where(
          and(
            eq(ledgerTransfers.kind, "dispute"),
            eq(ledgerTransfers.reference, input.reference),
            eq(ledgerTransfers.invoiceId, input.invoiceId),
            eq(ledgerEntries.account, LEDGER_ACCOUNTS.fanPayments),
          ),
        );
      const disputedCents = -(dispute?.cents ?? 0);
      if (disputedCents === 0) throw new LedgerError(`dispute ${input.reference} of invoice ${input.invoiceId} was not recorded: nothing to give back`);
      if (input.amountCents > disputedCents) {
        throw new LedgerError(`dispute ${input.reference} took ${disputedCents} cents, it cannot give back ${input.amountCents}`);
      }
      const reversedGross = money.reversedGrossCents - input.amountCents;
      const creatorCents = money.reversedCreatorCents - creatorShareCents(reversedGross);
      return [
        { account: LEDGER_ACCOUNTS.fanPayments, creatorProfileId: null, amountCents: input.amountCents },
        { account: LEDGER_ACCOUNTS.creatorPayable, creatorProfileId: input.creatorProfileId, amountCents: -creatorCents },
        { account: LEDGER_ACCOUNTS.platformRevenue, creatorProfileId: null, amountCents: -(input.amountCents - creatorCents) },
      ];
    },
  );
}

/** Money sent to the creator's bank: their payable goes down, creator payouts up. */
export async function recordPayout(db: DbOrTx, input: PayoutSent): Promise<void> {
  assertCents(input.amountCents, "A payout", { positive: true });
  await postTransfer(
    db,
    { kind: "payout", reference: input.stripePayoutId, creatorProfileId: input.creatorProfileId, invoiceId: null, occurredAt: input.occurredAt },
    async () => [
      { account: LEDGER_ACCOUNTS.creatorPayable, creatorProfileId: input.creatorProfileId, amountCents: input.amountCents },
      { account: LEDGER_ACCOUNTS.creatorPayouts, creatorProfileId: input.creatorProfileId, amountCents: -input.amountCents },
    ],
  );
}

export interface OrderPaid {
  /** The provider's PaymentIntent id: the transfer's reference. */
  paymentIntentId: string;
  totalCents: number;
  occurredAt: Date;
}

/** A paid Paw Bazar order: the buyer's whole payment (item and shipping) is held for the order. */
export async function recordOrderPaid(db: DbOrTx, input: OrderPaid): Promise<void> {
  assertCents(input.totalCents, "An order's total", { positive: false });
  await postTransfer(
    db,
    { kind: "order_payment", reference: input.paymentIntentId, creatorProfileId: null, invoiceId: null, occurredAt: input.occurredAt },
    async () => [
      { account: LEDGER_ACCOUNTS.marketplacePayments, creatorProfileId: null, amountCents: input.totalCents },
      { account: LEDGER_ACCOUNTS.marketplaceHeld, creatorProfileId: null, amountCents: -input.totalCents },
    ],
  );
}

export interface OrderSettled {
  /** The app's order id: the transfer's reference (an order completes or is refunded once). */
  orderId: string;
  /** The order's PaymentIntent, whose held payment this settles. */
  paymentIntentId: string;
  totalCents: number;
  occurredAt: Date;
}

/**
 * Checks the order's payment is held as recordOrderPaid held it, and that the
 * order was not settled the other way (completed and refunded both): an order's
 * hold is released once.
 */
async function heldForOrder(tx: DbOrTx, input: OrderSettled, kind: "order_completion" | "order_refund"): Promise<void> {
  const other = kind === "order_completion" ? "order_refund" : "order_completion";
  const [settled] = await tx
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, other), eq(ledgerTransfers.reference, input.orderId)));
  if (settled) throw new LedgerError(`order ${input.orderId} is already settled (${other}): it cannot be settled again`);
  const [held] = await tx
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::bigint`.mapWith(Number) })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(
      and(
        eq(ledgerTransfers.kind, "order_payment"),
        eq(ledgerTransfers.reference, input.paymentIntentId),
        eq(ledgerEntries.account, LEDGER_ACCOUNTS.marketplaceHeld),
      ),
    );
  if (-(held?.cents ?? 0) !== input.totalCents) {
    throw new LedgerError(`order ${input.orderId}: ${-(held?.cents ?? 0)} cents are held for payment ${input.paymentIntentId}, not its total of ${input.totalCents}`);
  }
}

/**
 * A completed order: its held payment is released, the seller's share (the total
 * less the commission fixed when it was ordered) to the seller's payable and the
 * commission to the platform's revenue. Once per order (its id is the reference).
 */
export async function recordOrderCompleted(
  db: DbOrTx,
  input: OrderSettled & { sellerId: string; commissionCents: number },
): Promise<void> {
  assertCents(input.totalCents, "An order's total", { positive: false });
  assertCents(input.commissionCents, "An order's commission", { positive: false });
  if (input.commissionCents > input.totalCents) throw new LedgerError(`order ${input.orderId}: a commission above its total`);
  await postTransfer(
    db,
    { kind: "order_completion", reference: input.orderId, creatorProfileId: null, sellerId: input.sellerId, invoiceId: null, occurredAt: input.occurredAt },
    async (tx) => {
      await heldForOrder(tx, input, "order_completion");
      return [
        { account: LEDGER_ACCOUNTS.marketplaceHeld, creatorProfileId: null, amountCents: input.totalCents },
        { account: LEDGER_ACCOUNTS.sellerPayable, creatorProfileId: null, sellerId: input.sellerId, amountCents: -(input.totalCents - input.commissionCents) },
        { account: LEDGER_ACCOUNTS.platformRevenue, creatorProfileId: null, amountCents: -input.commissionCents },
      ];
    },
  );
}

/**
 * An order refunded before it completed (canceled after payment, or a dispute
 * resolved with a refund): the hold is reversed, the buyer's whole payment goes
 * back. Once per order, and never after its completion (the state machine has no
 * way from completed to refunded).
 */
export async function recordOrderRefunded(db: DbOrTx, input: OrderSettled & { sellerId: string | null }): Promise<void> {
  assertCents(input.totalCents, "An order's total", { positive: false });
  await postTransfer(
    db,
    { kind: "order_refund", reference: input.orderId, creatorProfileId: null, sellerId: input.sellerId, invoiceId: null, occurredAt: input.occurredAt },
    async (tx) => {
      await heldForOrder(tx, input, "order_refund");
      return [
        { account: LEDGER_ACCOUNTS.marketplaceHeld, creatorProfileId: null, amountCents: input.totalCents },
        { account: LEDGER_ACCOUNTS.marketplacePayments, creatorProfileId: null, amountCents: -input.totalCents },
      ];
    },
  );
}
