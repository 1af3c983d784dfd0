/**
 * A live's files for its viewers, under /api/live/ (app.ts mounts this first,
 * before the session, as it does video posts' files: the path's token is the
 * whole check, server/live/playback.ts):
 *
 *   <liveId>/<viewerId>/<token>/master.m3u8             the renditions
 *   <liveId>/<viewerId>/<token>/<quality>/index.m3u8    the newest segments (read every 2 s; counts the viewer)
 *   <liveId>/<viewerId>/<token>/<quality>/segment_NNNNN.ts
 *
 * The playlists and the segments they list come from memory
 * (../../live/segment-cache.ts): 500 viewers polling cost storage a few reads a
 * second. Checking an address reads no database either.
 */
import { pipeline } from "node:stream/promises";
import { Router, type Response } from "express";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { LIVE_SEGMENT_NAME, liveFolder, liveMasterPlaylist } from "../../live/hls";
import { checkLiveAddress } from "../../live/playback";
import { liveFileCacheOf } from "../../live/segment-cache";
import { countViewers, sawViewer } from "../../live/viewers";
import { playbackKey } from "../../video/playback-token";

const PLAYLIST_TYPE = "application/vnd.apple.mpegurl";
const NO_FILE = "No such live file";

export function liveFilesRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const key = playbackKey(ctx.sessionSecret);
  const { storage } = ctx;
  const ladder = ctx.config.live.ladder;
  const cache = liveFileCacheOf(ctx);
  // The same for every live: made once.
  const master = liveMasterPlaylist(ladder);
  countViewers(ctx);
  router.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    next();
  });

  router.get("/:liveId/:viewerId/:token/master.m3u8", (req, res) => {
    const { liveId, viewerId, token } = req.params;
    checkLiveAddress(key, liveId, viewerId, token);
    sawViewer(ctx.db, liveId, viewerId);
    res.setHeader("Cache-Control", "private, no-cache");
    res.type(PLAYLIST_TYPE).send(master);
  });

  router.get("/:liveId/:viewerId/:token/:quality/:file", async (req, res) => {
    const { liveId, viewerId, token, quality, file } = req.params;
    checkLiveAddress(key, liveId, viewerId, token);
    if (!/^\d+$/.test(quality) || !(ladder as readonly number[]).includes(Number(quality))) throw notFound(NO_FILE);
    const objectPath = `${liveFolder(liveId)}/${quality}/${file}`;
    if (file === "index.m3u8") {
      sawViewer(ctx.db, liveId, viewerId);
      const playlist = await cache.playlist(liveId, Number(quality));
      if (!playlist) throw notFound(NO_FILE);
      // Changes every 2 s: never kept.
      res.setHeader("Cache-Control", "private, no-cache");
      res.type(PLAYLIST_TYPE).send(playlist.text);
      return;
    }
    if (!LIVE_SEGMENT_NAME.test(file)) throw notFound(NO_FILE);
    const cached = await cache.segment(liveId, Number(quality), file);
    if (cached) {
      segmentHeaders(res);
      res.setHeader("ETag", cached.etag);
      // send() answers 304 to a matching If-None-Match.
      res.send(cached.bytes);
      return;
    }
    // Not listed in this instance's playlist yet (or no longer): from storage, not kept.
    const info = await storage.stat(objectPath);
    if (!info) throw notFound(NO_FILE);
    segmentHeaders(res);
    res.setHeader("Content-Length", String(info.size));
    try {
      await pipeline(await storage.openRead(objectPath), res);
    } catch {
      res.destroy();
    }
  });
  return router;
}


function segmentHeaders(res: Response) {
  res.setHeader("Content-Type", "video/mp2t");
  res.setHeader("Cache-Control", "private, max-age=3600, immutable");
}
