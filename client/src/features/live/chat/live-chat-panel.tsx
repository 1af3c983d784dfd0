import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { MessageCircle } from "lucide-react";
import { LIVE_CHAT_MAX_LENGTH, LIVE_CHAT_MUTED, type LiveSessionView } from "@shared/live";
import { ChatComposer } from "@/components/chat-composer";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/hooks/use-auth";
import { errorMessage, errorStatus } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useLiveChatMessages, type LiveChatLine } from "../api/live-chat-messages";
import { useDeleteLiveChatMessage, useMuteLiveChatViewer } from "../api/moderate-live-chat";
import { useSendLiveChat } from "../api/send-live-chat";
import { LiveChatLineView, type LiveChatLineActions } from "./live-chat-line";

export interface LiveChatPanelProps {
  live: LiveSessionView;
  /** The creator and staff: take down messages and mute viewers. */
  canModerate: boolean;
  /** The live's own creator is writing (their lines carry the Creator badge from the first moment). */
  viewerIsCreator?: boolean;
  className?: string;
}

/**
 * A live's chat, for the watch page and the creator's studio: the messages said
 * since the page opened (live.chat events), the sender's own shown at once and
 * matched to the server's by clientId, the Creator and VIP badges, and for a
 * moderator "Delete message" and "Mute … for this live" on each line.
 */
export function LiveChatPanel({ live, canModerate, viewerIsCreator = false, className }: LiveChatPanelProps) {
  const { user } = useAuth();
  const { lines, mutedUserIds, put, drop, markMuted } = useLiveChatMessages(live.id);
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const mutedSelf = Boolean(user && mutedUserIds.has(user.id));
  const { send } = useSendLiveChat(live.id, {
    put,
    drop,
    isCreator: viewerIsCreator,
    onFailed: (content, error) => {
      setDraft((current) => current || content);
      if (errorStatus(error) === 403 && errorMessage(error) === LIVE_CHAT_MUTED && user) markMuted(user.id);
      else setProblem(errorMessage(error, "Your message could not be sent."));
    },
  });
  const { mutate: removeLine } = useDeleteLiveChatMessage(live.id);
  const { mutate: muteAuthor } = useMuteLiveChatViewer(live.id, { onMuted: markMuted });
  const actions: LiveChatLineActions = useMemo(
    () => ({
      viewerId: user?.id,
      moderates: canModerate,
      mutedUserIds,
      onDelete: (line: LiveChatLine) => removeLine(line.id),
      onMute: (line: LiveChatLine) => muteAuthor({ userId: line.author.id, name: line.author.name }),
    }),
    [user?.id, canModerate, mutedUserIds, removeLine, muteAuthor],
  );

  const closedReason =
    live.status === "scheduled" ? "The chat opens when the live starts." : live.status !== "live" ? "The chat has closed." : mutedSelf ? LIVE_CHAT_MUTED : null;

  return (
    <Card className={cn("flex min-h-0 flex-col overflow-hidden p-0", className)} aria-label="Live chat" role="region">
      <header className="flex items-center gap-2 border-b px-4 py-3">
        <MessageCircle className="size-4 text-primary" aria-hidden />
        <h2 className="text-sm font-bold">Live chat</h2>
      </header>
      <ChatLines lines={lines} actions={actions} emptyText={live.status === "live" ? "Messages from the live appear here. Say hi!" : "No messages here."} />
      {closedReason ? (
        <ClosedComposer reason={closedReason} />
      ) : (
        <ChatComposer
          label="Chat message"
          placeholder="Say something nice…"
          maxLength={LIVE_CHAT_MAX_LENGTH}
          draft={draft}
          onDraftChange={(text) => {
            setDraft(text);
            if (problem) setProblem(null);
          }}
          onSend={(content) => {
            setProblem(null);
            setDraft("");
            send(content);
          }}
          problem={problem}
        />
      )}
    </Card>
  );
}

/** The lines, kept scrolled to the newest while the reader is at the bottom (reading back, they stay put). */
function ChatLines({ lines, actions, emptyText }: { lines: LiveChatLine[]; actions: LiveChatLineActions; emptyText: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
  }, []);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lines]);
  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-2">
      {lines.length === 0 ? (
        <p className="flex h-full min-h-24 items-center justify-center px-6 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ol aria-live="polite" aria-relevant="additions" className="flex flex-col gap-0.5">
          {lines.map((line) => (
            <LiveChatLineView key={line.clientId ? `${line.author.id}:${line.clientId}` : line.id} line={line} actions={actions} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** Instead of the composer while the chat is closed to this viewer (not started, over, or muted). */
function ClosedComposer({ reason }: { reason: string }) {
  return (
    <p className="border-t bg-muted/40 px-4 py-3 text-center text-sm text-muted-foreground" role="status">
      {reason}
    </p>
  );
}
