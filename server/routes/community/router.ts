/**
 * Community threads (GET/POST /api/community-threads, GET /api/community-threads/:id)
 * and their comments (GET /api/thread-comments/:threadId, POST /api/thread-comments).
 * Visitors read everything; any signed-in user may start a thread or comment.
 * PATCH /api/community-threads/:id and /api/thread-comments/:id: their author;
 * DELETE of either: their author or staff (a thread's comments go with it, a
 * comment's thread count follows).
 */
import { Router } from "express";
import { THREAD_CATEGORIES } from "@shared/constants/categories";
import { commentInputSchema, commentUpdateSchema, threadInputSchema, threadUpdateSchema } from "@shared/validation";
import { currentUser, requireUser, type SessionUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { addComment, THREAD_NOT_FOUND } from "../../commands/add-comment";
import { COMMENT_NOT_FOUND, deleteComment } from "../../commands/delete-comment";
import { notFound } from "../../http/errors";
import { oneOfFilter, searchFilter } from "../../http/list-filter";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { mayViewHidden } from "../../policies/moderation";
import { presentComment, presentThread } from "../../presenters/community";
import {
  deleteThread,
  findComment,
  findThread,
  insertThread,
  listComments,
  listThreads,
  updateComment,
  updateThread,
} from "./queries";

const threadListQuerySchema = pageQuerySchema.extend({
  category: oneOfFilter(THREAD_CATEGORIES, "category"),
  q: searchFilter,
});

export function communityRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });

  router.get("/community-threads", async (req, res) => {
    const query = parse(threadListQuerySchema, req.query);
    const threads = await listThreads(ctx.db, query, currentUser(req));
    res.json(threads.map(presentThread));
  });

  router.get("/community-threads/:id", async (req, res) => {
    const thread = await findThread(ctx.db, req.params.id);
    if (!thread || !mayViewHidden(currentUser(req), { authorId: thread.userId, hiddenAt: thread.hiddenAt })) {
      throw notFound(THREAD_NOT_FOUND);
    }
    res.json(presentThread(thread));
  });

  router.post("/community-threads", async (req, res) => {
    const viewer = requireUser(req);
    const input = parse(threadInputSchema, req.body);
    const thread = await insertThread(ctx.db, viewer.id, input);
    res.status(201).json(presentThread(thread));
  });

  router.get("/thread-comments/:threadId", async (req, res) => {
    const viewer = currentUser(req);
    const thread = await findThread(ctx.db, req.params.threadId);
    if (!thread || !mayViewHidden(viewer, { authorId: thread.userId, hiddenAt: thread.hiddenAt })) {
      throw notFound(THREAD_NOT_FOUND);
    }
    const page = parse(pageQuerySchema, req.query);
    const comments = await listComments(ctx.db, thread.id, page, viewer);
    res.json(comments.map(presentComment));
  });

  router.post("/thread-comments", async (req, res) => {
    const viewer = requireUser(req);
    const input = parse(commentInputSchema, req.body);
    const comment = await addComment(ctx.db, { author: viewer, threadId: input.threadId, content: input.content });
    res.status(201).json(presentComment(comment));
  });

  /** A thread (or comment) the caller may see, hidden ones included for their author and staff; else 404. */
  async function loadThreadToChange(user: SessionUser, id: string) {
    const thread = await findThread(ctx.db, id);
    if (!thread || !mayViewHidden(user, { authorId: thread.userId, hiddenAt: thread.hiddenAt })) throw notFound(THREAD_NOT_FOUND);
    return thread;
  }
  async function loadCommentToChange(user: SessionUser, id: string) {
    const comment = await findComment(ctx.db, id);
    if (!comment || !mayViewHidden(user, { authorId: comment.userId, hiddenAt: comment.hiddenAt })) throw notFound(COMMENT_NOT_FOUND);
    return comment;
  }

  router.patch("/community-threads/:id", async (req, res) => {
    const user = requireUser(req);
    const thread = await loadThreadToChange(user, req.params.id);
    authorize(user, "editThread", thread);
    const updated = await updateThread(ctx.db, thread.id, parse(threadUpdateSchema, req.body));
    if (!updated) throw notFound(THREAD_NOT_FOUND);
    res.json(presentThread(updated));
  });

  router.delete("/community-threads/:id", async (req, res) => {
    const user = requireUser(req);
    const thread = await loadThreadToChange(user, req.params.id);
    authorize(user, "deleteThread", thread);
    if (!(await deleteThread(ctx.db, thread.id))) throw notFound(THREAD_NOT_FOUND);
    res.status(204).end();
  });

  router.patch("/thread-comments/:id", async (req, res) => {
    const user = requireUser(req);
    const comment = await loadCommentToChange(user, req.params.id);
    authorize(user, "editComment", comment);
    const { content } = parse(commentUpdateSchema, req.body);
    const updated = await updateComment(ctx.db, comment.id, content);
    if (!updated) throw notFound(COMMENT_NOT_FOUND);
    res.json(presentComment(updated));
  });

  router.delete("/thread-comments/:id", async (req, res) => {
    const user = requireUser(req);
    const comment = await loadCommentToChange(user, req.params.id);
    authorize(user, "deleteComment", comment);
    await deleteComment(ctx.db, comment.id);
    res.status(204).end();
  });

  return router;
}
