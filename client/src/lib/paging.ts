/**
 * Lists are paged newest first with `?before=<id of the last item seen>` (the
 * server's default page size is LIST_LIMIT.default). These helpers build the
 * page URLs and find the cursor of the next page.
 */
import { LIST_LIMIT } from "@shared/constants/product";

export type ListParams = Record<string, string | undefined>;

/** "/api/community-threads" + {category: "Funny Moments"} → "/api/community-threads?category=Funny+Moments". Blank values are left out. */
export function listUrl(path: string, params: ListParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value) search.set(name, value);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Only the params that are set, so {category: undefined} and {} share one cache entry. */
export function definedParams(params: ListParams): ListParams {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => Boolean(value)));
}

/** The `before` cursor of the page after `lastPage`, or undefined when it was the last one. */
export function nextPageCursor(lastPage: ReadonlyArray<{ id: string }>, pageSize: number = LIST_LIMIT.default): string | undefined {
  if (lastPage.length < pageSize) return undefined;
  return lastPage[lastPage.length - 1]?.id;
}
