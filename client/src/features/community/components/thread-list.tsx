import { MessagesSquare, SearchX } from "lucide-react";
import type { ThreadView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { ThreadFilters, useThreads } from "../api/threads";
import { ThreadCard } from "./thread-card";

interface ThreadListProps {
  threads: ReturnType<typeof useThreads>;
  filters: ThreadFilters;
  onOpen: (thread: ThreadView) => void;
  onClearSearch: () => void;
}

/** The threads of one category (or all), maybe searched, with loading, error and empty states. */
export function ThreadList({ threads, filters, onOpen, onClearSearch }: ThreadListProps) {
  if (threads.isLoading) {
    return (
      <LoadingPlaceholders label="Loading threads...">
        <ul className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="flex">
              <ThreadCardSkeleton />
            </li>
          ))}
        </ul>
      </LoadingPlaceholders>
    );
  }
  if (threads.isError && threads.items.length === 0) {
    return <LoadError title="Threads could not be loaded" onRetry={() => void threads.refetch()} />;
  }
  if (threads.items.length === 0) {
    if (filters.q) {
      return (
        <EmptyState
          icon={<SearchX />}
          title={`No threads found for "${filters.q}"`}
          description={filters.category ? `Nothing in ${filters.category} matches. Try other words or another category.` : "Try other words."}
          action={
            <Button variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          }
        />
      );
    }
    return <EmptyState icon={<MessagesSquare />} title="No threads yet. Be the first to start a discussion!" />;
  }
  return (
    <div className={cn("space-y-6 transition-opacity", threads.isPlaceholderData && "opacity-60")} aria-busy={threads.isPlaceholderData}>
      <ul className="grid gap-4 md:grid-cols-2">
        {threads.items.map((thread) => (
          <li key={thread.id} className="flex">
            <ThreadCard thread={thread} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {threads.isError ? (
        <LoadError title="More threads could not be loaded" onRetry={() => void threads.fetchNextPage()} />
      ) : (
        <LoadMore
          hasMore={threads.hasNextPage}
          loading={threads.isFetchingNextPage}
          onLoadMore={() => void threads.fetchNextPage()}
          label="Load more threads"
        />
      )}
    </div>
  );
}

/** A placeholder shaped like ThreadCard: category and time, a two-line title, two lines of text, the comment count. */
function ThreadCardSkeleton() {
  return (
    <div className="flex w-full flex-col rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
      <div className="flex h-[22px] items-center gap-3">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-3 w-20" />
      </div>
      <div className="mt-3 space-y-2 py-1">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-3/5" />
      </div>
      <div className="mt-1.5 space-y-2.5 py-1">
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-4/5" />
      </div>
      <div className="flex h-9 items-end">
        <Skeleton className="h-3.5 w-24" />
      </div>
    </div>
  );
}
