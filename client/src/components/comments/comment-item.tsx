import type { ReactNode } from "react";
import { PawPrint } from "lucide-react";
import { HiddenNotice } from "@/components/moderation/hidden-notice";
import { RelativeTime } from "@/components/relative-time";

/** What every kind of comment shows (no author name: the product shows none on comments). */
export interface CommentShown {
  userId: string;
  content: string;
  createdAt: string;
  hidden?: true;
}

/** One comment of a list: a paw, its age, a notice when hidden, its text, and its "⋯" menu. */
export function CommentItem({ comment, actions }: { comment: CommentShown; actions?: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-4">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden>
        <PawPrint className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <RelativeTime date={comment.createdAt} className="text-xs text-muted-foreground" />
        <HiddenNotice hidden={comment.hidden} authorId={comment.userId} noun="comment" className="w-fit" />
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{comment.content}</p>
      </div>
      {actions}
    </li>
  );
}

/** Said where a list has no comments yet. */
export function NoComments() {
  return <p className="rounded-xl bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">No comments yet. Start the conversation!</p>;
}
