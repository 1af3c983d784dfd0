/**
 * Every background job: its payload, its queue settings and, for scheduled work,
 * when it runs. Handlers live in ./handlers, one file each.
 */
import type { QueueOptions, QueuePolicy } from "pg-boss";

export interface JobPayloads {
  /** Tell every fan of the creator about a new post, in batches. */
  "notify-fans-of-post": { postId: string };
  /**
   * Tell a post's creator about the comments others wrote on it since `since`
   * (the comment that armed the job): one waiting job per post collects them all.
   */
  "notify-creator-of-comments": { postId: string; since: string };
  /** Make uploaded images' sizes, placeholders and WebP variants once they are put to use (one upload, or the demo's images at once). */
  "make-image-variants": { objectPaths: string[] };
  /** Delete stored files (with their image variants) a committed write let go of: deleted posts, listings, accounts. */
  "delete-stored-objects": { objectPaths: string[] };
  /** End subscriptions at the payment provider now, with no further charge (a deleted account's). */
  "cancel-subscriptions-at-provider": { stripeSubscriptionIds: string[] };
  /** Delete uploads that were never attached to anything, within an hour of their upload URL's expiry. */
  "clean-up-unattached-uploads": Record<string, never>;
  /** Delete expired sign-in sessions. */
  "prune-expired-sessions": Record<string, never>;
  /** Delete the live channel's events older than its retention window (server/realtime/prune.ts). */
  "prune-realtime-events": Record<string, never>;
  /** Apply a verified payment event (stored in payment_events by the webhook) to subscriptions, invoices and the ledger. */
  "process-payment-event": { eventId: string };
  /** A Paw Bazar order's reservation ran out: unless paid, it expires and its item is available again (server/orders/expire.ts). */
  "expire-order": { orderId: string };
  /** A paid order was canceled or its dispute refunded: its whole payment back through the provider, then the ledger's hold reversed (server/orders/refund-payment.ts). */
  "refund-order": { orderId: string };
  /** A shipped or ready order's days ran out: unless confirmed or disputed first, it completes and its seller is paid (server/orders/complete.ts). */
  "complete-order": { orderId: string };
  /** The built-in test payment provider: POST one of its events to the app's webhook, signed, until it answers 2xx. */
  "test-payments-deliver-event": { eventId: string };
  /** The built-in test payment provider: renewals, retries, expiries, period ends and payouts due at its clock. */
  "test-payments-billing-cycle": Record<string, never>;
  /**
   * Transcode an uploaded video (server/video): stage "watchable" probes it, makes
   * its poster and the renditions up to 1080; stage "2160" follows for a 4K
   * source at a lower priority and adds itself to the master playlist.
   */
  "transcode-video": { assetId: string; stage: "watchable" | "2160" };
  /**
   * A transcode-video job out of retries (its dead letter: thrown, expired or its worker gone
   * each time): the asset is marked failed with a reason rather than left processing for ever.
   */
  "transcode-video-failed": { assetId: string; stage: "watchable" | "2160" };
  /** Send these people their badges' counts (unread.changed): notifications of theirs were deleted (loaders/unread-counts.ts). */
  "announce-unread-counts": { userIds: string[] };
  /** "Message your fans": write a creator's broadcast into each fan's conversation, in batches (server/commands/message-broadcasts.ts). */
  "send-message-broadcast": { broadcastId: string };
  /** Tell the fans a live is for that it was scheduled, started or canceled, in batches (server/live/notify-fans.ts). */
  "notify-fans-of-live": { liveSessionId: string; notice: "scheduled" | "started" | "canceled" };
  /** 15 minutes before a live's time: remind its fans, if it is still scheduled then (server/live/sessions.ts). */
  "remind-fans-of-live": { liveSessionId: string; scheduledFor: string };
  /** A live with "Save replay" on ended: its recording becomes a video post (server/live/replay.ts). */
  "save-live-replay": { liveSessionId: string };
  /** Send one email of the outbox (server/mail/send-job.ts): through SMTP_URL, or kept by the built-in outbox. */
  "send-mail": { mailId: string };
  /** Email the daily digest of new posts of `day` (YYYY-MM-DD, UTC; the schedule's run: the day before) to those who chose it (server/mail/new-posts-digest.ts). */
  "send-new-posts-digest": { day?: string };
  /** Email a creator about a new fan, per their choice for new fans (server/mail/new-fan-mail.ts); sent with the "New PawFan!" notification. */
  "mail-new-fan": { notificationId: string };
  /** Email people about direct messages unread for 10 minutes, at most once an hour per conversation (server/mail/unread-messages.ts). */
  "mail-unread-messages": Record<string, never>;
  /** End the lives whose ingesting instance vanished without restarting (server/live/orphans.ts). */
  "end-vanished-lives": Record<string, never>;
  /** Send to be transcoded the video posts waiting for a transcode nobody sent (published before there were any, or a lost job). */
  "transcode-waiting-videos": Record<string, never>;
}
export type JobName = keyof JobPayloads;

interface JobDefinition {
  queue: QueueOptions & { policy?: QueuePolicy; deadLetter?: JobName };
  /** Jobs fetched per poll. */
  batchSize: number;
  /** A cron expression (UTC) for scheduled jobs. */
  cron?: string;
}

/** How long a post's comment notification waits for more comments to tell the creator about at once. */
export const COMMENT_NOTIFICATION_DELAY_SECONDS = 60;

