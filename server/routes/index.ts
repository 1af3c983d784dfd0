/** Every /api router, one folder per resource. */
import { Router } from "express";
import type { AppContext } from "../context";
import { communityRouter } from "./community/router";
import { contactRouter } from "./contact/router";
import { creatorsRouter } from "./creators/router";
import { marketplaceRouter } from "./marketplace/router";
import { notificationsRouter } from "./notifications/router";
import { postsRouter } from "./posts/router";
import { subscriptionsRouter } from "./subscriptions/router";
import { tiersRouter } from "./tiers/router";
import { vetArticlesRouter } from "./vet-articles/router";
import { wellnessTipsRouter } from "./wellness-tips/router";

export function apiRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(creatorsRouter(ctx));
  router.use(postsRouter(ctx));
  router.use(tiersRouter(ctx));
  router.use(subscriptionsRouter(ctx));
  router.use(notificationsRouter(ctx));
  router.use(contactRouter(ctx));
  router.use(communityRouter(ctx));
  router.use(marketplaceRouter(ctx));
  router.use(wellnessTipsRouter(ctx));
  router.use(vetArticlesRouter(ctx));
  return router;
}
