/**
 * What a reporter's standing is judged by (shared/moderation.ts inGoodStanding):
 * their account's age and verified email, and how moderators answered their
 * earlier reports.
 */
import { eq, sql } from "drizzle-orm";
import type { ReporterRecord } from "@shared/moderation";
import { reports, users } from "../db/schema";
import type { DbOrTx } from "../db";

export async function reporterRecord(db: DbOrTx, reporterId: string): Promise<ReporterRecord> {
  const [row] = await db
    .select({
      accountCreatedAt: users.createdAt,
      emailVerified: users.emailVerified,
      upheld: sql<number>`count(*) filter (where ${reports.outcome} = 'upheld')`.mapWith(Number),
      dismissed: sql<number>`count(*) filter (where ${reports.outcome} = 'dismissed')`.mapWith(Number),
    })
    .from(users)
    .leftJoin(reports, eq(reports.reporterId, users.id))
    .where(eq(users.id, reporterId))
    .groupBy(users.id);
  // The reporter is signed in, so their row exists.
  return row!;
}
