/**
 * A person's data export (GET /api/me/export), written out as it is read: one
 * JSON document, section after section, each read a page at a time (oldest
 * first, keyset on created_at and id), so a large account never sits in memory
 * or in one query. Each list stops at EXPORT_ROWS_PER_SECTION entries and the
 * document says which lists had more. No transaction: on the embedded database
 * a long one would hold up every other request.
 */
import { once } from "node:events";
import type { Response } from "express";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { LEDGER_ACCOUNTS } from "@shared/money";
import {
  communityThreads,
  contactMessages,
  conversations,
  messages,
  creatorProfiles,
  invoices,
  ledgerEntries,
  ledgerTransfers,
  marketplaceItems,
  notifications,
  payouts,
  postLikes,
  posts,
  reports,
  subscriptions,
  subscriptionTiers,
  postComments,
  threadComments,
  users,
  type CreatorProfile,
  type User,
} from "../../db/schema";
import type { DbOrTx } from "../../db";
import {
  presentExportedAccount,
  presentExportedComment,
  presentExportedDirectMessage,
  presentExportedContactMessage,
  presentExportedCreatorProfile,
  presentExportedEarning,
  presentExportedInvoice,
  presentExportedItem,
  presentExportedLike,
  presentExportedNotification,
  presentExportedPayout,
  presentExportedPost,
  presentExportedPostComment,
  presentExportedReport,
  presentExportedSubscriber,
  presentExportedSubscription,
  presentExportedThread,
  presentExportedTier,
  presentExportHeader,
} from "../../presenters/account-export";

/** The most entries of one list in an export (a reasonable cap: the busiest real accounts stay far below it). */
export const EXPORT_ROWS_PER_SECTION = 10_000;
const PAGE_SIZE = 500;

/** The download's file name: pawfans-data-2026-11-22.json. */
const exportFileName = (now: Date) => `pawfans-data-${now.toISOString().slice(0, 10)}.json`;

interface Section {
  name: string;
  /** One page after the row with id `afterId` (oldest first), presented. */
  page(afterId: string | undefined, limit: number): Promise<{ id: string; value: unknown }[]>;
}

type Keyed = { createdAt: AnyPgColumn; id: AnyPgColumn };

/** Rows after the cursor row in (created_at, id) order; its created_at is read by the database at full precision. */
function after(table: Keyed, tableName: string, afterId: string | undefined): SQL | undefined {
  if (!afterId) return undefined;
  return sql`(${table.createdAt}, ${table.id}) > ((select created_at from ${sql.identifier(tableName)} where id = ${afterId}::uuid), ${afterId}::uuid)`;
}
const oldestFirst = (table: Keyed) => [asc(table.createdAt), asc(table.id)];

