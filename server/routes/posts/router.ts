/**
 * Posts (GET /api/posts/creator/:creatorProfileId, POST /api/posts, POST and
 * DELETE /api/posts/:id/like): a creator's feed (each post locked, with its
 * reason and the tier that unlocks it, for viewers the one rule of
 * policies/post-access.ts keeps out), publishing, and likes (a locked post's
 * are 403 with its reason). PATCH /api/posts/:id (caption, audience,
 * behind-the-scenes, a new file: its creator), DELETE /api/posts/:id (its creator or
 * staff), GET /api/posts/allowance/:creatorProfileId (the owner: each limited
 * tier's posts left this month). A video or reel post whose video is not
 * watchable yet reaches only its creator and staff, with `videoProcessing`.
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
import { mayViewHidden } from "../../policies/moderation";
import { OPEN_ACCESS, postAccess } from "../../policies/post-access";
import { presentLikeState, presentPost } from "../../presenters/post";
import { presentPostAllowance } from "../../presenters/post-allowance";
import { loadCreatorProfile, loadVisibleCreatorProfile } from "../../loaders/creator-profile";
import { loadEntitlement, loadTierLadder } from "../../loaders/entitlement";
import { findPostWithCreator, loadPostOpenTo } from "../../loaders/post";
import { allowanceRungs, countMonthPosts } from "../../loaders/post-allowance";
import { videoProcessingOf } from "../../video/posts";
import { isPostLikedBy, listCreatorPosts } from "./queries";

export function postsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;

  router.get("/posts/creator/:creatorProfileId", async (req, res) => {
    const viewer = currentUser(req);
    const profile = await loadVisibleCreatorProfile(db, req.params.creatorProfileId, viewer);
    const page = parse(pageQuerySchema, req.query);
    // The entitlement is loaded once for the whole page; the rule is asked per post without a query.
    const [entitlement, rows] = await Promise.all([
      loadEntitlement(db, viewer, profile),
      listCreatorPosts(db, profile, viewer, page),
    ]);
    // Videos not watchable yet (only the creator and staff get them): where each stands, one query for the page.
    const processing = await videoProcessingOf(
      db,
      rows.flatMap(({ post }) => (post.videoReady ? [] : [post])),
    );
    res.json(
      rows.map(({ post, likedByViewer, ...media }) =>
        presentPost(post, { access: postAccess(entitlement, post), likedByViewer, managesPost: entitlement.seesAll }, media, processing.get(post.id)),
      ),
    );
  });

  router.post("/posts", async (req, res) => {
    const user = requireUser(req);
    const input = parse(postInputSchema, req.body);
    const profile = await loadCreatorProfile(db, input.creatorProfileId);
    authorize(user, "publishPost", profile);
    const post = await publishPost(ctx, { author: user, profile, post: input });
    const processing = post.videoReady ? undefined : (await videoProcessingOf(db, [post])).get(post.id);
    res.status(201).json(presentPost(post, { access: OPEN_ACCESS, likedByViewer: false, managesPost: true }, undefined, processing));
  });

  router.get("/posts/allowance/:creatorProfileId", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.creatorProfileId);
    authorize(user, "viewPostAllowance", profile);
    const rungs = allowanceRungs(profile, await loadTierLadder(db, profile.id)).filter(
      (rung) => rung.benefits.exclusivePostsPerMonth !== null,
    );
    const used = await countMonthPosts(db, { creatorProfileId: profile.id, rungs, month: new Date() });
    res.json(rungs.map((rung, i) => presentPostAllowance(rung, used[i])));
  });

  /** The post, if the caller may like it (a locked post is refused with its reason). */
  async function loadLikeablePost(user: SessionUser, postId: string) {
    return (await loadPostOpenTo(db, user, postId)).post;
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
    const post = await editPost(ctx, { postId: found.post.id, profile: found.creator, changes });
    const [likedByViewer, processing] = await Promise.all([
      isPostLikedBy(db, post.id, user.id),
      post.videoReady ? undefined : videoProcessingOf(db, [post]).then((views) => views.get(post.id)),
    ]);
    res.json(presentPost(post, { access: OPEN_ACCESS, likedByViewer, managesPost: true }, undefined, processing));
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
