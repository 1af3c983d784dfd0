import { Link } from "wouter";
import { MessagesSquare } from "lucide-react";
import type { ConversationView, MessageView } from "@shared/messages";
import { DELETED_ACCOUNT_TEXT, MESSAGE_DELETED_TEXT } from "@shared/constants/messages";
import { EmptyState } from "@/components/empty-state";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { RelativeTime } from "@/components/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { useConversations } from "../api/conversations";

/** What a conversation's row says of its last message. */
function preview(message: MessageView | null, viewerId: string): string {
  if (!message) return "No messages yet";
  if (message.senderDeleted) return DELETED_ACCOUNT_TEXT;
  if (message.deleted) return MESSAGE_DELETED_TEXT;
  const text = message.content || (message.mediaUrl ? "Photo" : "");
  return message.senderId === viewerId ? `You: ${text}` : text;
}

/** The signed-in person's conversations, newest activity first, the open one marked. */
export function ConversationList({ viewerId, openId }: { viewerId: string; openId: string | undefined }) {
  const { items, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useConversations({ enabled: true });
  if (isLoading) {
    return (
      <div className="space-y-2 p-3" role="status" aria-label="Loading conversations...">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) return <LoadError title="Couldn't load your messages." onRetry={() => void refetch()} className="m-3" />;
  if (items.length === 0) {
    return (
      <EmptyState
        className="m-3 border-none bg-transparent"
        icon={<MessagesSquare />}
        title="No messages yet"
        description="Conversations with PawPals and fans show up here. VIP fans can message a PawPal from their profile."
      />
    );
  }
  return (
    <nav aria-label="Conversations" className="p-2">
      <ul className="space-y-1">
        {items.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} viewerId={viewerId} open={conversation.id === openId} />
        ))}
      </ul>
      <LoadMore hasMore={Boolean(hasNextPage)} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} auto />
    </nav>
  );
}

function ConversationRow({ conversation, viewerId, open }: { conversation: ConversationView; viewerId: string; open: boolean }) {
  const unread = conversation.unreadCount > 0;
  return (
    <li>
      <Link
        href={paths.messages(conversation.id)}
        aria-current={open ? "page" : undefined}
        className={cn(
          "flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors hover:bg-muted",
          open && "bg-secondary text-secondary-foreground hover:bg-secondary",
        )}
      >
        <InitialsAvatar
          name={{ displayName: conversation.partner.name }}
          imageUrl={conversation.partner.imageUrl}
          alt={conversation.partner.name}
          className="size-11 shrink-0"
          sizes="44px"
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn("truncate text-sm text-foreground", unread ? "font-bold" : "font-semibold")}>{conversation.partner.name}</span>
            <RelativeTime date={conversation.lastMessageAt} className="shrink-0 text-xs text-muted-foreground" />
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn("truncate text-sm", unread ? "font-medium text-foreground" : "text-muted-foreground")}>
              {preview(conversation.lastMessage, viewerId)}
            </span>
            {unread && (
              <span
                className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-[11px] font-bold text-white"
                aria-label={`${conversation.unreadCount} unread`}
              >
                {conversation.unreadCount}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