/** The sections of one person's export, in the order they are written. */
function sectionsOf(db: DbOrTx, user: User, profile: CreatorProfile | undefined, publicUrl: string): Section[] {
  const profileId = profile?.id;
  const mine = <T>(rows: T[], idOf: (row: T) => string, present: (row: T) => unknown) =>
    rows.map((row) => ({ id: idOf(row), value: present(row) }));
  const sections: Section[] = [];
  if (profileId) {
    sections.push(
      {
        name: "subscriptionTiers",
        page: async (afterId, limit) =>
          mine(
            await db
              .select()
              .from(subscriptionTiers)
              .where(and(eq(subscriptionTiers.creatorProfileId, profileId), after(subscriptionTiers, "subscription_tiers", afterId)))
              .orderBy(...oldestFirst(subscriptionTiers))
              .limit(limit),
            (row) => row.id,
            presentExportedTier,
          ),
      },
      {
        name: "posts",
        page: async (afterId, limit) =>
          mine(
            await db
              .select()
              .from(posts)
              .where(and(eq(posts.creatorProfileId, profileId), after(posts, "posts", afterId)))
              .orderBy(...oldestFirst(posts))
              .limit(limit),
            (row) => row.id,
            (row) => presentExportedPost(row, publicUrl),
          ),
      },
    );
  }
  sections.push(
    {
      name: "subscriptions",
      page: async (afterId, limit) =>
        mine(
          await db
            .select({ subscription: subscriptions, petName: creatorProfiles.petName, tierName: subscriptionTiers.name })
            .from(subscriptions)
            .innerJoin(creatorProfiles, eq(creatorProfiles.id, subscriptions.creatorProfileId))
            .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, subscriptions.tierId))
            .where(and(eq(subscriptions.subscriberId, user.id), after(subscriptions, "subscriptions", afterId)))
            .orderBy(...oldestFirst(subscriptions))
            .limit(limit),
          (row) => row.subscription.id,
          presentExportedSubscription,
        ),
    },
    {
      name: "invoices",
      page: async (afterId, limit) =>
        mine(
          await db
            .select({ invoice: invoices })
            .from(invoices)
            .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
            .where(and(eq(subscriptions.subscriberId, user.id), after(invoices, "invoices", afterId)))
            .orderBy(...oldestFirst(invoices))
            .limit(limit),
          (row) => row.invoice.id,
          (row) => presentExportedInvoice(row.invoice),
        ),
    },
  );
  if (profileId) {
    sections.push(
      {
        name: "subscribers",
        page: async (afterId, limit) =>
          mine(
            await db
              .select({
                subscription: subscriptions,
                fan: { displayName: users.displayName, firstName: users.firstName, lastName: users.lastName, username: users.username },
                tierName: subscriptionTiers.name,
              })
              .from(subscriptions)
              .innerJoin(users, eq(users.id, subscriptions.subscriberId))
              .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, subscriptions.tierId))
              .where(and(eq(subscriptions.creatorProfileId, profileId), after(subscriptions, "subscriptions", afterId)))
              .orderBy(...oldestFirst(subscriptions))
              .limit(limit),
            (row) => row.subscription.id,
            presentExportedSubscriber,
          ),
      },
      {
        name: "earnings",
        page: async (afterId, limit) =>
          mine(
            await db
              .select({ entry: ledgerEntries, transfer: { kind: ledgerTransfers.kind, occurredAt: ledgerTransfers.occurredAt } })
              .from(ledgerEntries)
              .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
              .where(
                and(
                  eq(ledgerEntries.account, LEDGER_ACCOUNTS.creatorPayable),
                  eq(ledgerEntries.creatorProfileId, profileId),
                  after(ledgerEntries, "ledger_entries", afterId),
                ),
              )
              .orderBy(...oldestFirst(ledgerEntries))
              .limit(limit),
            (row) => row.entry.id,
            presentExportedEarning,
          ),
      },
      {
        name: "payouts",
        page: async (afterId, limit) =>
          mine(
            await db
              .select()
              .from(payouts)
              .where(and(eq(payouts.creatorProfileId, profileId), after(payouts, "payouts", afterId)))
              .orderBy(...oldestFirst(payouts))
              .limit(limit),
            (row) => row.id,
            presentExportedPayout,
          ),
      },
    );
  }
  sections.push(
    {
      name: "communityThreads",
      page: async (afterId, limit) =>
        mine(
          await db
            .select()
            .from(communityThreads)
            .where(and(eq(communityThreads.userId, user.id), after(communityThreads, "community_threads", afterId)))
            .orderBy(...oldestFirst(communityThreads))
            .limit(limit),
          (row) => row.id,
          presentExportedThread,
        ),
    },
    {
      name: "threadComments",
      page: async (afterId, limit) =>
        mine(
          await db
            .select()
            .from(threadComments)
            .where(and(eq(threadComments.userId, user.id), after(threadComments, "thread_comments", afterId)))
            .orderBy(...oldestFirst(threadComments))
            .limit(limit),
          (row) => row.id,
          presentExportedComment,
        ),
    },
    {
      name: "postComments",
      page: async (afterId, limit) =>
        mine(
          await db
            .select()
            .from(postComments)
            .where(and(eq(postComments.userId, user.id), after(postComments, "post_comments", afterId)))
            .orderBy(...oldestFirst(postComments))
            .limit(limit),
          (row) => row.id,
          presentExportedPostComment,
        ),
    },
    {
      // Their conversations: both sides' messages, as they saw them.
      name: "directMessages",
      page: async (afterId, limit) =>
        mine(
          await db
            .select({
              message: messages,
              creatorUserId: conversations.creatorUserId,
              petName: creatorProfiles.petName,
              fan: { displayName: users.displayName, firstName: users.firstName, lastName: users.lastName, username: users.username },
            })
            .from(messages)
            .innerJoin(conversations, eq(conversations.id, messages.conversationId))
            .innerJoin(creatorProfiles, eq(creatorProfiles.id, conversations.creatorProfileId))
            .innerJoin(users, eq(users.id, conversations.fanUserId))
            .where(
              and(
                sql`(${conversations.creatorUserId} = ${user.id} or ${conversations.fanUserId} = ${user.id})`,
                after(messages, "messages", afterId),
              ),
            )
            .orderBy(...oldestFirst(messages))
            .limit(limit),
          (row) => row.message.id,
          (row) => presentExportedDirectMessage(row, user.id),
        ),
    },
    {
      name: "likes",
      page: async (afterId, limit) =>
        mine(
          await db
            .select({ id: postLikes.id, postId: postLikes.postId, createdAt: postLikes.createdAt })
            .from(postLikes)
            .where(and(eq(postLikes.userId, user.id), after(postLikes, "post_likes", afterId)))
            .orderBy(...oldestFirst(postLikes))
            .limit(limit),
          (row) => row.id,
          presentExportedLike,
        ),
    },
    {
      name: "marketplaceItems",
      page: async (afterId, limit) =>
        mine(
          await db
            .select()
            .from(marketplaceItems)
            .where(and(eq(marketplaceItems.sellerId, user.id), after(marketplaceItems, "marketplace_items", afterId)))
            .orderBy(...oldestFirst(marketplaceItems))
            .limit(limit),
          (row) => row.id,
          (row) => presentExportedItem(row, publicUrl),
        ),
    },
    {
      name: "notifications",
      page: async (afterId, limit) =>
        mine(
          await db
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, user.id), after(notifications, "notifications", afterId)))
            .orderBy(...oldestFirst(notifications))
            .limit(limit),
          (row) => row.id,
          presentExportedNotification,
        ),
    },
  );
  // Messages sent while signed in; a visitor's message is never found by its typed address.
  sections.push({
    name: "contactMessages",
    page: async (afterId, limit) =>
      mine(
        await db
          .select()
          .from(contactMessages)
          .where(and(eq(contactMessages.userId, user.id), after(contactMessages, "contact_messages", afterId)))
          .orderBy(...oldestFirst(contactMessages))
          .limit(limit),
        (row) => row.id,
        presentExportedContactMessage,
      ),
  });
  sections.push({
    name: "reportsFiled",
    page: async (afterId, limit) =>
      mine(
        await db
          .select()
          .from(reports)
          .where(and(eq(reports.reporterId, user.id), after(reports, "reports", afterId)))
          .orderBy(...oldestFirst(reports))
          .limit(limit),
        (row) => row.id,
        presentExportedReport,
      ),
  });
  return sections;
}

