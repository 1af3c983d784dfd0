/** Ids shaped like Stripe's (sub_…, in_…, ch_…), marked as the test provider's: sub_test_…. */
import crypto from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function randomChars(length: number): string {
  const bytes = crypto.randomBytes(length);
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

export type TestIdPrefix = "sub" | "in" | "ch" | "cus" | "acct" | "po" | "pi" | "re" | "dp";

export const newTestId = (prefix: TestIdPrefix): string => `${prefix}_test_${randomChars(20)}`;

/** The secret the subscribe dialog confirms an invoice's payment with (Stripe's "…_secret_…" shape). */
export const newClientSecret = (invoiceId: string): string => `${invoiceId}_secret_${randomChars(24)}`;

let lastStamp = 0;
/**
 * Event ids sort in the order they were made (within one process): a microsecond
 * stamp in base 36, then random characters. Deliveries go out in this order.
 */
export function newEventId(): string {
  let stamp = Date.now() * 1000;
  if (stamp <= lastStamp) stamp = lastStamp + 1;
  lastStamp = stamp;
  return `evt_test_${stamp.toString(36).padStart(12, "0")}${randomChars(10)}`;
}

/** An id derived from another object's id (a subscription's item, price and line). */
export const derivedId = (prefix: string, id: string): string => `${prefix}_test_${id.slice(id.lastIndexOf("_") + 1)}`;
