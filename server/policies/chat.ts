/**
 * Who may do what in a creator's community chat. Entering a room follows the
 * one rule (shared/chat.ts, chatAccessOf) on what the viewer is now (loaded by
 * chat/access.ts); its refusals name the pet and say what would open the room.
 * Moderating (delete, pin, mute) is the creator's and staff's.
 */
import { CHAT_REFUSALS, type ChatAccess, type ChatRoom } from "@shared/chat";
import { forbidden, unauthorized } from "../http/errors";
import type { Actor } from "./actor";
import { rule } from "./rule";

export const chatRules = {
  moderateChat: rule<Pick<ChatAccess, "moderates">>(CHAT_REFUSALS.notModerator, (actor, access) => Boolean(actor) && access.moderates),
};

/** Returns when the viewer may enter the room; otherwise 401 (signed out) or 403 with why. */
export function authorizeChatRoom(
  viewer: Actor | undefined,
  access: ChatAccess & { isFan: boolean },
  room: ChatRoom,
  petName: string,
): asserts viewer is Actor {
  if (!viewer) throw unauthorized();
  if (access.rooms.includes(room)) return;
  if (!access.isFan) throw forbidden(CHAT_REFUSALS.notFan(petName));
  if (room === "vip" && access.badge === "vip" && !access.vipRoomOpen) throw forbidden(CHAT_REFUSALS.vipRoomClosed(petName));
  if (room === "vip" && access.rooms.includes("main")) throw forbidden(CHAT_REFUSALS.vipRoom(petName));
  throw forbidden(room === "vip" ? CHAT_REFUSALS.vipRoom(petName) : CHAT_REFUSALS.tierLacksChat(petName));
}
