/**
 * Who may message whom. A conversation is between a creator and one fan:
 * - only its two people read it (staff read a reported message through the
 *   moderation queue, never the conversation itself);
 * - a fan sends only while their subscription's benefits (loaders/entitlement.ts,
 *   the one rule of what a subscription gives) include directMessages: asked on
 *   every send, so a lapsed VIP stops at their next message;
 * - the creator sends to a current fan of theirs (any tier);
 * - a block either way stops both from sending;
 * - a fan starts a new conversation only while the creator takes new ones.
 */
import type { Benefits } from "@shared/benefits";
import { CANT_MESSAGE_TEXT, directMessagesAreVipText, notTakingNewConversationsText, ONLY_CURRENT_FANS_TEXT } from "@shared/constants/messages";
import type { Conversation, Message, MessageBroadcast } from "../db/schema";
import type { Actor } from "./actor";
import { rule } from "./rule";

export type ConversationSide = "creator" | "fan";

const isParticipant = (actor: Actor | undefined, conversation: Pick<Conversation, "creatorUserId" | "fanUserId">) =>
  Boolean(actor) && (actor!.id === conversation.creatorUserId || actor!.id === conversation.fanUserId);

export function sideOf(actor: Actor, conversation: Pick<Conversation, "creatorUserId">): ConversationSide {
  return actor.id === conversation.creatorUserId ? "creator" : "fan";
}

export const messageRules = {
  readConversation: rule<Pick<Conversation, "creatorUserId" | "fanUserId">>("This conversation is not yours", isParticipant),
  deleteMessage: rule<Pick<Message, "senderId">>(
    "You can only delete your own messages",
    (actor, message) => actor?.id === message.senderId,
  ),
  /** A "Message your fans" broadcast and its progress: its sender's. */
  readBroadcast: rule<Pick<MessageBroadcast, "senderId">>("This is not your message to your fans", (actor, b) => actor?.id === b.senderId),
};

/** What decides whether a message may be sent (or a conversation started), loaded by the caller. */
export interface MessagingFacts {
  side: ConversationSide;
  petName: string;
  /** What the fan's current subscription to the creator gives; null: not a fan now. */
  fanBenefits: Benefits | null;
  /** A block between the two, either way. */
  blocked: boolean;
}

/** Why the sender may not send now, or null when they may: the 403's message. */
export function sendRefusal(facts: MessagingFacts): string | null {
  if (facts.blocked) return CANT_MESSAGE_TEXT;
  if (facts.side === "fan") return facts.fanBenefits?.directMessages ? null : directMessagesAreVipText(facts.petName);
  return facts.fanBenefits ? null : ONLY_CURRENT_FANS_TEXT;
}

/** Why a fan may not start a new conversation (one that does not exist yet), or null. */
export function startRefusal(facts: MessagingFacts & { creatorTakesNew: boolean }): string | null {
  const refusal = sendRefusal(facts);
  if (refusal) return refusal;
  if (facts.side === "fan" && !facts.creatorTakesNew) return notTakingNewConversationsText(facts.petName);
  return null;
}
