import { memo } from "react";
import { BellOff, Crown, Star, Trash2 } from "lucide-react";
import { ContentActionsMenu, type ContentAction } from "@/components/content-actions-menu";
import { InitialsAvatar } from "@/components/initials-avatar";
import { cn } from "@/lib/utils";
import type { LiveChatLine } from "../api/live-chat-messages";

export interface LiveChatLineActions {
  viewerId: string | undefined;
  /** The creator and staff: take down anyone's message, mute a viewer. */
  moderates: boolean;
  mutedUserIds: ReadonlySet<string>;
  onDelete(line: LiveChatLine): void;
  onMute(line: LiveChatLine): void;
}

/** One line of a live's chat: the author with their Creator or VIP badge, the words, and a moderator's (or the author's) actions. */
export const LiveChatLineView = memo(function LiveChatLineView({ line, actions }: { line: LiveChatLine; actions: LiveChatLineActions }) {
  const own = line.author.id === actions.viewerId;
  const items: ContentAction[] = [];
  if (!line.pending) {
    if (actions.moderates && !own && !line.author.creator && !actions.mutedUserIds.has(line.author.id)) {
      items.push({ id: "mute", label: `Mute ${line.author.name} for this live`, icon: <BellOff />, onSelect: () => actions.onMute(line) });
    }
    if (actions.moderates || own) {
      items.push({ id: "delete", label: "Delete message", icon: <Trash2 />, destructive: true, onSelect: () => actions.onDelete(line) });
    }
  }
  return (
    <li className={cn("group flex items-start gap-2.5 rounded-xl px-2 py-1.5 transition-colors hover:bg-muted/60", line.pending && "opacity-60")}>
      <InitialsAvatar name={{ displayName: line.author.name }} alt={line.author.name} sizes="32px" className="mt-0.5 size-8 shrink-0" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <span className={cn("truncate text-sm font-semibold", line.author.creator && "text-primary")}>{line.author.name}</span>
          {line.author.creator ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-gradient px-2 py-0.5 text-[11px] leading-none font-semibold text-white">
              <Crown className="size-3" aria-hidden />
              Creator
            </span>
          ) : (
            line.author.vip && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-400/20 px-2 py-0.5 text-[11px] leading-none font-semibold text-amber-700 dark:text-amber-300">
                <Star className="size-3 fill-current" aria-hidden />
                VIP
              </span>
            )
          )}
          {line.pending && <span className="text-xs text-muted-foreground">Sending…</span>}
        </div>
        <p className="text-sm leading-snug break-words whitespace-pre-wrap">{line.content}</p>
      </div>
      {items.length > 0 && (
        <ContentActionsMenu
          subject={`message by ${line.author.name}`}
          items={items}
          className="size-8 opacity-100 transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100 sm:has-[[data-state=open]]:opacity-100"
        />
      )}
    </li>
  );
});
