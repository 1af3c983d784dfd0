/**
 * Direct messages between a creator and one fan: the request schemas and the
 * answers' shapes (the limits and texts: ./constants/messages.ts).
 */
import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "./constants/messages";

const id = (message: string) => z.string({ error: message }).uuid(message);
const withoutNullCharacter = (text: string) => !text.includes("\u0000");

/** A fan names the creator's profile; a creator names the fan. */
export const startConversationSchema = z.union(
  [z.object({ creatorProfileId: id("Creator not found") }).strict(), z.object({ userId: id("Person not found") }).strict()],
  { error: "Name the creator (creatorProfileId) or the fan (userId) to message" },
);
export type StartConversationInput = z.input<typeof startConversationSchema>;

export const sendMessageSchema = z
  .object({
    content: z
      .string({ error: "Message must be text" })
      .trim()
      .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
      .refine(withoutNullCharacter, "Text cannot contain null characters")
      .default(""),
    mediaUrl: z
      .string({ error: "Photo must be an uploaded file" })
      .regex(/^\/objects\/uploads\/[A-Za-z0-9._/-]+$/, "Photo must be an uploaded file")
      .nullish()
      .transform((v) => v ?? undefined),
    /** The sender's own id for this message (a retry sends the same one). */
    clientId: z
      .string({ error: "clientId is required" })
      .min(8, "clientId must be 8 to 64 characters")
      .max(64, "clientId must be 8 to 64 characters")
      .regex(/^[A-Za-z0-9_-]+$/, "clientId must be letters, digits, - or _"),
  })
  .strip()
  .refine((m) => m.content.length > 0 || m.mediaUrl, { message: "Write a message or add a photo", path: ["content"] });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const readConversationSchema = z.object({ messageId: id("Message not found") }).strip();
export const blockSchema = z.object({ userId: id("Person not found") }).strip();

export const messageSettingsSchema = z
  .object({
    readReceipts: z.boolean({ error: "readReceipts must be true or false" }).optional(),
    newConversations: z.boolean({ error: "newConversations must be true or false" }).optional(),
  })
  .strip();

/** Whether the viewer may message a creator now: GET /api/conversations/eligibility?creatorProfileId= */
export interface MessagingEligibility {
  allowed: boolean;
  /** Why not (the answer a send would get), null when allowed or on their own profile. */
  message: string | null;
  /** Their conversation with the creator, if one exists. */
  conversationId: string | null;
}

export interface MessageSettingsView {
  readReceipts: boolean;
  newConversations: boolean;
}

export interface MessageView {
  id: string;
  conversationId: string;
  senderId: string;
  /** "" once deleted (or when the sender's account is deleted, see `senderDeleted`). */
  content: string;
  mediaUrl: string | null;
  deleted: boolean;
  /** The sender's account was deleted: the words are gone, shown as "Deleted account". */
  senderDeleted: boolean;
  /** The sender's own id for it: only in the sender's answers, to match a message sent from this screen. */
  clientId?: string;
  createdAt: string;
}

/** Who the conversation is with, as the viewer sees them. */
interface ConversationPartner {
  userId: string;
  /** The creator's pet name for a fan; the fan's shown name for the creator. */
  name: string;
  imageUrl: string | null;
  /** Set when the partner is the creator: their profile. */
  creatorProfileId: string | null;
}

export interface ConversationView {
  id: string;
  creatorProfileId: string;
  /** The viewer's side. */
  role: "creator" | "fan";
  partner: ConversationPartner;
  lastMessage: MessageView | null;
  lastMessageAt: string;
  unreadCount: number;
  /** The newest of the viewer's messages the partner has read; null when either has read receipts off. */
  seenMessageId: string | null;
  /** A block between the two: who made it (null: none). */
  blocked: "byYou" | "byThem" | null;
}

/**
 * "Message your fans" (POST /api/message-broadcasts): one message to every
 * current fan of the chosen tiers, and of the profile's own price with
 * `toProfilePrice`.
 */
export const BROADCAST_AUDIENCE_REQUIRED = "Choose at least one tier to message";
export const messageBroadcastSchema = z
  .object({
    content: z
      .string({ error: "Message must be text" })
      .trim()
      .min(1, "Write a message")
      .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
      .refine(withoutNullCharacter, "Text cannot contain null characters"),
    tierIds: z.array(id("Tier not found"), { error: "tierIds must be a list of tiers" }).max(20, "At most 20 tiers").default([]),
    toProfilePrice: z.boolean({ error: "toProfilePrice must be true or false" }).default(false),
    /** The creator's own id for this broadcast: a retried request finds the first one. */
    clientId: sendMessageSchema.shape.clientId,
  })
  .strip()
  .refine((b) => b.tierIds.length > 0 || b.toProfilePrice, { message: BROADCAST_AUDIENCE_REQUIRED, path: ["tierIds"] });
export type MessageBroadcastInput = z.input<typeof messageBroadcastSchema>;

export interface MessageBroadcastView {
  id: string;
  content: string;
  tierIds: string[];
  toProfilePrice: boolean;
  /** "sending" while the fans are being written to, then "sent". */
  status: "sending" | "sent";
  /** The fans it is for, counted when it was sent. */
  recipients: number;
  /** Fans reached so far (a fan who blocked the creator, or was blocked, is passed over). */
  done: number;
  createdAt: string;
  finishedAt: string | null;
}
