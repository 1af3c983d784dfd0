/**
 * Deleting one's account (DELETE /api/me), in one transaction with the jobs it
 * sends, so nothing is ever left half-deleted: a failing step rolls all of it
 * back. The users row is kept, anonymised, because invoices, the ledger (append
 * only) and moderation records refer to it; everything the person made or that
 * identifies them goes:
 *
 * - As a fan: every running subscription (incomplete, active, past due) is
 *   canceled now, here and, by a job, at the payment provider, with no further
 *   charge (an immediate cancel, not the fan's usual "at period end").
 * - As a creator: every fan's running subscription is canceled the same way and
 *   each fan is told; posts (with their likes and notifications), tiers and live
 *   sessions are deleted. A profile that ever had a subscriber is kept as a
 *   hidden, anonymised record: its subscriptions, fans' receipts, the ledger and
 *   payouts refer to it, and a balance still owed stays in the ledger, paid out
 *   to the payout account on file as usual. A profile that never had one is deleted.
 * - Threads (with everyone's comments on them), comments (the threads' counts
 *   follow), likes (the posts' counts follow), listings, notifications, contact
 *   messages sent from the address, and every upload: media records now unused,
 *   and a job deleting the files after commit (./release-media.ts). Staff's
 *   published tips and articles stay (the platform's, not personal content), and
 *   so do reports the person filed (a moderation case still needs them; the
 *   reporter is now anonymous).
 * - Their direct messages keep their place in the other person's conversation
 *   but lose their words and photos (shown as "Deleted account").
 * - The row: email, names, picture and the sign-in identity cleared, username
 *   "deleted_<id>", role member, deleted_at set; every session destroyed.
 *   Signing in again with the same identity finds no account (its subject is
 *   gone) and makes a fresh one, which may take the freed email and username.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import { notificationsCreated, publish, type NotificationCreated } from "../realtime/publish";
import { PRODUCT_NAME } from "@shared/constants/product";
import {
  communityThreads,
  contactMessages,
  creatorProfiles,
  liveSessions,
  marketplaceItems,
  messages,
  notifications,
  posts,
  subscriptions,
  subscriptionTiers,
  users,
  type CreatorProfile,
} from "../db/schema";
import { CANCELED_SUBSCRIPTION_STATUS, LIVE_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type { Db, DbOrTx } from "../db";
import { sessionsChanged } from "../auth/session-cache";
import type { JobQueue } from "../jobs/queue";
import type { PaymentProviderKind } from "../payments/provider";
import { mailAccountDeleted } from "../mail/account-mail";
import type { MailContext } from "../mail/outbox";
import { releaseMediaOf } from "./release-media";

/** What a kept creator profile of a deleted account shows (only staff can still see it: it is hidden). */
const DELETED_PROFILE = { petName: "Deleted PawPal", petType: "", breed: null, bio: "", coverImageUrl: null, avatarImageUrl: null };
/** Provider subscriptions per cancellation job. */
const SUBSCRIPTIONS_PER_JOB = 100;

export interface DeleteAccountDeps extends MailContext {
  db: Db;
  jobs: JobQueue;
  /** Which provider this run talks to: only its subscriptions can be canceled there. */
  payments: { kind: PaymentProviderKind };
}

export interface DeletedAccount {
  /** Subscriptions ended: the person's own and their fans'. */
  canceledSubscriptions: number;
  /** Fans told that their creator left. */
  notifiedFans: number;
  /** Whether the creator profile was kept as a hidden record (it had subscribers), deleted, or there was none. */
  creatorProfile: "kept hidden" | "deleted" | "none";
  /** Uploaded files whose deletion was queued. */
  releasedFiles: number;
}

const deletedUsername = (userId: string) => `deleted_${userId.replaceAll("-", "")}`;

export async function deleteAccount(deps: DeleteAccountDeps, userId: string): Promise<DeletedAccount> {
  return deps.db.transaction(async (tx) => {
    // Locked: a second request for the same account waits, then finds it done.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user || user.deletedAt) {
      return { canceledSubscriptions: 0, notifiedFans: 0, creatorProfile: "none", releasedFiles: 0 };
    }
    const now = new Date();
    const providerIds: string[] = [];
    const asFan = await cancelRunning(tx, eq(subscriptions.subscriberId, user.id), now);
    providerIds.push(...providerIdsAt(asFan, deps.payments.kind));

    const [profile] = await tx.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user.id)).for("update");
    let notifiedFans = 0;
    let asCreator: CanceledRow[] = [];
    if (profile) {
      notifiedFans = await tellFansTheCreatorLeft(tx, profile);
      asCreator = await cancelRunning(tx, eq(subscriptions.creatorProfileId, profile.id), now);
      providerIds.push(...providerIdsAt(asCreator, deps.payments.kind));
      await removeCreatorContent(tx, profile);
    }

    await removeCommunityContent(tx, user.id);
    await tx.delete(marketplaceItems).where(eq(marketplaceItems.sellerId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(contactMessages).where(eq(contactMessages.userId, user.id));
    await tx.update(messages).set({ content: "", mediaUrl: null }).where(eq(messages.senderId, user.id));
    // Cases about their content no longer name them ("null once that account is gone").
    await tx.execute(sql`update moderation_cases set author_id = null where author_id = ${user.id}`);
    // The confirmation goes to the address the account had, written before it is cleared.
    await mailAccountDeleted(tx, deps, user, { deletedAt: now, canceledSubscriptions: asFan.length });
    await anonymise(tx, user.id, now);

    // After every row that named an upload is gone or cleared: what is no longer used goes.
    const releasedFiles = await releaseMediaOf(tx, deps.jobs, user.id);
    const creatorProfile = profile ? await keepOrDeleteProfile(tx, profile, now) : "none";

    await tx.execute(sql`delete from sessions where sess -> 'passport' ->> 'user' = ${user.id}`);
    await sessionsChanged(tx, { userId: user.id });
    for (let start = 0; start < providerIds.length; start += SUBSCRIPTIONS_PER_JOB) {
      const batch = providerIds.slice(start, start + SUBSCRIPTIONS_PER_JOB);
      await deps.jobs.send(tx, "cancel-subscriptions-at-provider", { stripeSubscriptionIds: batch });
    }
    return {
      canceledSubscriptions: asFan.length + asCreator.length,
      notifiedFans,
      creatorProfile,
      releasedFiles: releasedFiles.length,
    };
  });
}

