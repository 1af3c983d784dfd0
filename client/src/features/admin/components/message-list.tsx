import { Inbox } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import type { useContactMessages } from "../api/contact-messages";
import { MessageCard } from "./message-card";

/** The staff inbox's messages, newest first, with loading, error and empty states. */
export function MessageList({ messages }: { messages: ReturnType<typeof useContactMessages> }) {
  if (messages.isLoading) return <LoadingState label="Loading messages..." />;
  if (messages.isError) return <LoadError title="Messages could not be loaded" onRetry={() => void messages.refetch()} />;
  if (messages.items.length === 0) return <EmptyState icon={<Inbox />} title="No messages yet" />;
  return (
    <div className="space-y-5">
      <ul className="space-y-4">
        {messages.items.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={messages.hasNextPage}
        loading={messages.isFetchingNextPage}
        onLoadMore={() => void messages.fetchNextPage()}
        label="Load older messages"
      />
    </div>
  );
}
