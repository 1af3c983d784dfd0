/** The columns and index shapes every domain's tables share. */
import { sql, type SQL } from "drizzle-orm";
import { numeric, timestamp, uuid, type ExtraConfigColumn } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * The index columns of a newest-first list, in exactly the order of the lists'
 * `ORDER BY created_at DESC, id DESC`: PostgreSQL sorts nulls first in a DESC
 * order, and an index declared NULLS LAST could not serve that ORDER BY.
 */
export function newestFirst(t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) {
  return [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
}

/** A fixed list of words (a shared constant's statuses) as the SQL list of a check or a partial index. */
export const sqlWords = (values: readonly string[]): SQL => sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
