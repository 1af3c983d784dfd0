/**
 * Explore's search and category tabs, evaluated in SQL so they cover every
 * creator, not just a loaded page:
 * - search: a case-insensitive substring of the pet's name, type or bio;
 * - a tab: the lowercased pet type contains one of the tab's keywords
 *   (EXPLORE_CATEGORIES in shared/constants/categories.ts).
 * Each tab has a newest-first partial index whose predicate is this very
 * expression (migrations/0003_search_and_counters.sql); the list query plan test
 * checks that every tab's page reads its own index.
 */
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { EXPLORE_CATEGORIES, type ExploreCategoryId } from "@shared/constants/categories";
import { creatorProfiles } from "../../db/schema";

/** The tab's keyword rule, or undefined for "all". Keywords are constants, written as literals so the partial index matches. */
export function exploreCategoryCondition(categoryId: ExploreCategoryId | undefined): SQL | undefined {
  const category = EXPLORE_CATEGORIES.find((c) => c.id === categoryId);
  if (!category || category.keywords.length === 0) return undefined;
  const petType = sql`lower(${creatorProfiles.petType})`;
  const matches = category.keywords.map((keyword) => sql`${petType} LIKE ${sql.raw(`'%${keyword.replaceAll("'", "''")}%'`)}`);
  return sql`(${sql.join(matches, sql` OR `)})`;
}

/** LIKE's wildcards in the visitor's text match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern of a search: a case-insensitive substring; undefined for a blank search. */
export function exploreSearchPattern(query: string | undefined): string | undefined {
  const needle = query?.trim();
  return needle ? `%${escapeLike(needle)}%` : undefined;
}

/** Name, type or bio matches the pattern (exploreSearchPattern's, or a prepared statement's placeholder for it). */
export function exploreSearchCondition(pattern: string | Placeholder | undefined): SQL | undefined {
  if (!pattern) return undefined;
  return sql`(${creatorProfiles.petName} ILIKE ${pattern} OR ${creatorProfiles.petType} ILIKE ${pattern} OR ${creatorProfiles.bio} ILIKE ${pattern})`;
}
