/**
 * Site search: what can be searched, the query limits and the answer's shape
 * (GET /api/search). No zod here: the header search is part of the app's first
 * bundle; the request schema built on these is in ./validation.ts.
 */
import type { ImageView } from "./media";

export const SEARCH_TYPES = ["creators", "threads", "items", "articles"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  creators: "PawPals",
  threads: "Community threads",
  items: "Paw Bazar",
  articles: "Tips & vet articles",
};

export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Results per type when no type is asked for (the grouped header search). */
export const SEARCH_PREVIEW_LIMIT = 4;
export const SEARCH_LIMIT = { default: 20, max: 50 } as const;

export interface SearchResult {
  type: SearchType;
  id: string;
  /** A creator's pet name, or the title of a thread, item, tip or article. */
  title: string;
  /** A short plain-text excerpt around what matched. */
  snippet: string;
  /** The in-app path that shows the result. */
  href: string;
  /** An image to show beside it, when there is one. */
  imageUrl: string | null;
  /** That image with its size, placeholder and narrower variants (a thumbnail needs the narrowest). */
  image: ImageView | null;
  /** e.g. the pet type, the thread's category, the item's price. */
  detail: string | null;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** Pass as `cursor` for the next page; null on the last page (and for grouped answers). */
  nextCursor: string | null;
}
