/**
 * Keyset paging shared by every list: newest first, `?limit` (default 50, max
 * 100) and `?before=<id of the last item already seen>`.
 */
import { desc, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { LIST_LIMIT } from "@shared/constants/product";

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(LIST_LIMIT.max, `limit must be at most ${LIST_LIMIT.max}`)
    .default(LIST_LIMIT.default),
  before: z.string().uuid("before must be an id from a previous page").optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * The WHERE part for "older than the item `before`" on (createdAt, id), and the
 * ORDER BY for newest first, which every list's index serves in exactly this
 * order (shared/schema.ts, `newestFirst`). The cursor's id is the request's own
 * value and its createdAt a scalar subquery that runs once, so the row comparison
 * is an index condition: a deep page costs what the first page costs. An unknown
 * `before` id yields an empty page. `before` may be a prepared statement's placeholder.
 * `cursorScope`: for a list of part of a table, what the cursor's row must meet
 * too, so that a row of another part is an unknown `before` as well.
 */
export function keyset(
  table: { createdAt: AnyPgColumn; id: AnyPgColumn },
  tableName: string,
  before: string | Placeholder | undefined,
  cursorScope?: SQL,
): { where: SQL | undefined; orderBy: SQL[] } {
  const orderBy = [desc(table.createdAt), desc(table.id)];
  if (!before) return { where: undefined, orderBy };
  const scope = cursorScope ? sql` and ${cursorScope}` : sql``;
  const cursorCreatedAt = sql`(select created_at from ${sql.identifier(tableName)} where id = ${before}::uuid${scope})`;
  return {
    where: sql`(${table.createdAt}, ${table.id}) < (${cursorCreatedAt}, ${before}::uuid)`,
    orderBy,
  };
}