/** Writes the whole export to `res` (headers included), waiting whenever the client reads slower than the database. */
export async function writeAccountExport(res: Response, deps: { db: DbOrTx; publicUrl: string; user: User; now: Date }) {
  const { db, publicUrl, user, now } = deps;
  const [profile] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user.id)).limit(1);
  res.status(200);
  res.type("application/json; charset=utf-8");
  res.attachment(exportFileName(now));
  res.setHeader("Cache-Control", "no-store");

  const write = async (chunk: string) => {
    if (!res.write(chunk)) await once(res, "drain");
  };
  const header = presentExportHeader(now, publicUrl, EXPORT_ROWS_PER_SECTION);
  await write(`${JSON.stringify(header).slice(0, -1)},"account":${JSON.stringify(presentExportedAccount(user, publicUrl))}`);
  await write(`,"creatorProfile":${JSON.stringify(profile ? presentExportedCreatorProfile(profile, publicUrl) : null)}`);
  const truncated: string[] = [];
  for (const section of sectionsOf(db, user, profile, publicUrl)) {
    await write(`,${JSON.stringify(section.name)}:[`);
    let written = 0;
    let afterId: string | undefined;
    for (;;) {
      const limit = Math.min(PAGE_SIZE, EXPORT_ROWS_PER_SECTION - written);
      const rows = limit > 0 ? await section.page(afterId, limit) : [];
      if (rows.length > 0) {
        await write(`${written > 0 ? "," : ""}${rows.map((row) => JSON.stringify(row.value)).join(",")}`);
        written += rows.length;
        afterId = rows.at(-1)!.id;
      }
      if (written >= EXPORT_ROWS_PER_SECTION) {
        if ((await section.page(afterId, 1)).length > 0) truncated.push(section.name);
        break;
      }
      if (rows.length < limit) break;
    }
    await write("]");
  }
  await write(`,"truncated":${JSON.stringify(truncated)}}`);
  res.end();
}