type CanceledRow = { stripeSubscriptionId: string | null; paymentProvider: string | null };

/** Ends every running subscription matching `which` now (the fans count follows by its trigger). */
function cancelRunning(tx: DbOrTx, which: SQL, now: Date): Promise<CanceledRow[]> {
  return tx
    .update(subscriptions)
    .set({ status: CANCELED_SUBSCRIPTION_STATUS, canceledAt: now, cancelAtPeriodEnd: false })
    .where(and(which, inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES)))
    .returning({ stripeSubscriptionId: subscriptions.stripeSubscriptionId, paymentProvider: subscriptions.paymentProvider });
}

function providerIdsAt(rows: CanceledRow[], kind: PaymentProviderKind): string[] {
  return rows.flatMap((row) => (row.stripeSubscriptionId && row.paymentProvider === kind ? [row.stripeSubscriptionId] : []));
}

/** One notification per fan whose subscription is still running (one statement, however many fans). */
async function tellFansTheCreatorLeft(tx: DbOrTx, profile: CreatorProfile): Promise<number> {
  const title = `${profile.petName} has left ${PRODUCT_NAME}`;
  const message = `${profile.petName}'s account was deleted, so your subscription has ended. You will not be charged again.`;
  const live = sql.join(
    LIVE_SUBSCRIPTION_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // No creator_profile_id: the notification must outlive the profile.
  const inserted = await tx.execute<NotificationCreated>(sql`
    insert into notifications (user_id, type, title, message)
    select distinct subscriber_id, ${NOTIFICATION_TYPES.creatorLeft}, ${title}, ${message}
    from subscriptions
    where creator_profile_id = ${profile.id} and status in (${live})
    returning id, user_id as "userId"`);
  await publish(tx, notificationsCreated(inserted.rows, NOTIFICATION_TYPES.creatorLeft));
  return inserted.rows.length;
}

/** Posts (likes and notifications about them go with them), tiers, live sessions, and the profile's own words and pictures. */
async function removeCreatorContent(tx: DbOrTx, profile: CreatorProfile): Promise<void> {
  await tx.update(creatorProfiles).set(DELETED_PROFILE).where(eq(creatorProfiles.id, profile.id));
  await tx.delete(posts).where(eq(posts.creatorProfileId, profile.id));
  await tx.delete(subscriptionTiers).where(eq(subscriptionTiers.creatorProfileId, profile.id));
  await tx.delete(liveSessions).where(eq(liveSessions.creatorProfileId, profile.id));
  await tx.delete(notifications).where(eq(notifications.creatorProfileId, profile.id));
}

/** Their threads (with all comments), their other comments (on threads and posts) and their likes, keeping the counts right. */
async function removeCommunityContent(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(communityThreads).where(eq(communityThreads.userId, userId));
  await tx.execute(sql`
    update community_threads t set comment_count = greatest(t.comment_count - c.n, 0)
    from (select thread_id, count(*)::int as n from thread_comments where user_id = ${userId} group by thread_id) c
    where t.id = c.thread_id`);
  await tx.execute(sql`delete from thread_comments where user_id = ${userId}`);
  // A post counts the comments everyone sees: hidden ones were not counted.
  await tx.execute(sql`
    update posts p set comments_count = greatest(p.comments_count - c.n, 0)
    from (select post_id, count(*)::int as n from post_comments where user_id = ${userId} and hidden_at is null group by post_id) c
    where p.id = c.post_id`);
  await tx.execute(sql`delete from post_comments where user_id = ${userId}`);
  await tx.execute(sql`
    update posts p set likes = greatest(p.likes - 1, 0)
    from post_likes l where l.post_id = p.id and l.user_id = ${userId}`);
  await tx.execute(sql`delete from post_likes where user_id = ${userId}`);
}

async function anonymise(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      authIssuer: "",
      authSubject: null,
      email: null,
      username: deletedUsername(userId),
      displayName: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: "member",
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * A profile that ever had a subscriber stays, anonymised (removeCreatorContent) and hidden: its
 * subscriptions, their invoices, the ledger and payouts refer to it, and events
 * about a payment made just before may still arrive. Otherwise it is deleted.
 */
async function keepOrDeleteProfile(tx: DbOrTx, profile: CreatorProfile, now: Date): Promise<"kept hidden" | "deleted"> {
  const [referenced] = await tx
    .select({ one: sql`1` })
    .from(subscriptions)
    .where(eq(subscriptions.creatorProfileId, profile.id))
    .limit(1);
  const money = await tx.execute(sql`
    select 1 from ledger_transfers where creator_profile_id = ${profile.id}
    union all select 1 from payouts where creator_profile_id = ${profile.id}
    limit 1`);
  if (referenced || money.rows.length > 0) {
    await tx
      .update(creatorProfiles)
      .set({ hiddenAt: profile.hiddenAt ?? now })
      .where(eq(creatorProfiles.id, profile.id));
    return "kept hidden";
  }
  await tx.delete(creatorProfiles).where(eq(creatorProfiles.id, profile.id));
  return "deleted";
}
