import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchAnswer } from "@shared/search";
import { apiJson } from "@/lib/api";
import { listUrl } from "@/lib/paging";
import { isSearchable } from "../results";

const siteSearchKey = (query: string) => ["/api/search", query] as const;

/** A search's answer stays fresh this long (new posts and threads show up after it). */
const SEARCH_FRESH_MS = 60_000;

/**
 * GET /api/search?q= (no type): the best few results of each type, grouped.
 * Runs only for a searchable query; while the next query's answer is on its way
 * the previous one stays (`isPlaceholderData`), so the list keeps its size.
 */
export function useSiteSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: siteSearchKey(q),
    queryFn: () => apiJson<SearchAnswer>("GET", listUrl("/api/search", { q })),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
    staleTime: SEARCH_FRESH_MS,
  });
}
