/**
 * The Explore page's state: a free-text search and a category tab, kept in the
 * URL (/explore?q=…&category=dog) and sent to GET /api/creator-profiles, which
 * applies the spec's rules (substring of pet name, type or bio; the tabs' keywords)
 * over every creator.
 */
import { EXPLORE_CATEGORIES, type ExploreCategoryId } from "@shared/constants/categories";

export function isExploreCategoryId(value: string | null | undefined): value is ExploreCategoryId {
  return EXPLORE_CATEGORIES.some((c) => c.id === value);
}

/** The tab named by the URL's ?category=: "all" when absent or unknown. */
export function exploreCategoryFrom(value: string | null | undefined): ExploreCategoryId {
  return isExploreCategoryId(value) ? value : "all";
}

/** A search or a category other than "all" is narrowing the list (chooses the empty-state text). */
export function isFiltering(query: string, categoryId: ExploreCategoryId): boolean {
  return query.trim() !== "" || categoryId !== "all";
}

/** The list's filters for the server: blank search and "all" are left out, so the unfiltered list shares one cache entry. */
export function exploreListParams(query: string, categoryId: ExploreCategoryId): { q?: string; category?: ExploreCategoryId } {
  const q = query.trim();
  return { ...(q ? { q } : {}), ...(categoryId !== "all" ? { category: categoryId } : {}) };
}
