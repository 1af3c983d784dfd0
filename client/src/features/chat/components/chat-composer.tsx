import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { SendHorizontal } from "lucide-react";
import { CHAT_MESSAGE_MAX_LENGTH } from "@shared/chat";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Where a message is written: Enter sends, Shift+Enter starts a new line; the count shows near the limit. */
export function ChatComposer({
  placeholder,
  onSend,
  draft,
  onDraftChange,
}: {
  placeholder: string;
  onSend(content: string): void;
  draft: string;
  onDraftChange(text: string): void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [focused, setFocused] = useState(false);
  const text = draft.trim();
  const tooLong = draft.length > CHAT_MESSAGE_MAX_LENGTH;
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
      <div
        className={cn(
          "flex items-end gap-2 rounded-2xl border bg-background px-3 py-2 transition-shadow",
          focused && "ring-2 ring-ring ring-offset-1 ring-offset-background",
        )}
      >
        <textarea
          ref={field}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          rows={1}
          placeholder={placeholder}
          aria-label="Message"
          className="field-sizing-content max-h-32 min-h-6 flex-1 resize-none bg-transparent py-1.5 text-sm leading-relaxed outline-none placeholder:text-muted-foreground"
        />
        <Button type="submit" size="icon" className="size-9 rounded-full" disabled={!text || tooLong} aria-label="Send message">
          <SendHorizontal />
        </Button>
      </div>
      {draft.length > CHAT_MESSAGE_MAX_LENGTH - 100 && (
        <p className={cn("mt-1 text-right text-xs", tooLong ? "text-destructive" : "text-muted-foreground")}>
          {draft.length}/{CHAT_MESSAGE_MAX_LENGTH}
        </p>
      )}
    </form>
  );
}
