import type { ChatRoom } from "@shared/chat";

/** GET /api/creator-profile/:id/chat (the viewer's rooms and the pinned messages). */
export const chatRoomsKey = (creatorProfileId: string) => ["/api/creator-profile", creatorProfileId, "chat"] as const;

/** A room's messages, page by page (newest page first). */
export const chatMessagesKey = (creatorProfileId: string, room: ChatRoom) => ["chat-messages", creatorProfileId, room] as const;
