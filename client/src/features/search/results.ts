/**
 * The header search's rules: when to ask, how the answer of GET /api/search is
 * grouped and walked with the keyboard, where each group's "See all" leads, and
 * which words of a result to mark.
 */
import type { SearchResult, SearchType } from "@shared/search";
import { SEARCH_TYPES, SEARCH_TYPE_LABELS } from "@shared/search";
import { paths } from "@/lib/paths";

/** Fewer characters than this are not searched for as they are typed. */
const SEARCH_MIN_LENGTH = 2;

/** Whether `text` is long enough to search for as it is typed. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

/** Where "See all" leads for a type: the page with its own search box, already filled in. Articles have none. */
export function seeAllHref(type: SearchType, query: string): string | null {
  switch (type) {
    case "creators":
      return paths.explore(query);
    case "threads":
      return paths.community({ q: query });
    case "items":
      return paths.marketplace({ q: query });
    default:
      return null;
  }
}

const SEE_ALL_LABELS: Record<SearchType, string> = {
  creators: "See all PawPals",
  threads: "See all threads",
  items: "See all items",
  articles: "See all articles",
};

/** A choice in the results list: a result, or a group's "See all". */
export type SearchOption =
  | { kind: "result"; key: string; href: string; result: SearchResult }
  | { kind: "seeAll"; key: string; href: string; label: string };

export interface ResultGroup {
  type: SearchType;
  /** The group's heading (SEARCH_TYPE_LABELS). */
  label: string;
  /** Its results, then its "See all" when it has one. */
  options: SearchOption[];
}

/**
 * An in-app path from the server, or null for anything else (another site, a
 * protocol-relative "//host" address), so a result can never lead off the app.
 */
export function inAppHref(href: string): string | null {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\") ? href : null;
}

/** The results grouped by type in the order creators, threads, items, articles; empty groups are left out. */
export function groupResults(results: readonly SearchResult[], query: string): ResultGroup[] {
  return SEARCH_TYPES.flatMap((type) => {
    const options: SearchOption[] = results.flatMap((result) => {
      const href = result.type === type ? inAppHref(result.href) : null;
      return href ? [{ kind: "result" as const, key: `${type}:${result.id}`, href, result }] : [];
    });
    if (options.length === 0) return [];
    const seeAll = seeAllHref(type, query);
    if (seeAll) options.push({ kind: "seeAll", key: `${type}:all`, href: seeAll, label: SEE_ALL_LABELS[type] });
    return [{ type, label: SEARCH_TYPE_LABELS[type], options }];
  });
}

/** Every option in the order the arrow keys walk them. */
export function flattenOptions(groups: readonly ResultGroup[]): SearchOption[] {
  return groups.flatMap((group) => group.options);
}

/**
 * The highlighted option after an arrow key: -1 is the text box itself. Down
 * from the box goes to the first option and past the last back to the box; Up
 * the other way round.
 */
export function moveActive(active: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  const positions = count + 1; // the options and the box
  return ((active + 1 + direction + positions) % positions) - 1;
}

/** `text` cut into the parts that contain one of the query's words (case-insensitive) and the rest. */
export function highlightParts(text: string, query: string): Array<{ text: string; match: boolean }> {
  if (!text) return [];
  const words = [...new Set(query.toLowerCase().trim().split(/\s+/))].filter((word) => word.length >= SEARCH_MIN_LENGTH);
  if (words.length === 0) return [{ text, match: false }];
  // Longer words first, so "retriever" wins over "retr" where both match.
  const escaped = words.toSorted((a, b) => b.length - a.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // A capturing group keeps the matched parts in split's answer.
  return text
    .split(new RegExp(`(${escaped.join("|")})`, "i"))
    .filter((part) => part !== "")
    .map((part) => ({ text: part, match: words.includes(part.toLowerCase()) }));
}
