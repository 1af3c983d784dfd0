/**
 * Posts (GET /api/posts/creator/:creatorProfileId, POST /api/posts, POST and
 * DELETE /api/posts/:id/like): a creator's feed (premium media locked for
 * viewers who may not see them), publishing, and likes.
 */
import { Router } from "express";
import { postInputSchema } from "@shared/validation";
import { currentUser, requireUser, type SessionUser } from "../../auth/guards";
import { likePost, unlikePost } from "../../commands/like-post";
import { publishPost } from "../../commands/publish-post";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { canViewCreatorContent } from "../../policies/creator-content";
import { presentLikeState, presentPost } from "../../presenters/post";
import { loadCreatorProfile } from "../creators/load";
import { findPostWithCreator, listCreatorPosts } from "./queries";

export function postsRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.get("/posts/creator/:creatorProfileId", async (req, res) => {
    const viewer = currentUser(req);
    const profile = await loadCreatorProfile(db, req.params.creatorProfileId);
    const page = parse(pageQuerySchema, req.query);
    // The content rule is asked once for the whole page.
    const mayViewCreatorContent = await canViewCreatorContent(db, viewer, profile);
    const rows = await listCreatorPosts(db, profile.id, viewer?.id, page);
    res.json(rows.map(({ post, likedByViewer }) => presentPost(post, { viewer, mayViewCreatorContent, likedByViewer })));
  });

  router.post("/posts", async (req, res) => {
    const user = requireUser(req);
    const input = parse(postInputSchema, req.body);
    const profile = await loadCreatorProfile(db, input.creatorProfileId);
    authorize(user, "publishPost", profile);
    const post = await publishPost(ctx, { author: user, profile, post: input });
    res.status(201).json(presentPost(post, { viewer: user, mayViewCreatorContent: true, likedByViewer: false }));
  });

  /** The post, if the caller may like it (a premium post they may not see is refused). */
  async function loadLikeablePost(user: SessionUser, postId: string) {
    const found = await findPostWithCreator(db, postId);
    if (!found) throw notFound("Post not found");
    const mayViewCreatorContent = await canViewCreatorContent(db, user, found.creator);
    authorize(user, "likePost", { post: found.post, mayViewCreatorContent });
    return found.post;
  }

  router.post("/posts/:id/like", async (req, res) => {
    const user = requireUser(req);
    const post = await loadLikeablePost(user, req.params.id);
    res.json(presentLikeState(await likePost(db, { postId: post.id, userId: user.id }), true));
  });

  router.delete("/posts/:id/like", async (req, res) => {
    const user = requireUser(req);
    const post = await loadLikeablePost(user, req.params.id);
    res.json(presentLikeState(await unlikePost(db, { postId: post.id, userId: user.id }), false));
  });

  return router;
}
