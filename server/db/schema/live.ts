/** A creator's live streams: scheduled, live, ended or canceled (server/live/, routes/live-sessions/). */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { PostAudienceKind } from "@shared/post-audience";
import type { LiveStatus } from "@shared/live";
import { id, createdAt, newestFirst } from "./columns";
import { users } from "./accounts";
import { creatorProfiles, subscriptionTiers } from "./creators";
import { posts } from "./content";

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
    /** scheduled → live → ended, or scheduled → canceled (shared/live.ts). */
    status: text("status").$type<LiveStatus>().notNull().default("scheduled"),
    /** Viewers who fetched the playlist in the last 30 seconds, while live. */
    viewerCount: integer("viewer_count").notNull().default(0),
    /** The most viewers at once. */
    peakViewerCount: integer("peak_viewer_count").notNull().default(0),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** Who may watch, as posts have it (shared/post-audience.ts); only tiers with the liveStreams benefit ever do. */
    audienceKind: text("audience_kind").$type<PostAudienceKind>().notNull().default("fans"),
    audienceMinTierId: uuid("audience_min_tier_id").references(() => subscriptionTiers.id),
    /** Whether the recording becomes a video post when the live ends. */
    saveReplay: boolean("save_replay").notNull().default(true),
    replayPostId: uuid("replay_post_id").references(() => posts.id, { onDelete: "set null" }),
    /** The secret an RTMP encoder sends, made when the live starts (shown to its creator only). */
    streamKey: text("stream_key"),
    /** The process that ingests it while live: a restart of that process ends it. */
    ingestInstanceId: text("ingest_instance_id"),
    /**
     * When its ingest last sent anything, as the ingesting process last recorded (every few
     * seconds): a live whose process vanished is ended by the sweep of any instance (server/live/orphans.ts).
     */
    ingestSeenAt: timestamp("ingest_seen_at", { withTimezone: true }),
  },
  (t) => [
    // A creator's lives; with a status; every creator's lives of one status (who is live now).
    index("live_sessions_creator_idx").on(t.creatorProfileId, ...newestFirst(t)),
    index("live_sessions_creator_status_idx").on(t.creatorProfileId, t.status, ...newestFirst(t)),
    index("live_sessions_status_idx").on(t.status, ...newestFirst(t)),
    // One live per creator at a time, even when two starts race.
    uniqueIndex("live_sessions_one_live_key")
      .on(t.creatorProfileId)
      .where(sql`${t.status} = 'live'`),
    uniqueIndex("live_sessions_stream_key_key")
      .on(t.streamKey)
      .where(sql`${t.streamKey} is not null`),
    index("live_sessions_audience_min_tier_idx").on(t.audienceMinTierId).where(sql`${t.audienceMinTierId} is not null`),
    index("live_sessions_replay_post_idx").on(t.replayPostId).where(sql`${t.replayPostId} is not null`),
    check(
      "live_sessions_audience_check",
      sql`(${t.audienceKind} in ('public', 'fans') and ${t.audienceMinTierId} is null) or (${t.audienceKind} = 'tier' and ${t.audienceMinTierId} is not null)`,
    ),
    check("live_sessions_status_check", sql`${t.status} in ('scheduled', 'live', 'ended', 'canceled')`),
  ],
);

export type LiveSession = typeof liveSessions.$inferSelect;

/**
 * Who fetched a live's playlist lately, from any instance (the viewer count when
 * REDIS_URL is unset; server/live/viewer-store.ts). Rows older than 30 seconds
 * no longer count and are deleted as counts are taken; all go when the live ends.
 */
export const liveViewers = pgTable(
  "live_viewers",
  {
    liveSessionId: uuid("live_session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    /** A signed playback address's viewer (not a foreign key: a sighting never fails on a person deleted meanwhile). */
    viewerId: uuid("viewer_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveSessionId, t.viewerId] }), index("live_viewers_seen_idx").on(t.liveSessionId, t.seenAt)],
);

/** A viewer muted in a live's chat by its creator or staff, for the rest of that live (they still watch). */
export const liveChatMutes = pgTable(
  "live_chat_mutes",
  {
    liveSessionId: uuid("live_session_id")
      .notNull()
      .references(() => liveSessions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedBy: uuid("muted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.liveSessionId, t.userId] }), index("live_chat_mutes_user_idx").on(t.userId), index("live_chat_mutes_muted_by_idx").on(t.mutedBy)],
);
