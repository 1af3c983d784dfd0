/** Threads and comments as everyone sees them (author ids, never author emails). */
import type { CommentView, ThreadView } from "@shared/api-types";
import type { CommunityThread, ThreadComment } from "../db/schema";
import { hiddenFlag } from "./hidden";

export function presentThread(t: CommunityThread): ThreadView {
  return {
    id: t.id,
    userId: t.userId,
    title: t.title,
    content: t.content,
    category: t.category,
    likes: t.likes,
    commentCount: t.commentCount,
    createdAt: t.createdAt.toISOString(),
    ...hiddenFlag(t.hiddenAt),
  };
}

export function presentComment(c: ThreadComment): CommentView {
  return {
    id: c.id,
    threadId: c.threadId,
    userId: c.userId,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    ...hiddenFlag(c.hiddenAt),
  };
}
