/**
 * Subscriptions:
 *
 *   POST /api/subscriptions {creatorProfileId, tierId?}   subscribe: 201 {subscription, payment} (incomplete until
 *                                                         paid), 200 the same pending one, 409 when already a fan
 *   GET  /api/subscriptions/mine                          the caller's own
 *   GET  /api/subscriptions/:id                           the subscriber (the subscribe dialog polls it)
 *   GET  /api/subscriptions/:id/invoices                  the subscriber or staff: receipts, newest first
 *   POST /api/subscriptions/:id/cancel                    the subscriber: at period end (now, if never paid)
 *   POST /api/subscriptions/:id/resume                    the subscriber: undoes a cancel before the period ends
 *   GET  /api/subscriptions/:id/change-tier?tierId=       the subscriber: what moving to that tier costs now and when it applies
 *   POST /api/subscriptions/:id/change-tier {tierId}      the subscriber: an upgrade now (the prorated difference charged),
 *                                                         a downgrade at the next renewal; 409 unless active and renewing
 *   GET  /api/subscriptions/creator/:creatorProfileId     the creator's subscriber list (owner or staff)
 */
import { Router } from "express";
import type { SubscribeAnswer, TierChangeAnswer, TierChangePreview } from "@shared/api-types";
import { changeTierInputSchema, subscriptionInputSchema } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import { cancelSubscription, resumeSubscription } from "../../commands/cancel-subscription";
import { changeTier, previewTierChange } from "../../commands/change-tier";
import { subscribe } from "../../commands/subscribe";
import type { AppContext } from "../../context";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { pageQuerySchema } from "../../http/paging";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentCreatorSubscription, presentInvoice, presentMySubscription } from "../../presenters/subscription";
import { loadCreatorProfile, loadVisibleCreatorProfile } from "../../loaders/creator-profile";
import { findCreatorTier } from "../../loaders/tier";
import { findSubscriptionWithCreator, type SubscriptionWithCreator } from "../../loaders/subscription";
import { listCreatorSubscriptions, listSubscriberSubscriptions, listSubscriptionInvoices } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const HIDDEN_PROFILE_TAKES_NO_FANS = "This profile is under review and takes no new subscriptions";

export function subscriptionsRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db } = ctx;

  async function loadSubscription(id: string): Promise<SubscriptionWithCreator> {
    const found = UUID.test(id) ? await findSubscriptionWithCreator(db, id) : undefined;
    if (!found) throw notFound("Subscription not found");
    return found;
  }

  /** The view of the row a command answered, with the creator and tier already loaded. */
  const presentChanged = (found: SubscriptionWithCreator, subscription: SubscriptionWithCreator["subscription"]) =>
    presentMySubscription({ ...found, subscription });

  router.post("/subscriptions", async (req, res) => {
    const user = requireUser(req);
    const input = parse(subscriptionInputSchema, req.body);
    // The subscriber is always the caller; a body naming someone else is refused, not ignored.
    if (input.subscriberId !== undefined && input.subscriberId !== user.id) {
      throw forbidden("You can only subscribe for yourself");
    }
    const profile = await loadVisibleCreatorProfile(db, input.creatorProfileId, user);
    // Hidden by moderation (only staff get this far): it takes no new fans until restored.
    if (profile.hiddenAt) throw conflict(HIDDEN_PROFILE_TAKES_NO_FANS);
    const tier = input.tierId ? await findCreatorTier(db, profile.id, input.tierId) : undefined;
    if (input.tierId && !tier) throw badRequest("Tier not found");
    const result = await subscribe(ctx, { subscriber: user, profile, tier });
    const found = await loadSubscription(result.subscription.id);
    const answer: SubscribeAnswer = { subscription: presentMySubscription(found), payment: result.payment };
    res.status(result.created ? 201 : 200).json(answer);
  });

  router.get("/subscriptions/mine", async (req, res) => {
    const user = requireUser(req);
    const page = parse(pageQuerySchema, req.query);
    const rows = await listSubscriberSubscriptions(db, user.id, page);
    res.json(rows.map(presentMySubscription));
  });

  router.get("/subscriptions/:id", async (req, res) => {
    const user = requireUser(req);
    const found = await loadSubscription(req.params.id);
    authorize(user, "viewSubscription", found.subscription);
    res.json(presentMySubscription(found));
  });

  router.get("/subscriptions/:id/invoices", async (req, res) => {
    const user = requireUser(req);
    const found = await loadSubscription(req.params.id);
    authorize(user, "viewSubscriptionInvoices", found.subscription);
    const page = parse(pageQuerySchema, req.query);
    res.json((await listSubscriptionInvoices(db, found.subscription.id, page)).map(presentInvoice));
  });

  router.post("/subscriptions/:id/cancel", async (req, res) => {
    const user = requireUser(req);
    const found = await loadSubscription(req.params.id);
    authorize(user, "cancelSubscription", found.subscription);
    res.json(presentChanged(found, await cancelSubscription(ctx, found.subscription)));
  });

  router.post("/subscriptions/:id/resume", async (req, res) => {
    const user = requireUser(req);
    const found = await loadSubscription(req.params.id);
    authorize(user, "resumeSubscription", found.subscription);
    res.json(presentChanged(found, await resumeSubscription(ctx, found.subscription)));
  });

  router.get("/subscriptions/:id/change-tier", async (req, res) => {
    const user = requireUser(req);
    const found = await loadSubscription(req.params.id);
    authorize(user, "changeSubscriptionTier", found.subscription);
    const { tierId } = parse(changeTierInputSchema, req.query);
    const answer: TierChangePreview = await previewTierChange(ctx, found.subscription, tierId);
    res.json(answer);
  });

  router.post("/subscriptions/:id/change-tier", async (req, res) => {
    const user = requireUser(req);
    const found = await loadSubscription(req.params.id);
    authorize(user, "changeSubscriptionTier", found.subscription);
    const input = parse(changeTierInputSchema, req.body);
    const result = await changeTier(ctx, found.subscription, input);
    // Loaded again: the tier's name, or the scheduled one's, changed with it.
    const answer: TierChangeAnswer = { subscription: presentMySubscription(await loadSubscription(result.subscription.id)), payment: result.payment };
    res.json(answer);
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
