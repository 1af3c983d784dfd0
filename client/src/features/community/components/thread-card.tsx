import { MessageCircle } from "lucide-react";
import type { ThreadView } from "@shared/api-types";
import { CardTitleButton } from "@/components/card-title-button";
import { Badge } from "@/components/ui/badge";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { RelativeTime } from "@/components/relative-time";
import { commentCountLabel } from "../comment-count";

/** The DOM id of a thread card's open button, so focus can return to it after Back. */
export const threadCardButtonId = (threadId: string) => `thread-card-${threadId}`;

/** A thread in the list: the whole card opens it. */
export function ThreadCard({ thread, onOpen }: { thread: ThreadView; onOpen: (thread: ThreadView) => void }) {
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border bg-card p-5 shadow-soft transition-all duration-200 hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-lifted focus-within:border-primary/40 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <Badge variant="secondary">{thread.category}</Badge>
        <RelativeTime date={thread.createdAt} />
      </div>
      <HiddenNotice hidden={thread.hidden} authorId={thread.userId} noun="thread" className="mt-3 self-start" />
      <h2 className="mt-3 text-lg leading-snug font-bold">
        <CardTitleButton id={threadCardButtonId(thread.id)} onClick={() => onOpen(thread)}>
          {thread.title}
        </CardTitleButton>
      </h2>
      <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-muted-foreground">{thread.content}</p>
      <p className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-medium text-muted-foreground">
        <MessageCircle className="size-4" aria-hidden />
        {commentCountLabel(thread.commentCount)}
      </p>
    </article>
  );
}
