import { CREATOR_SHARE_PERCENT } from "./constants/money";

/**
 * Money is integer cents inside the code. Decimal strings from the database
 * ("9.99") and numbers from forms are parsed once here, and formatted back to
 * dollars only for display.
 */

export function toCents(amount: string | number): number {
  const value = typeof amount === "number" ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(value)) throw new RangeError(`Not a price: ${amount}`);
  return Math.round(value * 100);
}

/** Cents as the two-decimal string the database stores ("9.99"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "$9.99" */
export function formatUsd(amount: string | number): string {
  return `$${centsToDecimal(toCents(amount))}`;
}

/** "$9.99" from cents. */
export function formatCents(cents: number): string {
  return `$${centsToDecimal(cents)}`;
}

/**
 * The creator's share of a gross amount. Rounding rule: the share is computed on
 * the total, rounded half-up to the cent, so the platform fee is the remainder.
 */
export function creatorShareCents(grossCents: number): number {
  return Math.round((grossCents * CREATOR_SHARE_PERCENT) / 100);
}

/** A gross amount split between the creator (80%) and the platform (the remainder). */
export function splitGrossCents(grossCents: number): { creatorCents: number; platformCents: number } {
  const creatorCents = creatorShareCents(grossCents);
  return { creatorCents, platformCents: grossCents - creatorCents };
}

/**
 * The platform's commission on a Paw Bazar sale: the listing's rate times the
 * subtotal (shipping carries none), rounded half-up to the cent like the
 * creator's share. The rate is the listing's decimal ("0.0500", at most four
 * places), counted in ten-thousandths so the product is exact integer arithmetic.
 */
export function commissionCents(subtotalCents: number, rate: string | number): number {
  const tenThousandths = Math.round(Number(rate) * 10_000);
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0 || !(tenThousandths >= 0 && tenThousandths <= 10_000)) {
    throw new RangeError(`Not a commission: ${rate} of ${subtotalCents}`);
  }
  return Math.floor((subtotalCents * tenThousandths + 5_000) / 10_000);
}

/**
 * The ledger's accounts. Signs: a positive amount is a debit. A paid invoice debits
 * fan payments (money received) and credits the creator's payable (80%) and the
 * platform's revenue (20%); a refund or a lost dispute reverses it; a payout debits
 * the creator's payable and credits creator payouts (money sent to their bank).
 * A paid Paw Bazar order debits marketplace payments (money received from a
 * buyer) and credits marketplace held: the platform holds it for the order until
 * it completes (the seller's share, the total less the commission, then
 * becomes the seller's payable and the commission platform revenue) or is
 * refunded (the hold is reversed). A seller need not be a creator: their
 * payable is kept by person (the entries' seller id), not by creator profile.
 */
export const LEDGER_ACCOUNTS = {
  fanPayments: "fan_payments",
  creatorPayable: "creator_payable",
  platformRevenue: "platform_revenue",
  creatorPayouts: "creator_payouts",
  marketplacePayments: "marketplace_payments",
  marketplaceHeld: "marketplace_held",
  sellerPayable: "seller_payable",
} as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[keyof typeof LEDGER_ACCOUNTS];

/** Days a creator's share of a charge stays pending before it is available to pay out. */
export const BALANCE_PENDING_DAYS = 7;
