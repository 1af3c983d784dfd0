/**
 * Community threads (GET/POST /api/community-threads, GET /api/community-threads/:id)
 * and their comments (GET /api/thread-comments/:threadId, POST /api/thread-comments).
 * Visitors read everything; any signed-in user may start a thread or comment.
 */
import { Router } from "express";
import { THREAD_CATEGORIES } from "@shared/constants";
import { commentInputSchema, threadInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { addComment, THREAD_NOT_FOUND } from "../../commands/add-comment";
import { notFound } from "../../http/errors";
import { oneOfFilter, searchFilter } from "../../http/list-filter";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { presentComment, presentThread } from "../../presenters/community";
import { findThread, insertThread, listComments, listThreads } from "./queries";

const threadListQuerySchema = pageQuerySchema.extend({
  category: oneOfFilter(THREAD_CATEGORIES, "category"),
  q: searchFilter,
});

export function communityRouter(ctx: AppContext): Router {
  const router = Router();

  router.get("/community-threads", async (req, res) => {
    const query = parse(threadListQuerySchema, req.query);
    const threads = await listThreads(ctx.db, query);
    res.json(threads.map(presentThread));
  });

  router.get("/community-threads/:id", async (req, res) => {
    const thread = await findThread(ctx.db, req.params.id);
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    res.json(presentThread(thread));
  });

  router.post("/community-threads", async (req, res) => {
    const viewer = requireUser(req);
    const input = parse(threadInputSchema, req.body);
    const thread = await insertThread(ctx.db, viewer.id, input);
    res.status(201).json(presentThread(thread));
  });

  router.get("/thread-comments/:threadId", async (req, res) => {
    const thread = await findThread(ctx.db, req.params.threadId);
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    const page = parse(pageQuerySchema, req.query);
    const comments = await listComments(ctx.db, thread.id, page);
    res.json(comments.map(presentComment));
  });

  router.post("/thread-comments", async (req, res) => {
    const viewer = requireUser(req);
    const input = parse(commentInputSchema, req.body);
    const comment = await addComment(ctx.db, { authorId: viewer.id, threadId: input.threadId, content: input.content });
    res.status(201).json(presentComment(comment));
  });

  return router;
}
