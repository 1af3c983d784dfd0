/**
 * Versions of the provider's state kept in a subscription row
 * (subscriptions.provider_state_version): numbers from one database sequence,
 * strictly increasing across every request, worker and instance. An event's
 * re-read takes one before it reads the provider; the fan's cancel or resume
 * takes one when it writes what the provider answered. A row only ever takes
 * state of a higher version than it has. Times would not do: two steps of a
 * race often fall in the same millisecond (and the embedded database's clock
 * has no finer one).
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

/** A version newer than every one taken before. */
export async function nextStateVersion(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ version: string }>(sql`select nextval('provider_state_versions') as version`);
  return Number(rows[0]!.version);
}

/** A version newer than every one taken before, taken when the statement setting it runs. */
export const NEXT_STATE_VERSION = sql`nextval('provider_state_versions')`;
