/** Comments on posts as everyone sees them (author ids, never author emails). */
import type { PostCommentView } from "@shared/api-types";
import type { PostComment } from "../db/schema";
import { hiddenFlag } from "./hidden";

export function presentPostComment(c: PostComment): PostCommentView {
  return {
    id: c.id,
    postId: c.postId,
    userId: c.userId,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    ...hiddenFlag(c.hiddenAt),
  };
}
