/**
 * Tells the fans a live is for that it was scheduled, starts soon, is live now
 * or was canceled (the fan-out of realtime/fan-out.ts, as for posts). A fan is
 * told when their subscription counts, what it gives includes live
 * streams, and their tier is in the live's audience: the terms of the watch rule
 * (policies/live-session.ts), so nobody is told of a live they could not watch.
 * A rerun writes nothing twice: notifications are unique per person, live and kind.
 */
import { sql, type SQL } from "drizzle-orm";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import type { RealtimeEventData } from "@shared/realtime";
import type { Db } from "../db";
import { FAN_BENEFITS, FAN_PRICE, notifyFans } from "../realtime/fan-out";
import { mailGroup, type NotificationMailContext } from "../mail/notification-mail";
import { liveMail } from "../mail/templates/notifications";

export type LiveNotice = "scheduled" | "reminder" | "started" | "canceled";

const NOTIFICATION_TYPE: Record<LiveNotice, string> = {
  scheduled: NOTIFICATION_TYPES.liveScheduled,
  reminder: NOTIFICATION_TYPES.liveReminder,
  started: NOTIFICATION_TYPES.liveStarted,
  canceled: NOTIFICATION_TYPES.liveCanceled,
};

/** The live's status each notice announces on the live channel (a reminder changes nothing). */
const STATUS_OF: Record<LiveNotice, RealtimeEventData["live.status"]["status"] | null> = {
  scheduled: "scheduled",
  reminder: null,
  started: "live",
  canceled: "canceled",
};

function words(notice: LiveNotice, petName: string, title: string): { title: string; message: string } {
  switch (notice) {
    case "scheduled":
      return { title: `${petName} scheduled a live`, message: `${petName} will go live: ${title}` };
    case "reminder":
      return { title: `${petName} goes live soon`, message: `${title} starts in 15 minutes.` };
    case "started":
      return { title: `${petName} is live now`, message: title };
    case "canceled":
      return { title: `${petName} canceled a live`, message: `${title} will not take place.` };
  }
}

/**
 * Given the mail context, a live's scheduling and start are also emailed to the fans told who
 * chose lives by email (in each batch's transaction, mail/notification-mail.ts); reminders and
 * cancellations stay in the app.
 */
export async function notifyFansOfLive(
  db: Db,
  liveSessionId: string,
  notice: LiveNotice,
  batchSize?: number,
  mail?: NotificationMailContext,
): Promise<number> {
  const found = await db.execute<{
    scheduled_for: Date | string | null;
    creator_profile_id: string;
    pet_name: string;
    title: string;
    audience_kind: string;
    min_tier_price: string | null;
  }>(sql`
    select l.scheduled_for, l.creator_profile_id, c.pet_name, l.title, l.audience_kind, mt.price as min_tier_price
    from live_sessions l join creator_profiles c on c.id = l.creator_profile_id
    left join subscription_tiers mt on mt.id = l.audience_min_tier_id
    where l.id = ${liveSessionId}`);
  const live = found.rows[0];
  if (!live) return 0;

  const type = NOTIFICATION_TYPE[notice];
  const status = STATUS_OF[notice];
  const receives: SQL[] = [sql`(${FAN_BENEFITS}->>'liveStreams')::boolean`];
  if (live.audience_kind === "tier") receives.push(sql`${FAN_PRICE} >= ${live.min_tier_price}::numeric`);
  return notifyFans(db, {
    creatorProfileId: live.creator_profile_id,
    subject: { liveSessionId },
    type,
    ...words(notice, live.pet_name, live.title),
    receives,
    // The live's new status, on the live channel, to each fan told.
    alsoSend: (created) =>
      status ? created.map(({ userId }) => ({ userId, type: "live.status", data: { liveSessionId, creatorProfileId: live.creator_profile_id, status } })) : [],
    alsoWrite:
      mail && (notice === "scheduled" || notice === "started")
        ? async (tx, created) => {
            const scheduledFor = live.scheduled_for
              ? new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(live.scheduled_for))
              : null;
            await mailGroup(
              tx,
              mail,
              created.map((c) => c.userId),
              {
                kind: notice === "started" ? "live_started" : "live_scheduled",
                causeKey: `live:${liveSessionId}`,
                choice: "instant",
                draft: ({ links, unsubscribeUrl }) =>
                  liveMail({ links, unsubscribeUrl, notice, creatorName: live.pet_name, title: live.title, watchUrl: links.live(liveSessionId), scheduledFor }),
              },
            );
          }
        : undefined,
    batchSize,
  });
}
