/**
 * Subscriptions: subscribing (with the creator's notification), the caller's
 * own list, cancelling, and the creator's subscriber list.
 */
import { Router } from "express";
import { subscriptionInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { canViewCreatorBusiness } from "../../policies/creator-profile";
import { canCancelSubscription, canSubscribeTo } from "../../policies/subscription";
import { publicNameOf } from "../../presenters/creator-profile";
import { presentCreatorSubscription, presentMySubscription } from "../../presenters/subscription";
import { notifyCreatorOfNewSubscriber } from "../../services/notifications";
import { loadCreatorProfile } from "../creators/load";
import { findCreatorTier } from "../tiers/queries";
import {
  cancelSubscription,
  findSubscriptionWithCreator,
  insertActiveSubscription,
  listCreatorSubscriptions,
  listSubscriberSubscriptions,
} from "./queries";

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
    if (!canSubscribeTo(user, profile)) throw badRequest("You cannot subscribe to your own profile");
    const tier = input.tierId ? await findCreatorTier(db, profile.id, input.tierId) : undefined;
    if (input.tierId && !tier) throw badRequest("Tier not found");

    const subscription = await db.transaction(async (tx) => {
      const created = await insertActiveSubscription(tx, {
        subscriberId: user.id,
        creatorProfileId: profile.id,
        tierId: tier?.id ?? null,
        price: tier?.price ?? profile.subscriptionPrice,
      });
      if (!created) throw conflict("You are already subscribed to this PawPal");
      await notifyCreatorOfNewSubscriber(tx, profile, publicNameOf(user));
      return created;
    });
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
    if (!canCancelSubscription(user, found.subscription)) throw forbidden("Only the subscriber can cancel it");
    // Cancelling twice leaves it canceled and answers the same.
    const canceled = await cancelSubscription(db, found.subscription.id);
    res.json(presentMySubscription(canceled, found.creator));
  });

  router.get("/subscriptions/creator/:creatorProfileId", async (req, res) => {
    const user = requireUser(req);
    const profile = await loadCreatorProfile(db, req.params.creatorProfileId);
    if (!canViewCreatorBusiness(user, profile)) throw forbidden("Only the profile's owner can see its subscribers");
    const page = parse(pageQuerySchema, req.query);
    const rows = await listCreatorSubscriptions(db, profile.id, page);
    res.json(rows.map((row) => presentCreatorSubscription(row, user)));
  });

  return router;
}
