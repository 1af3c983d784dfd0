/** Chat messages as everyone in the room sees them: the author's shown name and picture, never their email. */
import type { ChatBadge, ChatMessageView, ChatRoom } from "@shared/chat";
import { displayNameOf } from "@shared/people";
import type { ChatMessage, User } from "../db/schema";

export type ChatMessageRow = ChatMessage & {
  author: Pick<User, "id" | "displayName" | "firstName" | "lastName" | "username" | "profileImageUrl">;
};

export function presentChatMessage(row: ChatMessageRow, viewerId?: string): ChatMessageView {
  return {
    id: String(row.id),
    creatorProfileId: row.creatorProfileId,
    room: row.room as ChatRoom,
    author: {
      id: row.author.id,
      name: displayNameOf(row.author, { withEmail: false }),
      username: row.author.username,
      profileImageUrl: row.author.profileImageUrl,
    },
    badge: row.badge as ChatBadge | null,
    content: row.content,
    pinned: row.pinnedAt !== null,
    createdAt: new Date(row.createdAt).toISOString(),
    ...(viewerId === row.userId ? { clientId: row.clientId } : {}),
  };
}
