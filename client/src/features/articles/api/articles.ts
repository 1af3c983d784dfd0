import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiJson } from "@/lib/api";
import type { ArticleItem, ArticleKind } from "../kind";

/** Every read of a kind sits under its path: invalidating it refreshes lists and open items. */
const articlesKey = (kind: ArticleKind) => [kind.path] as const;
const articleKey = (kind: ArticleKind, id: string) => [kind.path, id] as const;

/** GET <path>[?category= | ?specialization=], newest first, page by page. */
export function useArticles<T extends ArticleItem>(kind: ArticleKind<T>, topic: string | undefined) {
  return usePagedList<T>(articlesKey(kind), { [kind.topicField]: topic });
}

/** GET <path>/:id (nothing while `id` is null); `listed` (the card's copy) shows at once while it loads. */
export function useArticle<T extends ArticleItem>(kind: ArticleKind<T>, id: string | null, listed?: T) {
  return useQuery<T>({
    queryKey: articleKey(kind, id ?? ""),
    // Items are plain objects, never functions: tell React Query's placeholder typing so.
    placeholderData: listed as Exclude<T, Function> | undefined,
    enabled: id !== null,
  });
}

/** POST <path> (staff); the kind's lists refresh after success. */
export function useCreateArticle<T extends ArticleItem>(kind: ArticleKind<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => apiJson<T>("POST", kind.path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey(kind) }),
    meta: { errorTitle: "Error", errorFallback: kind.text.createFailed },
  });
}
