/**
 * Serving a video's segments (GET /api/videos/<asset>/<token>/<quality>/segment_NNN.ts)
 * against express.static serving the same files from the same disk, 50
 * connections, one right after the other (target: at least 0.8 of the floor's
 * requests per second). Three sizes: a 360p segment of about 200 kB and a 1080p
 * one of about 2 MB (4 seconds at the ladder's caps, 1 and 6 Mbit/s, are at most
 * 0.5 and 3 MB), and a short last segment of 20 kB, where the per-request work
 * (token, headers, middleware) weighs most.
 *
 * The built app runs as in production with local-disk storage; the bench writes
 * the files into its storage and signs the token with the server's secret (a
 * segment request reads no database, so no rows are needed). The floor is a bare
 * Express process with express.static on the storage's data folder.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import { LocalDiskStorage } from "../server/storage/local-disk";
import { playbackKey, signPlaybackToken } from "../server/video/playback-token";
import type { BenchDatabase } from "./support/databases";
import { load, type LoadResult } from "./support/load";
import { startProcess, startServer, type RunningServer } from "./support/server";

const CONNECTIONS = 50;
/** Each server's time on a size, split in this many turns. */
const ROUNDS = 4;
const SECRET = "bench-segments-secret";
const SEGMENTS = [
  // A clip's short last segment, where each request's own work weighs most.
  { quality: 720, bytes: 20_000 },
  { quality: 360, bytes: 200_000 },
  { quality: 1080, bytes: 2_000_000 },
] as const;

function startStaticFloor(root: string): Promise<RunningServer> {
  return startProcess(["--import", "tsx", fileURLToPath(import.meta.url), "static-floor"], { STATIC_ROOT: root });
}

export async function benchSegments(database: BenchDatabase, seconds: number): Promise<string> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-bench-segments-"));
  const dataDir = path.join(work, "data");
  const objectsRoot = path.join(dataDir, "objects");
  const assetId = crypto.randomUUID();
  const storage = new LocalDiskStorage(objectsRoot, "http://localhost", Buffer.alloc(32));
  for (const { quality, bytes } of SEGMENTS) {
    await storage.writeObject(`videos/${assetId}/${quality}/segment_000.ts`, crypto.randomBytes(bytes), "video/mp2t");
  }
  const token = signPlaybackToken(playbackKey(SECRET), assetId, 2160);
  const rows: Array<{ quality: number; bytes: number; floor: Measured; app: Measured }> = [];
  const run = async (label: string, url: string) => {
    const result = await load({ url, seconds: seconds / ROUNDS, connections: CONNECTIONS });
    console.log(
      `  ${label.padEnd(34)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.non2xx || result.errors ? `  (${result.non2xx} non-2xx, ${result.errors} errors!)` : ""}`,
    );
    return result;
  };

  const app = await startServer({ ...database.env, DATA_DIR: dataDir, SESSION_SECRET: SECRET });
  const floor = await startStaticFloor(path.join(objectsRoot, "data"));
  try {
    for (const { quality, bytes } of SEGMENTS) {
      const file = `${quality}/segment_000.ts`;
      const appUrl = `${app.baseUrl}/api/videos/${assetId}/${token}/${file}`;
      const check = await fetch(appUrl);
      if (!check.ok || (await check.arrayBuffer()).byteLength !== bytes) throw new Error(`the app does not serve the segment: ${check.status}`);
      // Turns in the order floor, app, app, floor: a machine that speeds up or slows down during the runs weighs on both alike.
      const results: Record<"floor" | "app", LoadResult[]> = { floor: [], app: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (["floor", "app"] as const) : (["app", "floor"] as const);
        for (const who of order) {
          const url = who === "floor" ? `${floor.baseUrl}/videos/${assetId}/${file}` : appUrl;
          results[who].push(await run(`${who === "floor" ? "express.static" : "app"}: ${quality}p segment`, url));
        }
      }
      rows.push({ quality, bytes, floor: measured(results.floor), app: measured(results.app) });
    }
  } finally {
    await Promise.all([app.stop(), floor.stop()]);
    fs.rmSync(work, { recursive: true, force: true });
  }

  return [
    `### Video segments (${CONNECTIONS} connections, ${seconds} s per server and size in ${ROUNDS} alternating turns, local disk)`,
    "",
    "| segment | express.static req/s | app req/s | app / static | static p99 ms | app p99 ms |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.quality}p, ${Math.round(r.bytes / 1000)} kB | ${r.floor.requestsPerSecond} | ${r.app.requestsPerSecond} | ${(r.app.requestsPerSecond / r.floor.requestsPerSecond).toFixed(2)} | ${r.floor.p99} | ${r.app.p99} |`,
    ),
  ].join("\n");
}

interface Measured {
  requestsPerSecond: number;
  /** The worst of the turns' 99th percentiles. */
  p99: number;
}

function measured(turns: LoadResult[]): Measured {
  const mean = turns.reduce((sum, r) => sum + r.requestsPerSecond, 0) / turns.length;
  return { requestsPerSecond: Math.round(mean), p99: Math.max(...turns.map((r) => r.p99)) };
}

/** The floor: express.static on the storage's data folder, nothing else. */
function serveStaticFloor() {
  const app = express();
  app.get("/api/health", (_req, res) => void res.json({ ok: true }));
  app.use(express.static(process.env.STATIC_ROOT!));
  app.listen(Number(process.env.PORT));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "static-floor") serveStaticFloor();
