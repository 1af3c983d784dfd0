/**
 * Playing a video post by the viewer's tier (server/video/playback*.ts).
 *
 * GET /api/posts/:id/playback: for a viewer the post's rule lets see it, the
 * master playlist's address (with a token that allows the renditions their tier
 * plays, for about two hours), the poster, the duration, every rendition with
 * whether it is allowed, and the cheapest tier that would play the others. 403
 * with the lock reason otherwise; 404 for a missing post, one that is no video, or
 * one whose video is not watchable yet.
 *
 * GET /api/videos/:assetId/:token/master.m3u8, …/:quality/index.m3u8 and
 * …/:quality/segment_NNN.ts (playbackFilesRouter): the files. The token is checked
 * on every request and no database is read for a variant playlist or a segment.
 * Expired, altered, or above the token's maximum: 403. Segments are immutable and
 * kept by the browser for the token's lifetime. The token is the whole
 * authorization, so app.ts mounts these before the session, the rate limits, the
 * public cache and compression, as it does the build's hashed assets: a player
 * asks for a segment every few seconds and a household shares one read limit.
 * Both storage drivers stream through here (the bucket in production): see the
 * README's playback section.
 */
import { pipeline } from "node:stream/promises";
import { Router, type Request, type Response } from "express";
import { currentUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { loadPlayback } from "../../video/playback";
import { grantOf, relativeVariantPlaylist, renditionObjectPath, segmentInfoCache, viewerMasterPlaylist } from "../../video/playback-files";
import { playbackKey } from "../../video/playback-token";

const PLAYLIST_TYPE = "application/vnd.apple.mpegurl";
const SEGMENT_TYPE = "video/mp2t";
const FILE_GONE = "No such video file";
/** How long a browser keeps a master playlist: a 4K rendition that arrives meanwhile is listed on the next read. */
const MASTER_MAX_AGE_SECONDS = 30;

export function videosRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const key = playbackKey(ctx.sessionSecret);
  router.get("/posts/:id/playback", async (req, res) => {
    const view = await loadPlayback(ctx.db, currentUser(req), req.params.id, key);
    // The viewer's own addresses, for two hours: no cache keeps them, a visitor's included.
    res.setHeader("Cache-Control", "private, no-store");
    res.json(view);
  });
  return router;
}

/** The files of a playback, under PLAYBACK_FILES_PREFIX (app.ts mounts it there, first). */
export function playbackFilesRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const { db, storage } = ctx;
  const key = playbackKey(ctx.sessionSecret);
  const segmentInfo = segmentInfoCache(storage);
  // Not documents: the page policies have nothing to govern in them (as the hashed assets, app.ts).
  router.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    next();
  });

  router.get("/:assetId/:token/master.m3u8", async (req, res) => {
    const grant = grantOf(key, req.params.assetId, req.params.token);
    const master = await viewerMasterPlaylist(db, req.params.assetId, grant);
    // Per viewer (its token), and it lists the 4K rendition once that arrives: kept briefly, so the
    // player's read-ahead of it serves hls.js's own read a moment later.
    const secondsLeft = Math.max(0, grant.expiresAt - Math.floor(Date.now() / 1000));
    res.setHeader("Cache-Control", `private, max-age=${Math.min(MASTER_MAX_AGE_SECONDS, secondsLeft)}`);
    res.type(PLAYLIST_TYPE).send(master);
  });

  router.get("/:assetId/:token/:quality/:file", async (req, res) => {
    const { assetId, token, quality, file } = req.params;
    const grant = grantOf(key, assetId, token);
    const objectPath = renditionObjectPath(assetId, grant, quality, file);
    const secondsLeft = Math.max(0, grant.expiresAt - Math.floor(Date.now() / 1000));
    if (file === "index.m3u8") {
      const stored = await openFile(objectPath, readText);
      res.setHeader("Cache-Control", `private, max-age=${Math.min(60, secondsLeft)}`);
      res.type(PLAYLIST_TYPE).send(relativeVariantPlaylist(stored));
      return;
    }
    const info = await segmentInfo(objectPath);
    if (!info) throw notFound(FILE_GONE);
    const bytes = await openFile(objectPath, async (stream) => stream);
    res.status(200);
    res.setHeader("Content-Type", SEGMENT_TYPE);
    res.setHeader("Content-Length", String(info.size));
    res.setHeader("ETag", info.etag);
    res.setHeader("Cache-Control", `private, max-age=${secondsLeft}, immutable`);
    await streamTo(res, bytes, req);
  });

  /**
   * A file's bytes, read by `use`; 404 when there is none (a segment may be gone
   * since its size was remembered: its post deleted). The bucket's reads fail on
   * the stream, local disk's on opening.
   */
  async function openFile<T>(objectPath: string, use: (stream: NodeJS.ReadableStream) => Promise<T>): Promise<T> {
    try {
      return await use(await storage.openRead(objectPath));
    } catch (error) {
      if (!(await storage.stat(objectPath))) throw notFound(FILE_GONE);
      throw error;
    }
  }

  return router;
}

async function readText(source: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of source as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

async function streamTo(res: Response, source: NodeJS.ReadableStream, req: Request) {
  try {
    await pipeline(source, res);
  } catch (error) {
    // A viewer seeking or closing the player cuts segments short; anything else is logged.
    if (!req.destroyed && (error as NodeJS.ErrnoException)?.code !== "ERR_STREAM_PREMATURE_CLOSE") {
      console.error(`GET ${req.path}: reading the segment failed:`, error);
    }
    res.destroy();
  }
}
