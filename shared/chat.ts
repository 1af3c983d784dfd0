/**
 * Creators' community chats: the rooms, who may enter each (one rule, used by
 * the API, the live channel and the profile's Chat tab), the request schemas,
 * the answers and the refusals' words.
 */
import { z } from "zod";
import type { Benefits } from "./benefits";

export const CHAT_ROOMS = ["main", "vip"] as const;
export type ChatRoom = (typeof CHAT_ROOMS)[number];

/** A room's key on the live channel: "<creator profile id>.<room>". */
export const chatRoomKey = (creatorProfileId: string, room: ChatRoom) => `${creatorProfileId}.${room}`;

const ROOM_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(main|vip)$/i;

export function parseChatRoomKey(key: string): { creatorProfileId: string; room: ChatRoom } | undefined {
  const match = ROOM_KEY.exec(key);
  return match ? { creatorProfileId: match[1]!.toLowerCase(), room: match[2] as ChatRoom } : undefined;
}

/** Rooms one stream may join (a profile's two rooms, with room to spare). */
export const MAX_ROOMS_PER_STREAM = 4;

export const CHAT_MESSAGE_MAX_LENGTH = 500;
export const CHAT_PAGE_SIZE = 50;
export const CHAT_MUTE_HOURS = 24;

/** What a person is in a creator's chat: which rooms they may enter and whether they moderate it. */
export interface ChatAccess {
  rooms: ChatRoom[];
  /** The creator and staff: delete, pin, mute. */
  moderates: boolean;
  /** The badge their messages carry. */
  badge: ChatBadge | null;
  /** The creator's switch: closed, the VIP room is the creator's and staff's alone (its history kept). */
  vipRoomOpen: boolean;
}

export type ChatBadge = "creator" | "staff" | "vip";

/**
 * Who may enter: the creator and staff every room; a fan whose tier grants
 * community chat the main room, and with priority community access the VIP
 * room too (and a VIP badge) while the creator keeps it open. `fanBenefits`
 * is null for someone who is not a fan now (signed out, never subscribed, lapsed).
 */
export function chatAccessOf(who: {
  isCreator: boolean;
  isStaff: boolean;
  fanBenefits: Benefits | null;
  vipRoomOpen: boolean;
}): ChatAccess {
  const { vipRoomOpen } = who;
  if (who.isCreator) return { rooms: [...CHAT_ROOMS], moderates: true, badge: "creator", vipRoomOpen };
  if (who.isStaff) return { rooms: [...CHAT_ROOMS], moderates: true, badge: "staff", vipRoomOpen };
  const benefits = who.fanBenefits;
  if (!benefits?.communityChat && !benefits?.priorityCommunity) return { rooms: [], moderates: false, badge: null, vipRoomOpen };
  const vip = benefits.priorityCommunity;
  return { rooms: vip && vipRoomOpen ? [...CHAT_ROOMS] : ["main"], moderates: false, badge: vip ? "vip" : null, vipRoomOpen };
}

/** The 403 answers of a chat, by why. */
export const CHAT_REFUSALS = {
  notFan: (petName: string) => `${petName}'s community chat is for fans. Subscribe to join the conversation.`,
  tierLacksChat: (petName: string) => `${petName}'s community chat isn't included in your tier.`,
  vipRoom: (petName: string) => `${petName}'s VIP room is a VIP benefit.`,
  vipRoomClosed: (petName: string) => `${petName}'s VIP room is closed right now.`,
  notCreator: "Only the creator can open or close the VIP room",
  muted: (petName: string) => `You're muted in ${petName}'s chat for now. You can still read along.`,
  notModerator: "Only the creator and staff can do that",
} as const;

export const chatMessageInputSchema = z.object({
  content: z
    .string({ error: "Message must be text" })
    .trim()
    .min(1, "Message cannot be empty")
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`)
    .refine((text) => !text.includes("\u0000"), "Text cannot contain null characters"),
  room: z.enum(CHAT_ROOMS, { error: "Room must be main or vip" }).optional().default("main"),
  clientId: z
    .string({ error: "clientId is required" })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "clientId must be 8 to 64 letters, digits, - or _"),
});

/** PUT /api/creator-profile/:id/chat/settings: the creator opens or closes the VIP room. */
export const chatSettingsInputSchema = z.object({
  vipRoomOpen: z.boolean({ error: "vipRoomOpen must be true or false" }),
});

export const chatMuteInputSchema = z.object({
  userId: z.uuid({ error: "userId must be a person's id" }),
});

interface ChatAuthor {
  id: string;
  name: string;
  username: string | null;
  profileImageUrl: string | null;
}

export interface ChatMessageView {
  /** A number as a string: the room's history is paged by it (?before=). */
  id: string;
  creatorProfileId: string;
  room: ChatRoom;
  author: ChatAuthor;
  badge: ChatBadge | null;
  content: string;
  pinned: boolean;
  createdAt: string;
  /** Only on the author's own messages: matches their optimistic copy. */
  clientId?: string;
}

/** GET /api/creator-profile/:id/chat: what the viewer may do there and each room's pinned message. */
export interface ChatRoomsView {
  creatorProfileId: string;
  rooms: ChatRoom[];
  moderates: boolean;
  badge: ChatBadge | null;
  /** Set while the viewer is muted. */
  mutedUntil: string | null;
  /** Whether the creator keeps the VIP room open to their VIP fans. */
  vipRoomOpen: boolean;
  pinned: Partial<Record<ChatRoom, ChatMessageView | null>>;
}

export interface ChatMuteView {
  userId: string;
  until: string;
}
