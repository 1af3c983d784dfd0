/**
 * A live's files for its viewers, under /api/live/ (app.ts mounts this first,
 * before the session, as it does video posts' files: the path's token is the
 * whole check, server/live/playback.ts):
 *
 *   <liveId>/<viewerId>/<token>/master.m3u8             the renditions
 *   <liveId>/<viewerId>/<token>/<quality>/index.m3u8    the newest segments (read every 2 s; counts the viewer)
 *   <liveId>/<viewerId>/<token>/<quality>/segment_NNNNN.ts
 */
import { pipeline } from "node:stream/promises";
import { Router } from "express";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { LIVE_SEGMENT_NAME, liveFolder, liveMasterPlaylist, livePlaylistWindow } from "../../live/hls";
import { checkLiveAddress } from "../../live/playback";
import { countViewers, sawViewer } from "../../live/viewers";
import { playbackKey } from "../../video/playback-token";

const PLAYLIST_TYPE = "application/vnd.apple.mpegurl";
const NO_FILE = "No such live file";

export function liveFilesRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const key = playbackKey(ctx.sessionSecret);
  const { storage } = ctx;
  const ladder = ctx.config.live.ladder;
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
    res.type(PLAYLIST_TYPE).send(liveMasterPlaylist(ladder));
  });

  router.get("/:liveId/:viewerId/:token/:quality/:file", async (req, res) => {
    const { liveId, viewerId, token, quality, file } = req.params;
    checkLiveAddress(key, liveId, viewerId, token);
    if (!/^\d+$/.test(quality) || !(ladder as readonly number[]).includes(Number(quality))) throw notFound(NO_FILE);
    const objectPath = `${liveFolder(liveId)}/${quality}/${file}`;
    if (file === "index.m3u8") {
      sawViewer(ctx.db, liveId, viewerId);
      const stored = await readText(ctx, objectPath);
      if (stored === null) throw notFound(NO_FILE);
      // Changes every 2 s: never kept.
      res.setHeader("Cache-Control", "private, no-cache");
      res.type(PLAYLIST_TYPE).send(livePlaylistWindow(stored));
      return;
    }
    if (!LIVE_SEGMENT_NAME.test(file)) throw notFound(NO_FILE);
    const info = await storage.stat(objectPath);
    if (!info) throw notFound(NO_FILE);
    res.setHeader("Content-Type", "video/mp2t");
    res.setHeader("Content-Length", String(info.size));
    res.setHeader("Cache-Control", "private, max-age=3600, immutable");
    try {
      await pipeline(await storage.openRead(objectPath), res);
    } catch {
      res.destroy();
    }
  });
  return router;
}

async function readText(ctx: AppContext, objectPath: string): Promise<string | null> {
  if (!(await ctx.storage.stat(objectPath))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of (await ctx.storage.openRead(objectPath)) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
