/**
 * The test provider's clock: the real time plus an offset kept in the database
 * (test_payment_clock), so every instance reads the same time and the staff's
 * "advance the clock" moves it for all of them.
 */
import { sql } from "drizzle-orm";
import { testPaymentClock } from "../../db/schema";
import type { DbOrTx } from "../../db";

export async function clockNow(db: DbOrTx): Promise<Date> {
  const [row] = await db.select({ offsetSeconds: testPaymentClock.offsetSeconds }).from(testPaymentClock).limit(1);
  return new Date(Date.now() + (row?.offsetSeconds ?? 0) * 1000);
}

/** Moves the clock forward; answers the new time. */
export async function moveClock(db: DbOrTx, seconds: number): Promise<Date> {
  const [row] = await db
    .insert(testPaymentClock)
    .values({ id: 1, offsetSeconds: seconds })
    .onConflictDoUpdate({ target: testPaymentClock.id, set: { offsetSeconds: sql`${testPaymentClock.offsetSeconds} + ${seconds}` } })
    .returning({ offsetSeconds: testPaymentClock.offsetSeconds });
  return new Date(Date.now() + row!.offsetSeconds * 1000);
}
