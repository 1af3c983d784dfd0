/**
 * Comments on creator posts. GET /api/posts/:id/comments (newest first,
 * ?limit and ?before pages) and POST /api/posts/:id/comments: whoever may see
 * the post (loaders/post.ts asks the posts' content rule; a locked post answers
 * 403 with what unlocks it). PATCH /api/post-comments/:id: its author, while
 * they may still see the post; DELETE: its author, the post's creator or staff.
 */
import { Router } from "express";
import { commentUpdateSchema } from "@shared/validation";
import { currentUser, requireUser, type SessionUser } from "../../auth/guards";
import { addPostComment } from "../../commands/add-post-comment";
import { deletePostComment, POST_COMMENT_NOT_FOUND } from "../../commands/delete-post-comment";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { findPostWithCreator, loadPostOpenTo } from "../../loaders/post";
import { authorize } from "../../policies";
import { mayViewHidden } from "../../policies/moderation";
import { presentPostComment } from "../../presenters/post-comment";
import { findPostComment, listPostComments, updatePostComment } from "./queries";

/** The text of a comment: the same schema and limits as a thread comment's. */
const postCommentInputSchema = commentUpdateSchema;

export function postCommentsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;

  router.get("/posts/:id/comments", async (req, res) => {
    const viewer = currentUser(req);
    const { post } = await loadPostOpenTo(db, viewer, req.params.id);
    const page = parse(pageQuerySchema, req.query);
    const comments = await listPostComments(db, post.id, page, viewer);
    res.json(comments.map(presentPostComment));
  });

  router.post("/posts/:id/comments", async (req, res) => {
    const user = requireUser(req);
    const { post, creator } = await loadPostOpenTo(db, user, req.params.id);
    const { content } = parse(postCommentInputSchema, req.body);
    const comment = await addPostComment(ctx, { author: user, postId: post.id, creatorUserId: creator.userId, content });
    res.status(201).json(presentPostComment(comment));
  });

  /** A comment the caller may see (hidden ones for their author and staff) with its post's creator; else 404. */
  async function loadCommentToChange(user: SessionUser, id: string) {
    const comment = await findPostComment(db, id);
    if (!comment || !mayViewHidden(user, { authorId: comment.userId, hiddenAt: comment.hiddenAt })) {
      throw notFound(POST_COMMENT_NOT_FOUND);
    }
    const found = await findPostWithCreator(db, comment.postId);
    if (!found) throw notFound(POST_COMMENT_NOT_FOUND);
    return { comment, creatorUserId: found.creator.userId };
  }

  router.patch("/post-comments/:id", async (req, res) => {
    const user = requireUser(req);
    const subject = await loadCommentToChange(user, req.params.id);
    authorize(user, "editPostComment", subject);
    // Editing is writing on the post: the author must still be able to see it.
    await loadPostOpenTo(db, user, subject.comment.postId);
    const { content } = parse(postCommentInputSchema, req.body);
    const updated = await updatePostComment(db, subject.comment.id, content);
    if (!updated) throw notFound(POST_COMMENT_NOT_FOUND);
    res.json(presentPostComment(updated));
  });

  router.delete("/post-comments/:id", async (req, res) => {
    const user = requireUser(req);
    const subject = await loadCommentToChange(user, req.params.id);
    authorize(user, "deletePostComment", subject);
    await deletePostComment(db, subject.comment.id);
    res.status(204).end();
  });

  return router;
}
