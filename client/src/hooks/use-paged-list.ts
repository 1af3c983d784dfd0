import { useEffect, useMemo } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { definedParams, listUrl, nextPageCursor, type ListParams } from "@/lib/paging";

export interface PagedListOptions {
  enabled?: boolean;
  /**
   * Keep reading pages until the last one, for lists that must be whole to be
   * right: sorted on the client, searched on the client, or looked up by id.
   */
  fetchAll?: boolean;
}

/**
 * A newest-first list read page by page (`?before=`), e.g.
 * usePagedList<ThreadView>(["/api/community-threads"], { category }).
 * The key is the URL segments followed by the filters, so invalidating the
 * segments refreshes every filtered variant and every loaded page.
 * Show `items` with a <LoadMore> bound to hasNextPage / fetchNextPage.
 */
export function usePagedList<T extends { id: string }>(
  segments: readonly string[],
  params: ListParams = {},
  options: PagedListOptions = {},
) {
  const filters = definedParams(params);
  const query = useInfiniteQuery({
    queryKey: [...segments, filters],
    queryFn: ({ pageParam }) => apiJson<T[]>("GET", listUrl(segments.join("/"), { ...filters, before: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextPageCursor(lastPage),
    enabled: options.enabled,
  });
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  const wantsMore = Boolean(options.fetchAll) && hasNextPage && !isFetching && !isError;
  useEffect(() => {
    if (wantsMore) void fetchNextPage();
  }, [wantsMore, fetchNextPage]);
  const items = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  return { ...query, items };
}
