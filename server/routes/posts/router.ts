/**
 * Posts: a creator's feed (premium media locked for viewers who may not see
 * them), publishing with the subscriber fan-out, and likes.
 */
import { Router } from "express";
import { postInputSchema } from "@shared/validation";
import { currentUser, requireUser, type SessionUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { forbidden, notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { canViewCreatorContent } from "../../policies/creator-content";
import { canPublishPost, canViewPost } from "../../policies/post";
import { presentLikeState, presentPost } from "../../presenters/post";
import { notifySubscribersOfNewPost } from "../../services/notifications";
import { attachPostMedia } from "../../storage/media-acl";
import { loadCreatorProfile } from "../creators/load";
import { addLike, findPostWithCreator, insertPost, listCreatorPosts, removeLike } from "./queries";

export function postsRouter(ctx: AppContext): Router {
  const router = Router();
  const { db, storage } = ctx;

  router.get("/posts/creator/:creatorProfileId", async (req, res) => {
    const viewer = currentUser(req);
    const profile = await loadCreatorProfile(db, req.params.creatorProfileId);
    const page = parse(pageQuerySchema, req.query);
    // The content rule is asked once for the whole page.
    const mayViewCreatorContent = await canViewCreatorContent(db, viewer, profile);
    const rows = await listCreatorPosts(db, profile.id, viewer?.id, page);
    res.json(rows.map(({ post, likedByViewer }) => presentPost(post, { mayViewCreatorContent, likedByViewer })));
  });

  router.post("/posts", async (req, res) => {
    const user = requireUser(req);
    const input = parse(postInputSchema, req.body);
    const profile = await loadCreatorProfile(db, input.creatorProfileId);
    if (!canPublishPost(user, profile)) throw forbidden("Only the profile's owner can post to it");
    const post = await db.transaction(async (tx) => {
      const media = { ownerId: user.id, creatorProfileId: profile.id, premium: input.isPremium };
      await attachPostMedia(tx, storage, { ...media, mediaUrl: input.mediaUrl });
      if (input.thumbnailUrl) await attachPostMedia(tx, storage, { ...media, mediaUrl: input.thumbnailUrl });
      const created = await insertPost(tx, input);
      await notifySubscribersOfNewPost(tx, created, profile);
      return created;
    });
    res.status(201).json(presentPost(post, { mayViewCreatorContent: true, likedByViewer: false }));
  });

  /** The post, if the caller may view it (a locked premium post is refused). */
  async function loadViewablePost(user: SessionUser, postId: string) {
    const found = await findPostWithCreator(db, postId);
    if (!found) throw notFound("Post not found");
    if (!(await canViewPost(db, user, found.post, found.creator))) {
      throw forbidden("Subscribe to this PawPal to like their exclusive posts");
    }
    return found.post;
  }

  router.post("/posts/:id/like", async (req, res) => {
    const user = requireUser(req);
    const post = await loadViewablePost(user, req.params.id);
    const likes = await db.transaction((tx) => addLike(tx, post.id, user.id));
    res.json(presentLikeState(likes, true));
  });

  router.delete("/posts/:id/like", async (req, res) => {
    const user = requireUser(req);
    const post = await loadViewablePost(user, req.params.id);
    const likes = await db.transaction((tx) => removeLike(tx, post.id, user.id));
    res.json(presentLikeState(likes, false));
  });

  return router;
}
