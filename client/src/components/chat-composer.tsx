import { useRef, type FormEvent, type KeyboardEvent } from "react";
import { SendHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export interface ChatComposerProps {
  /** The field's accessible name ("Message", "Chat message"). */
  label: string;
  placeholder: string;
  /** As the server allows: past it the message is not sent, and the count turns red. */
  maxLength: number;
  draft: string;
  onDraftChange(text: string): void;
  onSend(content: string): void;
  /** Why the last message was not sent, shown under the field. */
  problem?: string | null;
}

/**
 * Where a chat message is written (the community chat and a live's): Enter
 * sends, Shift+Enter starts a new line, the count shows near the limit.
 */
export function ChatComposer({ label, placeholder, maxLength, draft, onDraftChange, onSend, problem }: ChatComposerProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const text = draft.trim();
  const tooLong = draft.length > maxLength;
  const countFrom = maxLength - Math.min(100, Math.ceil(maxLength / 10));
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text || tooLong) return;
    onSend(text);
    field.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  return (
    <form onSubmit={send} className="border-t bg-card/80 p-3">
      <div className="flex items-end gap-2 rounded-2xl border bg-background px-3 py-1.5 transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-1 focus-within:ring-offset-background">
        <textarea
          ref={field}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder={placeholder}
          aria-label={label}
          className="field-sizing-content max-h-28 min-h-6 flex-1 resize-none bg-transparent py-1.5 text-sm leading-relaxed outline-none placeholder:text-muted-foreground"
        />
        <Button type="submit" size="icon" className="size-9 shrink-0 rounded-full" disabled={!text || tooLong} aria-label="Send message">
          <SendHorizontal />
        </Button>
      </div>
      {(problem || draft.length > countFrom) && (
        <p role={problem ? "alert" : undefined} className={cn("mt-1.5 text-xs", problem || tooLong ? "text-destructive" : "text-right text-muted-foreground")}>
          {problem ?? `${draft.length}/${maxLength}`}
        </p>
      )}
    </form>
  );
}
