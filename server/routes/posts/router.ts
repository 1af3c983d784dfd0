/**
 * Posts (GET /api/posts/creator/:creatorProfileId, POST /api/posts, POST and
 * DELETE /api/posts/:id/like): a creator's feed (premium media locked for
 * viewers who may not see them), publishing, and likes. PATCH /api/posts/:id
 * (caption, isPremium: its creator) and DELETE /api/posts/:id (its creator or staff).
 */
import { Router } from "express";
import { postInputSchema, postUpdateSchema } from "@shared/validation";
import { currentUser, requireUser, type SessionUser } from "../../auth/guards";
import { deletePost } from "../../commands/delete-post";
import { editPost, POST_NOT_FOUND } from "../../commands/edit-post";
import { likePost, unlikePost } from "../../commands/like-post";
import { publishPost } from "../../commands/publish-post";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { canViewCreatorContent } from "../../policies/creator-content";
import { mayViewHidden } from "../../policies/moderation";
import { presentLikeState, presentPost } from "../../presenters/post";
import { loadCreatorProfile, loadVisibleCreatorProfile } from "../../loaders/creator-profile";
import { findPostWithCreator, isPostLikedBy, listCreatorPosts } from "./queries";

export function postsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;

  router.get("/posts/creator/:creatorProfileId", async (req, res) => {
    const viewer = currentUser(req);
    const profile = await loadVisibleCreatorProfile(db, req.params.creatorProfileId, viewer);
    const page = parse(pageQuerySchema, req.query);
    // The content rule is asked once for the whole page.
    const mayViewCreatorContent = await canViewCreatorContent(db, viewer, profile);
    const rows = await listCreatorPosts(db, profile, viewer, page);
    res.json(
      rows.map(({ post, likedByViewer, ...media }) => presentPost(post, { viewer, mayViewCreatorContent, likedByViewer }, media)),
    );
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
    if (!found || !mayViewHidden(user, { authorId: found.creator.userId, hiddenAt: found.post.hiddenAt })) {
      throw notFound("Post not found");
    }
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

  /** The post and its creator, as its creator or staff may see it (hidden posts too); 404 for others who may not. */
  async function loadPostToChange(user: SessionUser, postId: string) {
    const found = await findPostWithCreator(db, postId);
    if (!found || !mayViewHidden(user, { authorId: found.creator.userId, hiddenAt: found.post.hiddenAt })) {
      throw notFound(POST_NOT_FOUND);
    }
    return found;
  }

  router.patch("/posts/:id", async (req, res) => {
    const user = requireUser(req);
    const found = await loadPostToChange(user, req.params.id);
    authorize(user, "editPost", found.creator);
    const changes = parse(postUpdateSchema, req.body);
    const post = await editPost(db, { postId: found.post.id, changes });
    const likedByViewer = await isPostLikedBy(db, post.id, user.id);
    res.json(presentPost(post, { viewer: user, mayViewCreatorContent: true, likedByViewer }));
  });

  router.delete("/posts/:id", async (req, res) => {
    const user = requireUser(req);
    const found = await loadPostToChange(user, req.params.id);
    authorize(user, "deletePost", found.creator);
    await deletePost(ctx, found.post.id);
    res.status(204).end();
  });

  return router;
}
