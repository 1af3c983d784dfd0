import { useEffect, useMemo } from "react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { definedParams, listUrl, nextPageCursor, type ListParams } from "@/lib/paging";

export interface PagedListOptions<T = unknown> {
  enabled?: boolean;
  /**
   * Keep reading pages until the last one, for lists that must be whole to be
   * right: sorted on the client, searched on the client, or looked up by id.
   */
  fetchAll?: boolean;
  /**
   * While the filters change (a search being typed), keep showing the previous
   * filters' rows until the new ones arrive (`isPlaceholderData` is true meanwhile)
   * instead of falling back to the loading state.
   */
  keepPrevious?: boolean;
  /** Read the loaded pages again every this many milliseconds while it answers a number (false: not now), given the rows so far. */
  refetchInterval?: (items: T[]) => number | false;
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
  options: PagedListOptions<T> = {},
) {
  return usePagedRows<T>(segments, params, options, (item) => item.id);
}

/**
 * usePagedList for rows whose cursor is another field than `id` (staff's
 * payments are paged by `invoiceId`): `cursorOf` gives the next page's `before`.
 */
export function usePagedRows<T>(
  segments: readonly string[],
  params: ListParams,
  options: PagedListOptions<T>,
  cursorOf: (item: T) => string,
) {
  const filters = definedParams(params);
  const query = useInfiniteQuery({
    queryKey: [...segments, filters],
    queryFn: ({ pageParam }) => apiJson<T[]>("GET", listUrl(segments.join("/"), { ...filters, before: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextPageCursor(lastPage.map((item) => ({ id: cursorOf(item) }))),
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    refetchInterval: options.refetchInterval && ((q) => options.refetchInterval!(q.state.data?.pages.flat() ?? [])),
  });
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;
  const wantsMore = Boolean(options.fetchAll) && hasNextPage && !isFetching && !isError;
  useEffect(() => {
    if (wantsMore) void fetchNextPage();
  }, [wantsMore, fetchNextPage]);
  const items = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  return { ...query, items };
}
