/** Every job's handler, bound to what it needs from the app. */
import type { AppContext } from "../../context";
import type { JobHandlers } from "../queue";
import { cancelSubscriptionsAtProvider } from "./cancel-subscriptions-at-provider";
import { cleanUpUnattachedUploads } from "./clean-up-unattached-uploads";
import { deleteStoredObjects } from "./delete-stored-objects";
import { makeImageVariants } from "./make-image-variants";
import { notifyCreatorOfComments } from "./notify-creator-of-comments";
import { notifyFansOfPost } from "./notify-fans-of-post";
import { sendBroadcast } from "../../commands/message-broadcasts";
import { publishUnreadChangedForMany } from "../../loaders/unread-counts";
import { processPaymentEventJob } from "./process-payment-event";
import { pruneExpiredSessions } from "./prune-expired-sessions";
import { pruneRealtimeEvents } from "../../realtime/prune";
import { deliverTestPaymentEvent, runTestPaymentsBillingCycle } from "./test-payments";
import { transcodeGaveUp, transcodeVideo } from "./transcode-video";
import { transcodeWaitingVideos } from "../../video/waiting-videos";
import { notifyFansOfLive } from "../../live/notify-fans";
import { remindFansOfLive } from "../../live/sessions";
import { saveLiveReplay } from "../../live/replay";
import { endVanishedLives } from "../../live/orphans";
import { expireOrder } from "../../orders/expire";
import { completeOrderWhenDue } from "../../orders/complete";
import { refundOrder } from "../../orders/refund-payment";
import { sendOutboxMail } from "../../mail/send-job";
import { mailTransport } from "../../mail/transport";
import { previousUtcDay, sendNewPostsDigest } from "../../mail/new-posts-digest";
import { mailUnreadMessages } from "../../mail/unread-messages";
import { mailNewFan } from "../../mail/new-fan-mail";

export function jobHandlers(ctx: Pick<AppContext, "db" | "storage" | "payments" | "jobs" | "config" | "sessionSecret">): JobHandlers {
  return {
    "announce-unread-counts": async ({ userIds }) => {
      await ctx.db.transaction((tx) => publishUnreadChangedForMany(tx, userIds));
    },
    "send-message-broadcast": async ({ broadcastId }) => {
      await sendBroadcast(ctx.db, broadcastId);
    },
    "notify-fans-of-post": async ({ postId }) => {
      await notifyFansOfPost(ctx.db, postId, undefined, ctx);
    },
    "notify-fans-of-live": async ({ liveSessionId, notice }) => {
      await notifyFansOfLive(ctx.db, liveSessionId, notice, undefined, ctx);
    },
    "remind-fans-of-live": async ({ liveSessionId, scheduledFor }) => {
      await remindFansOfLive(ctx.db, liveSessionId, scheduledFor);
    },
    "save-live-replay": async ({ liveSessionId }) => {
      await saveLiveReplay(ctx, liveSessionId);
    },
    "end-vanished-lives": async () => {
      await endVanishedLives(ctx);
    },
    "notify-creator-of-comments": async ({ postId, since }) => {
      await notifyCreatorOfComments(ctx.db, postId, new Date(since), ctx);
    },
    "make-image-variants": async ({ objectPaths }) => {
      // One at a time: a rerun skips the images already done.
      for (const objectPath of objectPaths) await makeImageVariants(ctx.db, ctx.storage, objectPath);
    },
    "delete-stored-objects": async ({ objectPaths }) => {
      await deleteStoredObjects(ctx.storage, objectPaths);
    },
    "cancel-subscriptions-at-provider": async ({ stripeSubscriptionIds }) => {
      await cancelSubscriptionsAtProvider(ctx.payments, stripeSubscriptionIds);
    },
    "clean-up-unattached-uploads": async () => {
      await cleanUpUnattachedUploads(ctx.db, ctx.storage);
    },
    "transcode-waiting-videos": async () => {
      await transcodeWaitingVideos(ctx.db, ctx.jobs);
    },
    "prune-expired-sessions": async () => {
      await pruneExpiredSessions(ctx.db);
    },
    "prune-realtime-events": async () => {
      await pruneRealtimeEvents(ctx.db);
    },
    "send-mail": async ({ mailId }) => {
      await sendOutboxMail({ db: ctx.db, config: ctx.config, transport: mailTransport(ctx.config) }, mailId);
    },
    "send-new-posts-digest": async ({ day }) => {
      await sendNewPostsDigest(ctx.db, ctx, day ?? previousUtcDay(new Date()));
    },
    "mail-new-fan": async ({ notificationId }) => {
      await mailNewFan(ctx.db, ctx, notificationId);
    },
    "mail-unread-messages": async () => {
      await mailUnreadMessages(ctx.db, ctx);
    },
    "process-payment-event": async ({ eventId }) => {
      await processPaymentEventJob(ctx, eventId);
    },
    "expire-order": async ({ orderId }) => {
      // Run before its time (clocks apart): failing makes the queue try again shortly.
      if ((await expireOrder(ctx, orderId)) === "not due") throw new Error(`order ${orderId}: its reservation has not run out yet`);
    },
    "refund-order": async ({ orderId }) => {
      await refundOrder(ctx, orderId);
    },
    "complete-order": async ({ orderId }) => {
      if ((await completeOrderWhenDue(ctx, orderId)) === "not due") throw new Error(`order ${orderId}: its days to complete have not run out yet`);
    },
    "test-payments-deliver-event": async ({ eventId }) => {
      await deliverTestPaymentEvent(ctx, eventId);
    },
    "test-payments-billing-cycle": async () => {
      await runTestPaymentsBillingCycle(ctx);
    },
    "transcode-video": async ({ assetId, stage }) => {
      await transcodeVideo(ctx, assetId, stage);
    },
    "transcode-video-failed": async ({ assetId, stage }) => {
      await transcodeGaveUp(ctx.db, assetId, stage);
    },
  };
}
