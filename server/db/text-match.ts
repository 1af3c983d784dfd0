/**
 * The search condition of a list's `?q=`: the row's full-text document matches
 * the visitor's words (web-search syntax: "quoted phrases", -not), or its short
 * name is similar to them word by word (typos, partial words). Both are served
 * by the table's GIN indexes (migrations/0003_search_and_counters.sql).
 */
import { sql, type Placeholder, type SQL } from "drizzle-orm";

export type SearchableTable = "creator_profiles" | "community_threads" | "marketplace_items" | "articles";

/** The visitor's words of a `?q=`, trimmed; undefined when there are none (no search). */
export function searchWords(query: string | undefined): string | undefined {
  return query?.trim() || undefined;
}

/** `words`: a prepared statement's placeholder for searchWords(…); undefined: no condition. */
export function textMatch(table: SearchableTable, words: Placeholder | undefined): SQL | undefined {
  if (!words) return undefined;
  const t = sql.identifier(table);
  return sql`(${t}.search @@ websearch_to_tsquery('english', ${words}) or ${words} <% ${t}.search_name)`;
}
