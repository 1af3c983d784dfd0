/**
 * The data model of PawFans as Drizzle tables. Migrations in
 * /migrations are generated from this file by drizzle-kit; request schemas built
 * on these tables live in ./validation.ts.
 */
import { sql } from "drizzle-orm";
import { DEFAULT_BENEFITS, type Benefits } from "./benefits";
import {
  bigint,
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * The index columns of a newest-first list, in exactly the order of the lists'
 * `ORDER BY created_at DESC, id DESC`: PostgreSQL sorts nulls first in a DESC
 * order, and an index declared NULLS LAST could not serve that ORDER BY.
 */
function newestFirst(t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) {
  return [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
}

// Express sessions (connect-pg-simple reads and writes this table).
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export const users = pgTable(
  "users",
  {
    id: id(),
    /**
     * The identity provider's issuer and subject: a subject is unique only within
     * its issuer. Users are upserted on the pair at each sign-in; rows made before
     * issuers were recorded have "" and take their issuer at their next sign-in.
     */
    authIssuer: text("auth_issuer").notNull().default(""),
    /** Null once the account is deleted: signing in again makes a new account. */
    authSubject: text("auth_subject"),
    email: text("email").unique(),
    /**
     * Whether the identity provider asserted the address (email_verified: true) at
     * the last sign-in. An unverified address is for display only: nothing is found,
     * exported, deleted or granted by it.
     */
    emailVerified: boolean("email_verified").notNull().default(false),
    username: text("username").notNull().unique(),
    displayName: text("display_name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    /** member, moderator or admin (shared/moderation.ts); staff is a moderator or an admin. */
    role: text("role").notNull().default("member"),
    /** Set by a moderator: a suspended user cannot sign in or write. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /** An account deleted by its owner is kept anonymised (the ledger refers to it), never reused. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_auth_identity_key").on(t.authIssuer, t.authSubject),
    check("users_role_check", sql`${t.role} in ('member', 'moderator', 'admin')`),
    index("users_staff_idx").on(t.role).where(sql`${t.role} <> 'member'`),
  ],
);

export const creatorProfiles = pgTable(
  "creator_profiles",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    petName: text("pet_name").notNull(),
    petType: text("pet_type").notNull(),
    breed: text("breed"),
    bio: text("bio").notNull(),
    coverImageUrl: text("cover_image_url"),
    avatarImageUrl: text("avatar_image_url"),
    subscriptionPrice: money("subscription_price").notNull().default("9.99"),
    /** What the profile's own price gives (subscriptions without a tier): shared/benefits.ts. */
    benefits: jsonb("benefits").$type<Benefits>().notNull().default(DEFAULT_BENEFITS),
    /** Subscriptions that make a fan (shared/subscriptions.ts), kept by a trigger on subscriptions. */
    fansCount: integer("fans_count").notNull().default(0),
    /** Posts of the profile, kept by a trigger on posts. */
    postsCount: integer("posts_count").notNull().default(0),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    // At most one creator profile per user.
    uniqueIndex("creator_profiles_user_id_key").on(t.userId),
    index("creator_profiles_created_at_idx").on(...newestFirst(t)),
  ],
);

export const subscriptionTiers = pgTable(
  "subscription_tiers",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    price: money("price").notNull(),
    description: text("description"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    /** What the tier gives its fans (shared/benefits.ts); a change applies to its current fans at once. */
    benefits: jsonb("benefits").$type<Benefits>().notNull().default(DEFAULT_BENEFITS),
    createdAt: createdAt(),
    /** An archived tier is offered to no new fan; fans who hold it keep it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [index("subscription_tiers_creator_idx").on(t.creatorProfileId, ...newestFirst(t))],
);

export const posts = pgTable(
  "posts",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    caption: text("caption"),
    mediaUrl: text("media_url"),
    mediaType: text("media_type").notNull().default("image"),
    thumbnailUrl: text("thumbnail_url"),
    duration: integer("duration"),
    isPremium: boolean("is_premium").notNull().default(false),
    likes: integer("likes").notNull().default(0),
    /** The comments everyone sees (hidden ones are not counted), kept by the commands that change them. */
    commentsCount: integer("comments_count").notNull().default(0),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [index("posts_creator_created_idx").on(t.creatorProfileId, ...newestFirst(t))],
);

/** Versions of the provider's state in subscription rows (subscriptions.provider_state_version). */
export const providerStateVersions = pgSequence("provider_state_versions");

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    tierId: uuid("tier_id").references(() => subscriptionTiers.id, { onDelete: "set null" }),
    /** The monthly price the fan agreed to (a tier's later price change does not touch it). */
    price: money("price").notNull(),
    /** One of SUBSCRIPTION_STATUSES (shared/subscriptions.ts): incomplete until the first payment. */
    status: text("status").notNull().default("incomplete"),
    /** "stripe" or "test": the payment provider that bills this subscription. */
    paymentProvider: text("payment_provider"),
    /** The provider's subscription and customer ids (Stripe's shape for both providers). */
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeCustomerId: text("stripe_customer_id"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /**
     * How new the provider's state in this row is: a number from
     * provider_state_versions taken when an event's re-read of it began, or when
     * the fan's cancel/resume call to the provider had returned. A re-read that
     * began earlier (a smaller number) never overwrites it. A sequence, not a
     * time: two steps of a race often fall in one millisecond, and a sequence
     * orders every instance's steps strictly.
     */
    providerStateVersion: bigint("provider_state_version", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one live (incomplete, active or past due) subscription per fan and creator.
    uniqueIndex("subscriptions_one_live_key")
      .on(t.subscriberId, t.creatorProfileId)
      .where(sql`${t.status} in ('incomplete', 'active', 'past_due')`),
    uniqueIndex("subscriptions_stripe_subscription_key").on(t.stripeSubscriptionId),
    index("subscriptions_creator_created_idx").on(t.creatorProfileId, ...newestFirst(t)),
    index("subscriptions_subscriber_created_idx").on(t.subscriberId, ...newestFirst(t)),
    index("subscriptions_tier_idx").on(t.tierId),
    // The new-post fan-out walks a creator's fans by subscriber id, a batch at a time.
    index("subscriptions_creator_subscriber_idx").on(t.creatorProfileId, t.subscriberId),
    // Churned fans per month on the earnings chart.
    index("subscriptions_creator_canceled_idx")
      .on(t.creatorProfileId, t.canceledAt)
      .where(sql`${t.canceledAt} is not null`),
  ],
);

export const postLikes = pgTable(
  "post_likes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("post_likes_user_post_key").on(t.userId, t.postId),
    index("post_likes_post_idx").on(t.postId),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    /**
     * The sender when they were signed in: their data export and account deletion
     * find their messages by this, never by the typed address (anyone can type any).
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(...newestFirst(t)),
    index("contact_messages_user_idx").on(t.userId, ...newestFirst(t)).where(sql`${t.userId} is not null`),
  ],
);

export const communityThreads = pgTable(
  "community_threads",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull().default("General"),
    likes: integer("likes").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("community_threads_created_idx").on(...newestFirst(t)),
    index("community_threads_category_created_idx").on(t.category, ...newestFirst(t)),
    index("community_threads_user_idx").on(t.userId),
  ],
);

export const threadComments = pgTable(
  "thread_comments",
  {
    id: id(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => communityThreads.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("thread_comments_thread_created_idx").on(t.threadId, ...newestFirst(t)),
    index("thread_comments_user_idx").on(t.userId),
  ],
);

export const postComments = pgTable(
  "post_comments",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("post_comments_post_created_idx").on(t.postId, ...newestFirst(t)),
    index("post_comments_user_idx").on(t.userId),
  ],
);

export const marketplaceItems = pgTable(
  "marketplace_items",
  {
    id: id(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    price: money("price").notNull(),
    platformCommission: numeric("platform_commission", { precision: 5, scale: 4 })
      .notNull()
      .default("0.05"),
    category: text("category").notNull(),
    imageUrl: text("image_url"),
    condition: text("condition").notNull(),
    location: text("location"),
    status: text("status").notNull().default("available"),
    createdAt: createdAt(),
    /** Hidden pending review or by a moderator (shared/moderation.ts): seen only by its author and staff. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (t) => [
    index("marketplace_items_created_idx").on(...newestFirst(t)),
    index("marketplace_items_category_created_idx").on(t.category, ...newestFirst(t)),
    index("marketplace_items_seller_idx").on(t.sellerId),
  ],
);

/** The kinds of staff-written health content, each served under its own URLs (server/routes/articles/kinds.ts). */
export type ArticleKind = "wellness" | "vet";

/**
 * Wellness tips and vet articles. `topic` is a tip's category or an article's
 * specialization; the answers name it so (server/presenters/articles.ts).
 */
export const articles = pgTable(
  "articles",
  {
    id: id(),
    kind: text("kind").$type<ArticleKind>().notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    topic: text("topic").notNull(),
    imageUrl: text("image_url"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    // Search reads both kinds newest first (server/routes/search/sources.ts), a list one kind.
    index("articles_created_idx").on(...newestFirst(t)),
    index("articles_kind_created_idx").on(t.kind, ...newestFirst(t)),
    index("articles_kind_topic_created_idx").on(t.kind, t.topic, ...newestFirst(t)),
    index("articles_author_idx").on(t.authorId),
    check("articles_kind_check", sql`${t.kind} in ('wellness', 'vet')`),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creatorProfileId: uuid("creator_profile_id").references(() => creatorProfiles.id, {
      onDelete: "cascade",
    }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, ...newestFirst(t)),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.read} = false`),
    index("notifications_creator_idx").on(t.creatorProfileId),
    index("notifications_post_idx").on(t.postId),
    // One notification of a kind per person and post: a fan-out that runs twice writes nothing twice.
    uniqueIndex("notifications_user_post_type_key")
      .on(t.userId, t.postId, t.type)
      .where(sql`${t.postId} is not null`),
  ],
);

export const liveSessions = pgTable(
  "live_sessions",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    thumbnailUrl: text("thumbnail_url"),
    status: text("status").notNull().default("scheduled"),
    viewerCount: integer("viewer_count").notNull().default(0),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("live_sessions_creator_idx").on(t.creatorProfileId, ...newestFirst(t))],
);

/**
 * One moderation case per reported thing (creator profile, post, thread, comment
 * or marketplace item): open until a moderator acts, reopened by a new report
 * (report-content.ts says whose). The queue reads escalated cases first, then
 * urgent ones, then by due time.
 */
export const moderationCases = pgTable(
  "moderation_cases",
  {
    id: id(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    /** Whose content it is, read when the case opens (null once that account is gone). */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("open"),
    /** A cruelty or neglect report makes the case urgent (due in 4 hours, not 24). */
    urgent: boolean("urgent").notNull().default(false),
    /**
     * Reports reached the threshold for something PawFans may not hide by itself
     * (shared/moderation.ts): first in the queue, and urgent.
     */
    escalated: boolean("escalated").notNull().default(false),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** Bumped by every change: a moderator acting on an older version gets 409. */
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("moderation_cases_target_key").on(t.targetType, t.targetId),
    index("moderation_cases_queue_idx").on(t.status, t.escalated.desc().nullsFirst(), t.urgent.desc().nullsFirst(), t.dueAt, t.id),
    // How much of one author's content reports hid lately (report-content.ts).
    index("moderation_cases_author_idx").on(t.authorId),
    check("moderation_cases_status_check", sql`${t.status} in ('open', 'actioned', 'dismissed')`),
    check("moderation_cases_escalated_check", sql`not ${t.escalated} or ${t.urgent}`),
  ],
);

/** A person's report of a thing: one per reporter and target (a repeat answers the first). */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id").notNull(),
    reason: text("reason").notNull(),
    details: text("details"),
    /** The reporter's standing when they filed it (shared/moderation.ts): only such reports count toward hiding. */
    reporterInGoodStanding: boolean("reporter_in_good_standing").notNull().default(false),
    /** The moderators' latest answer: upheld or dismissed; null until one acts on the case after it. */
    outcome: text("outcome"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_reporter_target_key").on(t.reporterId, t.targetType, t.targetId),
    index("reports_case_created_idx").on(t.caseId, ...newestFirst(t)),
    check("reports_outcome_check", sql`${t.outcome} in ('upheld', 'dismissed')`),
  ],
);

/**
 * The audit log of moderation: every action with its moderator and note.
 * Append-only (a trigger refuses UPDATE and DELETE, migrations/0008_trust_and_safety.sql).
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id),
    /** Null: taken by PawFans itself (content hidden pending review when reports reach the threshold). */
    moderatorId: uuid("moderator_id").references(() => users.id),
    action: text("action").notNull(),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_actions_case_created_idx").on(t.caseId, ...newestFirst(t))],
);

/**
 * Every uploaded object: who owns it and who may read it. Premium post media are
 * 'subscribers' (owner and active subscribers of creatorProfileId); the rest 'public'.
 * An image also gets, from a background job, its size, a tiny blurred placeholder
 * and narrower WebP variants stored next to it (server/storage/image-variants.ts), read
 * under the original's rule.
 */
export const mediaObjects = pgTable(
  "media_objects",
  {
    objectPath: text("object_path").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    visibility: text("visibility").notNull().default("public"),
    creatorProfileId: uuid("creator_profile_id").references(() => creatorProfiles.id, {
      onDelete: "cascade",
    }),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    etag: text("etag").notNull(),
    /** The image's intrinsic size in pixels, upright (EXIF orientation applied); null for videos and until processed. */
    width: integer("width"),
    height: integer("height"),
    /** A few hundred bytes: a tiny blurred rendering as a data: URI, shown until the image loads and as a locked post's teaser. */
    placeholder: text("placeholder"),
    /** The widths of the WebP variants stored (narrower than the original only); null until processed. */
    variantWidths: integer("variant_widths").array(),
    createdAt: createdAt(),
  },
  (t) => [
    // Per-owner lookups, and the day's uploaded bytes for the upload quota.
    index("media_objects_owner_idx").on(t.ownerId, t.createdAt),
    index("media_objects_creator_idx").on(t.creatorProfileId),
  ],
);

/**
 * Every upload URL handed out, kept at least a day: the upload quota counts the
 * bytes of each one issued in the last 24 hours, whether or not its file was
 * ever put to use. An upload never registered as a media object (attached to a
 * profile, post or listing) is deleted by a clean-up job within an hour of its
 * URL's expiry.
 */
export const uploadTickets = pgTable(
  "upload_tickets",
  {
    objectPath: text("object_path").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The bytes it may hold: the declared size (or the purpose's limit) until the file's real size is known. */
    size: bigint("size", { mode: "number" }).notNull().default(0),
    /** When the clean-up job deleted its file, never attached; null while the file may exist. */
    filesDeletedAt: timestamp("files_deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("upload_tickets_expires_idx").on(t.expiresAt),
    // A person's uploads of the last day and open uploads, for the upload quota.
    index("upload_tickets_owner_idx").on(t.ownerId, t.createdAt),
  ],
);

// ---------- Payments ----------

/**
 * Every payment event received at POST /api/webhooks/payments, whichever provider
 * sent it: stored once by its id (a redelivered event is recognised), processed by
 * a background job.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    /** When the provider says the event happened. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [index("payment_events_unprocessed_idx").on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

/** A fan's receipt: one per billing period (the provider's invoice). Amounts in integer cents. */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    stripeInvoiceId: text("stripe_invoice_id").notNull().unique(),
    /** The payment (charge) that paid it, which refunds and disputes refer to. */
    stripeChargeId: text("stripe_charge_id").unique(),
    amountCents: integer("amount_cents").notNull(),
    amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    /** open, paid, void or uncollectible (Stripe's invoice statuses). */
    status: text("status").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoices_subscription_created_idx").on(t.subscriptionId, ...newestFirst(t)),
    // The staff's list of paid invoices, newest first.
    index("invoices_paid_created_idx")
      .on(...newestFirst(t))
      .where(sql`${t.status} = 'paid'`),
  ],
);

/**
 * The money ledger, double entry and append only (the database refuses updates and
 * deletes, and a transfer whose entries do not sum to zero cannot commit). A
 * transfer is one business event (a paid invoice, a refund, a dispute, a payout);
 * its reference makes it happen once however often the event is delivered.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: id(),
    /** charge, refund, dispute, dispute_won or payout. */
    kind: text("kind").notNull(),
    /** The provider object it records (invoice, refund, dispute or payout id). */
    reference: text("reference").notNull(),
    creatorProfileId: uuid("creator_profile_id").references(() => creatorProfiles.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "restrict" }),
    /** When the money moved (the provider's time), which statements group by. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_transfers_kind_reference_key").on(t.kind, t.reference),
    index("ledger_transfers_creator_occurred_idx").on(t.creatorProfileId, t.occurredAt),
    // What was already reversed of an invoice, read by every refund and dispute.
    index("ledger_transfers_invoice_idx")
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    transferId: uuid("transfer_id")
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: "restrict" }),
    /** One of LEDGER_ACCOUNTS (shared/money.ts). */
    account: text("account").notNull(),
    /** The creator whose payable this is (creator accounts only). */
    creatorProfileId: uuid("creator_profile_id").references(() => creatorProfiles.id, { onDelete: "restrict" }),
    /** Signed integer cents; a transfer's entries sum to zero. */
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_transfer_idx").on(t.transferId),
    index("ledger_entries_account_creator_idx").on(t.account, t.creatorProfileId),
  ],
);

/** Where a creator is paid: their payout account at the provider (a Stripe Connect Express account). */
export const payoutAccounts = pgTable("payout_accounts", {
  creatorProfileId: uuid("creator_profile_id")
    .primaryKey()
    .references(() => creatorProfiles.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  stripeAccountId: text("stripe_account_id").notNull().unique(),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Money sent to a creator's bank by the provider. */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    creatorProfileId: uuid("creator_profile_id")
      .notNull()
      .references(() => creatorProfiles.id, { onDelete: "restrict" }),
    stripePayoutId: text("stripe_payout_id").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    /** pending, in_transit, paid, failed or canceled (Stripe's payout statuses). */
    status: text("status").notNull(),
    arrivalAt: timestamp("arrival_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("payouts_creator_created_idx").on(t.creatorProfileId, ...newestFirst(t))],
);

// ---------- The built-in test payment provider's own records ----------
// It plays the payment company: these tables are its books, never read by the app
// outside server/payments/test-provider.

export const testPaymentSubscriptions = pgTable("test_payment_subscriptions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  /** Stripe's subscription statuses. */
  status: text("status").notNull(),
  /** The card on file (a test card number); null until the first payment. */
  cardNumber: text("card_number"),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  canceledAt: timestamp("canceled_at", { withTimezone: true }),
  /** The creator's payout account (destination of the charges) and the platform's fee. */
  destinationAccountId: text("destination_account_id"),
  applicationFeePercent: integer("application_fee_percent").notNull(),
  /** The app's own references (its subscription id), as Stripe metadata. */
  metadata: jsonb("metadata").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export const testPaymentInvoices = pgTable(
  "test_payment_invoices",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => testPaymentSubscriptions.id),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull(),
    /** The secret the subscribe dialog confirms the first payment with. */
    clientSecret: text("client_secret").notNull().unique(),
    chargeId: text("charge_id").unique(),
    amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("test_payment_invoices_subscription_idx").on(t.subscriptionId)],
);

export const testPaymentAccounts = pgTable("test_payment_accounts", {
  id: text("id").primaryKey(),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export const testPaymentPayouts = pgTable("test_payment_payouts", {
  id: text("id").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => testPaymentAccounts.id),
  amountCents: integer("amount_cents").notNull(),
  status: text("status").notNull(),
  arrivalAt: timestamp("arrival_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Events the test provider has to deliver (delivery is retried until the webhook answers 2xx). */
export const testPaymentEvents = pgTable("test_payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  payload: jsonb("payload").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
});

/** The test clock: how far the test provider's time runs ahead of the real time. */
export const testPaymentClock = pgTable("test_payment_clock", {
  id: integer("id").primaryKey().default(1),
  offsetSeconds: integer("offset_seconds").notNull().default(0),
});

/**
 * Rate-limit counters shared by every app instance (the rate limiter's own
 * layout: a key, the points used in the window and when the window ends, in ms).
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

export type User = typeof users.$inferSelect;
export type CreatorProfile = typeof creatorProfiles.$inferSelect;
export type SubscriptionTier = typeof subscriptionTiers.$inferSelect;
export type Post = typeof posts.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type PostLike = typeof postLikes.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type CommunityThread = typeof communityThreads.$inferSelect;
export type ThreadComment = typeof threadComments.$inferSelect;
export type PostComment = typeof postComments.$inferSelect;
export type MarketplaceItem = typeof marketplaceItems.$inferSelect;
export type Article = typeof articles.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type LiveSession = typeof liveSessions.$inferSelect;
export type MediaObject = typeof mediaObjects.$inferSelect;
export type ModerationCase = typeof moderationCases.$inferSelect;
export type Report = typeof reports.$inferSelect;
export type ModerationActionRow = typeof moderationActions.$inferSelect;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type PayoutAccount = typeof payoutAccounts.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
