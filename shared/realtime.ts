/**
 * The real-time channel's events (GET /api/realtime, server/realtime/): what the
 * server sends and the client reads. Each arrives as one Server-Sent Event whose
 * `id:` is its number among the person's events and whose `data:` is
 * `{"type", "data"}` as below.
 */
import type { ChatMessageView, ChatRoom } from "./chat";

export const REALTIME_PATH = "/api/realtime";

/** The stream's query parameter naming the last event seen, for a first connection (a reconnection sends the Last-Event-ID header). */
export const REALTIME_LAST_EVENT_ID_PARAM = "lastEventId";
/** The query parameter naming the chat rooms a stream joins, comma-separated (here, not with the chat's schemas: the shell reads it and must not load zod). */
export const REALTIME_ROOMS_PARAM = "rooms";

interface UnreadCounts {
  notifications: number;
  messages: number;
}

/** A direct message as its event carries it (shared/messages.ts, MessageView). */
interface DirectMessageEventView {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  mediaUrl: string | null;
  deleted: boolean;
  senderDeleted: boolean;
  clientId?: string;
  createdAt: string;
}

export interface RealtimeEventData {
  /** A notification was written for the person: its id and kind, never its words (the client reads the list again). */
  "notification.created": { id: string; type: string };
  /** What the header's badges show, after the person read something. */
  "unread.changed": UnreadCounts;
  /** A direct message was sent in one of the person's conversations: the message as they see it (events are stored, not sent through NOTIFY). */
  "message.created": { conversationId: string; message: DirectMessageEventView };
  /** A direct message was deleted by its sender: shown as "Message deleted". */
  "message.deleted": { conversationId: string; messageId: string };
  /** Someone read a conversation up to a message: the reader's other tabs, and the other side's "Seen" (when both have read receipts on). */
  "conversation.read": { conversationId: string; readerId: string; messageId: string };
  /**
   * Community chat (streams joined to a room, ?rooms=): a message sent, or
   * changed (pinned, unpinned). No id: a chat tab catches up by reading the list.
   */
  "chat.message": ChatMessageView;
  "chat.message.deleted": { id: string; creatorProfileId: string; room: ChatRoom };
  /** How many people are in the room now, across instances. */
  "chat.presence": { creatorProfileId: string; room: ChatRoom; here: number };
  /**
   * Live streams (/api/live-sessions): a live scheduled, changed, started, ended or
   * canceled, to its creator and the fans it is for; the client reads the live again.
   */
  "live.status": { liveSessionId: string; creatorProfileId: string; status: "scheduled" | "live" | "ended" | "canceled" };
  /** How many watch a live now (viewers who fetched its playlist in the last 30 s), to those watching and its creator. */
  "live.viewers": { liveSessionId: string; viewers: number; peak: number };
  /** A message in a live's chat, to those watching, its creator and its sender (clientId: the sender's own, to match their pending copy). */
  "live.chat": {
    liveSessionId: string;
    id: string;
    clientId: string;
    author: { id: string; name: string; vip: boolean; creator: boolean };
    content: string;
    createdAt: string;
  };
  /** A live chat message taken down by its author, the creator or staff: to everyone who received it. */
  "live.chat.deleted": { liveSessionId: string; id: string };
  /** A viewer muted in a live's chat (for the rest of the live): to them and the creator, so their composer closes at once. */
  "live.chat.muted": { liveSessionId: string; userId: string };
  /** Events the stream would have sent are gone (older than the retention window): read everything again. */
  resync: Record<string, never>;
}

export type RealtimeEventType = keyof RealtimeEventData;

export type RealtimeMessage = { [T in RealtimeEventType]: { type: T; data: RealtimeEventData[T] } }[RealtimeEventType];
