/**
 * "New PawFan!": the creator hears of a fan when the first invoice of the fan's
 * subscription is paid (process-event.ts), never for a subscription that was
 * started and cancelled unpaid. A fan who keeps subscribing and ending (paid,
 * then ended at once by a full refund, then again) would still flood the
 * creator, so a creator hears of the same fan at most once a day: a first
 * payment within a day of another paid invoice of the same fan and creator
 * notifies nobody. The day is the provider's time (the invoices' paid_at), so
 * the test provider's clock moves it too. The creator's email about it is written
 * by the `mail-new-fan` job sent here, in the same transaction (mail/new-fan-mail.ts).
 */
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import { displayNameOf } from "@shared/people";
import { creatorProfiles, invoices, notifications, subscriptions, users, type Subscription } from "../db/schema";
import type { DbOrTx } from "../db";
import { notificationsCreated, publish } from "../realtime/publish";
import type { JobQueue } from "../jobs/queue";

/** How long after a fan's paid start the creator does not hear of that fan again. */
const QUIET_PERIOD = "1 day";

/** Inside the event's transaction, once the subscription's first invoice (paid at `paidAt`) is recorded. */
export async function notifyNewFan(tx: DbOrTx, jobs: JobQueue, subscription: Subscription, paidAt: Date): Promise<void> {
  if (await paidRecently(tx, subscription, paidAt)) return;
  const [found] = await tx
    .select({
      fan: {
        displayName: users.displayName,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
      },
      profile: { userId: creatorProfiles.userId, petName: creatorProfiles.petName },
    })
    .from(users)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, subscription.creatorProfileId))
    .where(eq(users.id, subscription.subscriberId));
  if (!found) return;
  const created = await tx
    .insert(notifications)
    .values({
    userId: found.profile.userId,
    creatorProfileId: subscription.creatorProfileId,
    type: NOTIFICATION_TYPES.newSubscriber,
    title: "New PawFan!",
    // The fan's shown name, never built from their email address.
    message: `${displayNameOf(found.fan, { withEmail: false })} subscribed to ${found.profile.petName}.`,
    })
    .returning({ id: notifications.id, userId: notifications.userId });
  await publish(tx, notificationsCreated(created, NOTIFICATION_TYPES.newSubscriber));
  for (const { id } of created) await jobs.send(tx, "mail-new-fan", { notificationId: id }, { singletonKey: id });
}

/** Whether another subscription of this fan to this creator had an invoice paid within the quiet period before `paidAt`. */
async function paidRecently(tx: DbOrTx, subscription: Subscription, paidAt: Date): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(
      and(
        eq(subscriptions.subscriberId, subscription.subscriberId),
        eq(subscriptions.creatorProfileId, subscription.creatorProfileId),
        ne(subscriptions.id, subscription.id),
        gt(invoices.paidAt, sql`${paidAt.toISOString()}::timestamptz - ${QUIET_PERIOD}::interval`),
      ),
    )
    .limit(1);
  return Boolean(earlier);
}
