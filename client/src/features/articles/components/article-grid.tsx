import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useArticles } from "../api/articles";
import type { ArticleItem, ArticleKind } from "../kind";
import { ArticleCard } from "./article-card";

const GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

interface ArticleGridProps<T extends ArticleItem> {
  kind: ArticleKind<T>;
  topic: string | undefined;
  onOpen: (item: T) => void;
}

/** One topic's (or every) tip or article, with loading, error and empty states. */
export function ArticleGrid<T extends ArticleItem>({ kind, topic, onOpen }: ArticleGridProps<T>) {
  const articles = useArticles(kind, topic);
  const Icon = kind.icon;

  if (articles.isLoading) {
    return (
      <div className="space-y-4">
        <LoadingState label={kind.text.loading} className="py-2" />
        <div className={GRID} aria-hidden>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-80 rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }
  if (articles.isError) return <LoadError title={kind.text.loadFailed} onRetry={() => void articles.refetch()} />;
  if (articles.items.length === 0) return <EmptyState icon={<Icon />} title={kind.text.empty} />;
  return (
    <div className="space-y-6">
      <ul className={GRID}>
        {articles.items.map((item) => (
          <li key={item.id} className="flex">
            <ArticleCard kind={kind} item={item} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={articles.hasNextPage}
        loading={articles.isFetchingNextPage}
        onLoadMore={() => void articles.fetchNextPage()}
      />
    </div>
  );
}
