import { MessagesSquare } from "lucide-react";
import type { ThreadView } from "@shared/api-types";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useThreads, type ThreadCategory } from "../api/threads";
import { ThreadCard } from "./thread-card";

interface ThreadListProps {
  category: ThreadCategory | undefined;
  onOpen: (thread: ThreadView) => void;
}

/** The threads of one category (or all), with loading, error and empty states. */
export function ThreadList({ category, onOpen }: ThreadListProps) {
  const threads = useThreads(category);

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
  if (threads.isError) {
    return <LoadError title="Threads could not be loaded" onRetry={() => void threads.refetch()} />;
  }
  if (threads.items.length === 0) {
    return <EmptyState icon={<MessagesSquare />} title="No threads yet. Be the first to start a discussion!" />;
  }
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 md:grid-cols-2">
        {threads.items.map((thread) => (
          <li key={thread.id} className="flex">
            <ThreadCard thread={thread} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={threads.hasNextPage}
        loading={threads.isFetchingNextPage}
        onLoadMore={() => void threads.fetchNextPage()}
        label="Load more threads"
      />
    </div>
  );
}
