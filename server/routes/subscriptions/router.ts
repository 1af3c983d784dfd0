/**
 * Subscriptions (POST /api/subscriptions, GET /api/subscriptions/mine, POST
 * /api/subscriptions/:id/cancel, GET /api/subscriptions/creator/:creatorProfileId):
 * subscribing, the caller's own list, cancelling, and the creator's subscriber list.
 */
import { Router } from "express";
import { subscriptionInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import { cancelSubscription } from "../../commands/cancel-subscription";
import { subscribe } from "../../commands/subscribe";
import type { AppContext } from "../../context";
import { badRequest, forbidden, notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentCreatorSubscription, presentMySubscription } from "../../presenters/subscription";
import { loadCreatorProfile } from "../creators/load";
import { findCreatorTier } from "../tiers/queries";
import { findSubscriptionWithCreator, listCreatorSubscriptions, listSubscriberSubscriptions } from "./queries";

export function subscriptionsRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;

  router.post("/subscriptions", async (req, res) => {
    const user = requireUser(req);
    const input = parse(subscriptionInputSchema, req.body);
    // The subscriber is always the caller; a body naming someone else is refused, not ignored.
    if (input.subscriberId !== undefined && input.subscriberId !== user.id) {
      throw forbidden("You can only subscribe for yourself");
    }
    const profile = await loadCreatorProfile(db, input.creatorProfileId);
    const tier = input.tierId ? await findCreatorTier(db, profile.id, input.tierId) : undefined;
    if (input.tierId && !tier) throw badRequest("Tier not found");
    const subscription = await subscribe(db, { subscriber: user, profile, tier });
    res.status(201).json(presentMySubscription(subscription, profile));
  });

  router.get("/subscriptions/mine", async (req, res) => {
    const user = requireUser(req);
    const page = parse(pageQuerySchema, req.query);
    const rows = await listSubscriberSubscriptions(db, user.id, page);
    res.json(rows.map(({ subscription, creator }) => presentMySubscription(subscription, creator)));
  });

  router.post("/subscriptions/:id/cancel", async (req, res) => {
    const user = requireUser(req);
    const found = await findSubscriptionWithCreator(db, req.params.id);
    if (!found) throw notFound("Subscription not found");
    authorize(user, "cancelSubscription", found.subscription);
    res.json(presentMySubscription(await cancelSubscription(db, found.subscription), found.creator));
  });

  router.get("/subscriptions/creator/:creatorProfileId", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.creatorProfileId);
    authorize(user, "viewSubscribers", profile);
    const page = parse(pageQuerySchema, req.query);
    const rows = await listCreatorSubscriptions(db, profile.id, page);
    res.json(rows.map((row) => presentCreatorSubscription(row, { viewer: user, profile })));
  });

  return router;
}
