import { MessagesSquare, SearchX } from "lucide-react";
import type { ThreadView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
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
      <div className="space-y-4">
        <LoadingState label="Loading threads..." className="py-2" />
        <div className="grid gap-4 md:grid-cols-2" aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-2xl" />
          ))}
        </div>
      </div>
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
