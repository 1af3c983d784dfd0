import { memo } from "react";
import { BellOff, Crown, Pin, PinOff, ShieldCheck, Trash2 } from "lucide-react";
import type { ChatBadge } from "@shared/chat";
import { ContentActionsMenu, type ContentAction } from "@/components/content-actions-menu";
import { InitialsAvatar } from "@/components/initials-avatar";
import { useReportAction } from "@/components/moderation/use-report-action";
import { formatMessageDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import type { ListedChatMessage } from "../api/chat-messages";

export interface ChatMessageActions {
  /** The creator and staff: pin, delete and mute anyone's. */
  moderates: boolean;
  viewerId: string;
  onDelete(message: ListedChatMessage): void;
  onPin(message: ListedChatMessage, pinned: boolean): void;
  onMute(message: ListedChatMessage): void;
}

const BADGES: Record<ChatBadge, { label: string; className: string; icon: typeof Crown }> = {
  creator: { label: "Creator", className: "bg-brand-gradient text-white", icon: Crown },
  staff: { label: "Staff", className: "bg-secondary text-secondary-foreground", icon: ShieldCheck },
  vip: { label: "VIP", className: "bg-amber-400/20 text-amber-700 dark:text-amber-300", icon: Crown },
};

function ChatBadgeMark({ badge }: { badge: ChatBadge }) {
  const { label, className, icon: Icon } = BADGES[badge];
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] leading-none font-semibold", className)}>
      <Icon className="size-3" aria-hidden />
      {label}
    </span>
  );
}

const time = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** One message of the room: who, their badge, when, the words, and what the viewer may do with it. */
export const ChatMessage = memo(function ChatMessage({ message, actions }: { message: ListedChatMessage; actions: ChatMessageActions }) {
  const own = message.author.id === actions.viewerId;
  const report = useReportAction({ targetType: "chat_message", targetId: message.id, authorId: message.author.id });
  const items: ContentAction[] = [];
  if (!message.pending) {
    if (actions.moderates) {
      items.push({
        id: "pin",
        label: message.pinned ? "Unpin" : "Pin to top",
        icon: message.pinned ? <PinOff /> : <Pin />,
        onSelect: () => actions.onPin(message, !message.pinned),
      });
      if (!own && message.badge !== "creator" && message.badge !== "staff") {
        items.push({ id: "mute", label: `Mute ${message.author.name} for 24 hours`, icon: <BellOff />, onSelect: () => actions.onMute(message) });
      }
    }
    if (actions.moderates || own) {
      items.push({ id: "delete", label: "Delete message", icon: <Trash2 />, destructive: true, onSelect: () => actions.onDelete(message) });
    }
    items.push(...report.items);
  }
  return (
    <li className={cn("group flex gap-3 rounded-xl px-2 py-1.5 transition-colors hover:bg-muted/60", message.pending && "opacity-60")}>
      <InitialsAvatar
        name={{ displayName: message.author.name }}
        imageUrl={message.author.profileImageUrl}
        alt={message.author.name}
        sizes="36px"
        className="mt-0.5 size-9"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="truncate text-sm font-semibold">{message.author.name}</span>
          {message.badge && <ChatBadgeMark badge={message.badge} />}
          <time dateTime={message.createdAt} title={formatMessageDate(message.createdAt)} className="text-xs text-muted-foreground">
            {message.pending ? "Sending…" : time.format(new Date(message.createdAt))}
          </time>
        </div>
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{message.content}</p>
      </div>
      {items.length > 0 && (
        <ContentActionsMenu
          subject={`message by ${message.author.name}`}
          items={items}
          className="opacity-100 transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100 sm:has-[[data-state=open]]:opacity-100"
        />
      )}
      {report.dialog}
    </li>
  );
});
