import { useMemo } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { definedParams, listUrl, nextPageCursor, type ListParams } from "@/lib/paging";

/**
 * A newest-first list read page by page (`?before=`), e.g.
 * usePagedList<ThreadView>(["/api/community-threads"], { category }).
 * The key is the URL segments followed by the filters, so invalidating the
 * segments refreshes every filtered variant and every loaded page.
 */
export function usePagedList<T extends { id: string }>(
  segments: readonly string[],
  params: ListParams = {},
  options: { enabled?: boolean } = {},
) {
  const filters = definedParams(params);
  const query = useInfiniteQuery({
    queryKey: [...segments, filters],
    queryFn: ({ pageParam }) => apiJson<T[]>("GET", listUrl(segments.join("/"), { ...filters, before: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => nextPageCursor(lastPage),
    enabled: options.enabled,
  });
  const items = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  return { ...query, items };
}
