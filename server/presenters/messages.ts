/** A direct message as a person sees it (shared/messages.ts, MessageView). */
import type { MessageBroadcastView, MessageView } from "@shared/messages";
import type { MessageBroadcast } from "../db/schema";

/** The message's columns the view is drawn from (timestamps as Date or ISO text). */
export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  mediaUrl: string | null;
  clientId: string;
  deletedAt: Date | string | null;
  createdAt: Date | string;
  /** The sender's account is deleted. */
  senderDeleted: boolean;
}

/**
 * A deleted message and a deleted account's messages keep their place but lose
 * their words and photo; the client id goes to the sender only.
 */
export function presentMessage(row: MessageRow, viewerId: string): MessageView {
  const gone = row.deletedAt !== null || row.senderDeleted;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: gone ? "" : row.content,
    mediaUrl: gone ? null : row.mediaUrl,
    deleted: row.deletedAt !== null,
    senderDeleted: row.senderDeleted,
    ...(row.senderId === viewerId ? { clientId: row.clientId } : {}),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function presentBroadcast(b: MessageBroadcast): MessageBroadcastView {
  return {
    id: b.id,
    content: b.content,
    tierIds: b.tierIds,
    toProfilePrice: b.toProfilePrice,
    status: b.status as MessageBroadcastView["status"],
    recipients: b.recipients,
    // Fans who subscribed while it was sending are reached too: the bar never passes its whole.
    done: Math.min(b.done, b.recipients),
    createdAt: b.createdAt.toISOString(),
    finishedAt: b.finishedAt?.toISOString() ?? null,
  };
}