export const JOB_DEFINITIONS: Record<JobName, JobDefinition> = {
  "announce-unread-counts": {
    queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 5 * 60 },
    batchSize: 10,
  },
  "send-message-broadcast": {
    // A rerun starts after the last batch committed and writes no fan's copy twice.
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 30 * 60 },
    batchSize: 5,
  },
  "notify-fans-of-post": {
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
    batchSize: 20,
  },
  "notify-fans-of-live": {
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
    batchSize: 20,
  },
  "remind-fans-of-live": {
    // "exclusive": one queued or running job per singleton key (the live and its time), whoever sends it.
    queue: { policy: "exclusive", retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
    batchSize: 20,
  },
  "save-live-replay": {
    // Joins the recording (no re-encoding) and stores it: seconds for an hour's live. Once per live (its id as singleton key).
    queue: { policy: "exclusive", retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 30 * 60 },
    batchSize: 1,
  },
  "notify-creator-of-comments": {
    // "short": at most one waiting job per post (sent with the post's id as singletonKey); a comment
    // while one waits adds nothing, a comment while it runs queues the next batch.
    queue: { policy: "short", retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 5 * 60 },
    batchSize: 20,
  },
  "make-image-variants": {
    // A second of CPU per large photo: a few per poll, so one instance's burst of uploads cannot hog its workers.
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 5 * 60 },
    batchSize: 4,
  },
  "delete-stored-objects": {
    queue: { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 },
    batchSize: 5,
  },
  "cancel-subscriptions-at-provider": {
    // A provider outage: retried for about a day, like the payment events.
    queue: { retryLimit: 25, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 * 60, expireInSeconds: 15 * 60 },
    batchSize: 5,
  },
  "clean-up-unattached-uploads": {
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
    batchSize: 1,
    // Every 15 minutes: with its 45 minutes' grace, a file never attached is gone within an hour of its URL's expiry.
    cron: "2,17,32,47 * * * *",
  },
  "end-vanished-lives": {
    // Every minute: a vanished instance's live ends within the ingest timeout and a minute.
    queue: { retryLimit: 1, retryDelay: 30, expireInSeconds: 5 * 60 },
    batchSize: 1,
    cron: "* * * * *",
  },
  "transcode-waiting-videos": {
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 10 * 60 },
    batchSize: 1,
    cron: "*/15 * * * *",
  },
  "prune-expired-sessions": {
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 5 * 60 },
    batchSize: 1,
    cron: "43 * * * *",
  },
  "prune-realtime-events": {
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 5 * 60 },
    batchSize: 1,
    cron: "13 * * * *",
  },
  "send-mail": {
    // A mail server that is down or answers 4xx: tried again after 10 s, doubling, up to an hour apart, for about a day.
    // A permanent failure (5xx) is not retried: its address is suppressed (server/mail/send-job.ts).
    queue: { retryLimit: 30, retryDelay: 10, retryBackoff: true, retryDelayMax: 60 * 60, expireInSeconds: 5 * 60 },
    batchSize: 50,
  },
  "send-new-posts-digest": {
    // Just after midnight UTC, for the day that ended; a rerun writes no one's digest twice.
    queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
    batchSize: 1,
    cron: "5 0 * * *",
  },
  "mail-new-fan": {
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 5 * 60 },
    batchSize: 20,
  },
  "mail-unread-messages": {
    // Every minute: a message is emailed about between 10 and 11 minutes after it was sent.
    queue: { retryLimit: 1, retryDelay: 30, expireInSeconds: 5 * 60 },
    batchSize: 1,
    cron: "* * * * *",
  },
  "process-payment-event": {
    // A provider outage while re-reading the event's object: retried for about a day.
    queue: { retryLimit: 25, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 * 60, expireInSeconds: 5 * 60 },
    batchSize: 20,
  },
  "expire-order": {
    // Sent with the order for its reservedUntil; retried while the provider cannot cancel the payment.
    queue: { retryLimit: 25, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 * 60, expireInSeconds: 5 * 60 },
    batchSize: 20,
  },
  "refund-order": {
    // A provider outage: retried for about a day, like the payment events; a rerun refunds only what is left.
    queue: { retryLimit: 25, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 * 60, expireInSeconds: 5 * 60 },
    batchSize: 10,
  },
  "complete-order": {
    // Sent with the shipment for its completesAt; a run before its time (clocks apart) fails and is tried again shortly.
    queue: { retryLimit: 25, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 * 60, expireInSeconds: 5 * 60 },
    batchSize: 20,
  },
  "test-payments-deliver-event": {
    // Retried until the webhook answers 2xx (a server still starting, a restart).
    queue: { retryLimit: 100, retryDelay: 2, retryBackoff: true, retryDelayMax: 5 * 60, expireInSeconds: 60 },
    batchSize: 20,
  },
  "test-payments-billing-cycle": {
    // The next minute's run does whatever this one left undone.
    queue: { retryLimit: 0, expireInSeconds: 10 * 60 },
    batchSize: 1,
    cron: "* * * * *",
  },
  // Before "transcode-video": a queue's dead letter queue must exist when it is made.
  "transcode-video-failed": {
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 5 * 60 },
    batchSize: 20,
  },
  "transcode-video": {
    // Minutes of CPU per job: one per poll, TRANSCODE_CONCURRENCY workers per instance (server.ts), the
    // watchable stage first (its priority is higher). A worker that dies stops its heartbeat, and the job
    // is retried on any instance within a minute; a rerun replaces what the first run left.
    // Out of retries, the job goes to "transcode-video-failed", which marks the asset failed.
    queue: {
      retryLimit: 4,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 3 * 60 * 60,
      heartbeatSeconds: 60,
      deadLetter: "transcode-video-failed",
    },
    batchSize: 1,
  },
};
