import { RotateCw, Trash2 } from "lucide-react";
import { DELETED_ACCOUNT_TEXT, MESSAGE_DELETED_TEXT } from "@shared/constants/messages";
import { ContentActionsMenu } from "@/components/content-actions-menu";
import { useReportAction } from "@/components/moderation/use-report-action";
import { Button } from "@/components/ui/button";
import { formatMessageDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import type { ShownMessage } from "../api/messages";
import { isPending } from "../api/send-message";

interface MessageBubbleProps {
  message: ShownMessage;
  mine: boolean;
  /** The other person has read up to here: "Seen" under it. */
  seen: boolean;
  onDelete?: () => void;
  onRetry?: () => void;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/** One message: the viewer's on the right in the brand colour, the other person's on the left. */
export function MessageBubble({ message, mine, seen, onDelete, onRetry }: MessageBubbleProps) {
  const gone = message.deleted || message.senderDeleted;
  const pending = isPending(message);
  // The other person's message may be reported (the moderator reads it and the few before it).
  const report = useReportAction({ targetType: "message", targetId: message.id, authorId: message.senderId });
  return (
    <li className={cn("group flex flex-col gap-1", mine ? "items-end" : "items-start")} data-message-id={message.id}>
      <div className={cn("flex max-w-[85%] items-center gap-1 sm:max-w-[70%]", mine && "flex-row-reverse")}>
        <div
          className={cn(
            "overflow-hidden rounded-2xl text-[15px] leading-relaxed shadow-xs",
            gone
              ? "border border-dashed bg-transparent px-3.5 py-2 text-sm text-muted-foreground italic"
              : mine
                ? "rounded-br-md bg-primary text-primary-foreground"
                : "rounded-bl-md bg-muted text-foreground",
            pending && !message.failed && "opacity-70",
          )}
          title={formatMessageDate(message.createdAt)}
        >
          {gone ? (
            message.senderDeleted ? DELETED_ACCOUNT_TEXT : MESSAGE_DELETED_TEXT
          ) : (
            <>
              {message.mediaUrl && (
                <a href={message.mediaUrl} target="_blank" rel="noreferrer" className="block">
                  <img src={message.mediaUrl} alt="Photo" loading="lazy" className="max-h-72 w-full max-w-72 object-cover" />
                </a>
              )}
              {message.content && <p className="px-3.5 py-2 break-words whitespace-pre-wrap">{message.content}</p>}
            </>
          )}
        </div>
        {mine && !gone && !pending && onDelete && (
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
            aria-label="Delete message"
            title="Delete message"
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
        {!mine && !gone && (
          <ContentActionsMenu
            subject="message"
            items={report.items}
            className="opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 sm:has-[[data-state=open]]:opacity-100"
          />
        )}
        {report.dialog}
      </div>
      {message.failed ? (
        <button type="button" onClick={onRetry} className="flex items-center gap-1 text-xs font-medium text-destructive hover:underline">
          <RotateCw className="size-3" aria-hidden />
          Not sent. Tap to retry
        </button>
      ) : (
        (seen || pending) && (
          <span className="px-1 text-xs text-muted-foreground">{pending ? "Sending…" : `Seen · ${timeOf(message.createdAt)}`}</span>
        )
      )}
    </li>
  );
}
