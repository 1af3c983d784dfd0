import type { MessageEvidence } from "@shared/moderation";
import { MESSAGE_DELETED_TEXT } from "@shared/constants/messages";
import { formatMessageDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

/**
 * A reported message with the few before it, as they were when it was first
 * reported (its sender may have deleted it since): the reported one is marked.
 */
export function MessageEvidenceList({ evidence }: { evidence: MessageEvidence }) {
  return (
    <figure className="space-y-2">
      <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{evidence.place}</figcaption>
      <ol className="space-y-1.5 rounded-xl border bg-muted/30 p-2 sm:p-3" aria-label="The reported message and the messages before it">
        {evidence.messages.map((message) => (
          <li
            key={message.id}
            aria-current={message.reported ? "true" : undefined}
            className={cn("rounded-lg px-3 py-2 text-sm", message.reported ? "bg-destructive/10 ring-1 ring-destructive/40" : "bg-background")}
          >
            <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{message.author}</span>
              <time dateTime={message.createdAt}>{formatMessageDate(message.createdAt)}</time>
              {message.reported && <span className="font-semibold text-destructive">Reported</span>}
            </div>
            {message.mediaUrl && (
              <img src={message.mediaUrl} alt={`Photo sent by ${message.author}`} className="mt-1.5 max-h-48 rounded-lg border object-contain" />
            )}
            {message.deleted ? (
              <p className="mt-0.5 text-muted-foreground italic">{MESSAGE_DELETED_TEXT}</p>
            ) : (
              message.text && <p className="mt-0.5 leading-relaxed break-words whitespace-pre-wrap">{message.text}</p>
            )}
          </li>
        ))}
      </ol>
    </figure>
  );
}
