import { useCallback, useEffect, useState } from "react";
import type { RealtimeEventData, RealtimeMessage } from "@shared/realtime";
import { realtimeChannel, type RealtimeChannel } from "@/lib/realtime";

type ServerMessage = RealtimeEventData["live.chat"];

/** A message as the chat shows it: the server's, or the sender's own copy while it is on its way. */
export interface LiveChatLine extends ServerMessage {
  pending?: true;
}

/** What the chat keeps on screen: a live's chat scrolls fast, older lines leave. */
export const LIVE_CHAT_KEPT = 200;

/** The list after one message arrived (or was sent): it replaces the sender's pending copy (same clientId) or a line already there (same id). */
export function withLiveChatLine(lines: readonly LiveChatLine[], line: LiveChatLine): LiveChatLine[] {
  const at = lines.findIndex((l) => l.id === line.id || (l.author.id === line.author.id && l.clientId === line.clientId));
  if (at >= 0) {
    // The answer and the event are the same message: whichever comes second changes nothing but the pending mark.
    if (!lines[at]!.pending && line.pending) return [...lines];
    const next = [...lines];
    next[at] = line;
    return next;
  }
  const next = [...lines, line];
  return next.length > LIVE_CHAT_KEPT ? next.slice(next.length - LIVE_CHAT_KEPT) : next;
}

/**
 * A live's chat as it happens: messages from `live.chat` events (the channel
 * brings those sent while this page is open; the chat has no stored history),
 * taken off on `live.chat.deleted`; `mutedUserIds` from `live.chat.muted` (the
 * viewer's own mute closes their composer at once, a moderator sees whom they muted).
 */
export function useLiveChatMessages(liveSessionId: string, channel: () => RealtimeChannel = realtimeChannel) {
  const [lines, setLines] = useState<LiveChatLine[]>([]);
  const [mutedUserIds, setMutedUserIds] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    setLines([]);
    setMutedUserIds(new Set());
    return channel().subscribe((message: RealtimeMessage) => {
      switch (message.type) {
        case "live.chat":
          if (message.data.liveSessionId === liveSessionId) setLines((current) => withLiveChatLine(current, message.data));
          break;
        case "live.chat.deleted":
          if (message.data.liveSessionId === liveSessionId) setLines((current) => current.filter((l) => l.id !== message.data.id));
          break;
        case "live.chat.muted":
          if (message.data.liveSessionId === liveSessionId) setMutedUserIds((current) => new Set(current).add(message.data.userId));
          break;
      }
    });
  }, [liveSessionId, channel]);

  const put = useCallback((line: LiveChatLine) => setLines((current) => withLiveChatLine(current, line)), []);
  const drop = useCallback((match: (line: LiveChatLine) => boolean) => setLines((current) => current.filter((l) => !match(l))), []);
  const markMuted = useCallback((userId: string) => setMutedUserIds((current) => new Set(current).add(userId)), []);
  return { lines, mutedUserIds, put, drop, markMuted };
}
