/**
 * Who may change a comment on a creator's post: its author edits it; its
 * author, the post's creator (it is their page) or staff delete it. Reading and
 * writing comments follows the post (./post.ts, viewPostComments).
 */
import type { PostComment } from "../db/schema";
import type { Actor } from "./actor";
import { rule } from "./rule";

/** A comment with the user id of its post's creator. */
export interface PostCommentOnPage {
  comment: Pick<PostComment, "userId">;
  creatorUserId: string;
}

const isAuthor = (actor: Actor | undefined, { comment }: PostCommentOnPage) => actor?.id === comment.userId;

export const postCommentRules = {
  editPostComment: rule<PostCommentOnPage>("Only the comment's author can edit it", isAuthor),
  deletePostComment: rule<PostCommentOnPage>(
    "Only the comment's author, the post's creator or staff can delete it",
    (actor, subject) => isAuthor(actor, subject) || actor?.id === subject.creatorUserId || Boolean(actor?.isStaff),
  ),
};
