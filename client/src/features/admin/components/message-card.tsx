import { Check, LoaderCircle, Mail } from "lucide-react";
import type { ContactMessageView } from "@shared/api-types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatMessageDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useMarkMessageRead } from "../api/contact-messages";
import { replyMailto } from "../inbox";

/** One contact message: subject, 'New' while unread, sender, date, body, reply link and 'Mark as read'. */
export function MessageCard({ message }: { message: ContactMessageView }) {
  const markRead = useMarkMessageRead();

  const onMarkRead = () => markRead.mutate(message.id);

  return (
    <article
      className={cn(
        "rounded-2xl border bg-card p-5 shadow-soft sm:p-6",
        !message.read && "border-primary/40 ring-1 ring-primary/15",
      )}
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg leading-snug font-bold break-words">{message.subject}</h2>
            {!message.read && <Badge variant="gradient">New</Badge>}
          </div>
          <p className="text-sm break-words text-muted-foreground">
            <span className="font-medium text-foreground">{message.name}</span>{" "}
            <span>&lt;{message.email}&gt;</span>
          </p>
        </div>
        <time dateTime={message.createdAt} className="shrink-0 text-sm text-muted-foreground">
          {formatMessageDate(message.createdAt)}
        </time>
      </header>
      <p className="mt-4 rounded-xl bg-muted/50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap">{message.message}</p>
      <footer className="mt-4 flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={replyMailto(message)}>
            <Mail aria-hidden />
            Reply via Email →
          </a>
        </Button>
        {!message.read && (
          <Button variant="ghost" size="sm" onClick={onMarkRead} disabled={markRead.isPending}>
            {markRead.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Check aria-hidden />}
            Mark as read
          </Button>
        )}
      </footer>
    </article>
  );
}
