/**
 * The Explore page's pure rules: a free-text search over pet
 * name, pet type and bio, and category tabs that match substrings of the pet type.
 */
import { EXPLORE_CATEGORIES, type ExploreCategoryId } from "@shared/constants";

export interface ExploreCandidate {
  petName: string;
  petType: string;
  bio?: string | null;
}

/** Case-insensitive substring match on petName, petType or bio (when present). Blank matches all. */
export function matchesSearch(creator: ExploreCandidate, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [creator.petName, creator.petType, creator.bio].some(
    (field) => typeof field === "string" && field.toLowerCase().includes(needle),
  );
}

/** Whether the lowercased petType contains one of the category's keywords; "all" matches all. */
export function matchesCategory(creator: Pick<ExploreCandidate, "petType">, categoryId: ExploreCategoryId): boolean {
  const category = EXPLORE_CATEGORIES.find((c) => c.id === categoryId);
  if (!category || category.keywords.length === 0) return true;
  const petType = creator.petType.toLowerCase();
  return category.keywords.some((keyword) => petType.includes(keyword));
}

export function filterCreators<T extends ExploreCandidate>(
  creators: readonly T[],
  query: string,
  categoryId: ExploreCategoryId,
): T[] {
  return creators.filter((c) => matchesSearch(c, query) && matchesCategory(c, categoryId));
}

/** A search or a category other than "all" is narrowing the list (chooses the empty-state text). */
export function isFiltering(query: string, categoryId: ExploreCategoryId): boolean {
  return query.trim() !== "" || categoryId !== "all";
}

export function isExploreCategoryId(value: string | null | undefined): value is ExploreCategoryId {
  return EXPLORE_CATEGORIES.some((c) => c.id === value);
}
