/**
 * Uploaded videos made streamable (server/video): one asset per uploaded video
 * file, its probe facts, its poster and its HLS ladder, and where the transcode
 * stands. The files live under "videos/<id>/" in object storage.
 */
import { boolean, check, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, id } from "./columns";
import { mediaObjects } from "./media";

export type VideoAssetStatus = "processing" | "ready" | "failed";

/** One rendition of the ladder, as its variant playlist and the master describe it. */
export interface VideoRendition {
  /** The rung: the short side in pixels (360, 720, 1080, 2160), so a 1080×1920 reel's 1080 is 1080 wide. */
  quality: number;
  width: number;
  height: number;
  /** Peak bits per second (video cap plus audio), the master's BANDWIDTH. */
  bandwidth: number;
  /** The RFC 6381 codecs string of the master's CODECS attribute. */
  codecs: string;
  /** Object path of its variant playlist; its segments sit next to it. */
  playlistPath: string;
  /** Object paths of its segments, in order. */
  segmentPaths: string[];
}

export const videoAssets = pgTable(
  "video_assets",
  {
    id: id(),
    /** The uploaded file (its media record says who owns it and who may see it). A replaced file is a new asset. */
    sourceObjectPath: text("source_object_path")
      .notNull()
      .references(() => mediaObjects.objectPath, { onDelete: "cascade" }),
    /** processing until the renditions up to 1080 are stored (watchable), ready after, failed with a reason. */
    status: text("status").$type<VideoAssetStatus>().notNull().default("processing"),
    /** Shown to the creator when the file cannot be used. */
    failureReason: text("failure_reason"),
    /** Percent of the watchable transcode done, from ffmpeg's -progress output. */
    progress: integer("progress").notNull().default(0),
    durationSeconds: real("duration_seconds"),
    /** Upright size (the rotation applied). */
    width: integer("width"),
    height: integer("height"),
    /** The stored picture's display rotation (0, 90, 180, 270): at 90 and 270 the upright width and height are its height and width. */
    rotation: integer("rotation"),
    hasAudio: boolean("has_audio"),
    /** The rungs this source gets (never above its short side); 2160 arrives after the others. */
    plannedQualities: integer("planned_qualities").array(),
    renditions: jsonb("renditions").$type<VideoRendition[]>().notNull().default([]),
    /** Object path of the master playlist listing every rendition stored. */
    masterPath: text("master_path"),
    /** Object path of the poster frame (a JPEG with a media record, WebP variants and a placeholder). */
    posterPath: text("poster_path"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("video_assets_source_key").on(t.sourceObjectPath),
    check("video_assets_status_check", sql`${t.status} in ('processing', 'ready', 'failed')`),
    check("video_assets_progress_check", sql`${t.progress} between 0 and 100`),
  ],
);

export type VideoAsset = typeof videoAssets.$inferSelect;
