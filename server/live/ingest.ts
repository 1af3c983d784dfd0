/**
 * The lives this instance ingests: for each, the ffmpeg that turns the
 * creator's stream into HLS in a local work folder, and a copy loop that puts
 * each finished segment, then the playlist naming it, into storage (where
 * viewers read them, ../routes/live-sessions/files.ts). Local disk by default;
 * with a bucket, any instance serves them.
 *
 * A live is held here from its start (capacity: MAX_LIVE_STREAMS per instance)
 * until it ends. Its ingest may come and go: each connection (a browser's
 * WebSocket sending MediaRecorder WebM, or an RTMP encoder's publish as FLV,
 * ./rtmp-ingest.ts) runs its own ffmpeg, appending to the same playlists, and
 * a new connection replaces the one before. When nothing has arrived for
 * LIVE_INGEST_TIMEOUT_SECONDS (60 by default) the live ends (./lifecycle.ts).
 * Every few seconds the time of its last ingest is written down, so that
 * another instance ends it when this one vanishes (./orphans.ts).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { liveSessions } from "../db/schema";
import { resolveBinaries } from "../video/binaries";
import { completePlaylist, liveFolder, liveIngestArgs, type LiveIngestFormat } from "./hls";

const PLAYLIST_TYPE = "application/vnd.apple.mpegurl";
const SEGMENT_TYPE = "video/mp2t";
/** How often new segments are copied to storage: the latency a viewer lives with, on top of the segment's 2 s. */
const COPY_INTERVAL_MS = 250;
/** How often the time of each held live's last ingest is written down (for the sweep of vanished instances, ./orphans.ts). */
export const INGEST_HEARTBEAT_MS = 5_000;

export type LiveIngestDeps = Pick<AppContext, "db" | "storage" | "jobs" | "config">;

interface Encoder {
  child: ChildProcessWithoutNullStreams;
  exited: Promise<void>;
  stderrTail: string;
}

interface LiveRun {
  liveSessionId: string;
  workDir: string;
  ladder: readonly number[];
  encoder: Encoder | null;
  /** Closes the connection feeding the current encoder (a newer one replaces it). */
  closeSource: (() => void) | null;
  lastDataAt: number;
  lostTimer: NodeJS.Timeout | null;
  /** Segments already in storage, by rendition. */
  copied: Map<number, Set<string>>;
  copyTimer: NodeJS.Timeout;
  copying: Promise<void>;
  /** When the first segment reached storage (the bench's first-bytes-to-playlist figure). */
  firstSegmentAt: number | null;
  firstBytesAt: number | null;
}

export class LiveIngests {
  private readonly runs = new Map<string, LiveRun>();
  private readonly binaries: Promise<string>;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Called when a live's ingest has been gone too long (./lifecycle.ts ends it). */
  onIngestLost: (liveSessionId: string) => void = () => {};

  constructor(private readonly deps: LiveIngestDeps) {
    this.binaries = resolveBinaries(deps.config.video).then((b) => b.ffmpeg.path);
    this.binaries.catch(() => {});
  }

  get count(): number {
    return this.runs.size;
  }

  has(liveSessionId: string): boolean {
    return this.runs.has(liveSessionId);
  }

  heldIds(): string[] {
    return [...this.runs.keys()];
  }

  /** Whether one more live fits on this instance. */
  hasRoom(): boolean {
    return this.runs.size < this.deps.config.live.maxStreams;
  }

  /** Holds a live that just started: its work folder, its copy loop, and the clock of its first ingest. */
  async hold(liveSessionId: string): Promise<void> {
    if (this.runs.has(liveSessionId)) return;
    const workDir = path.join(os.tmpdir(), "pawfans-live", liveSessionId);
    await fsp.rm(workDir, { recursive: true, force: true });
    const ladder = this.deps.config.live.ladder;
    for (const quality of ladder) await fsp.mkdir(path.join(workDir, String(quality)), { recursive: true });
    const run: LiveRun = {
      liveSessionId,
      workDir,
      ladder,
      encoder: null,
      closeSource: null,
      lastDataAt: Date.now(),
      lostTimer: null,
      copied: new Map(ladder.map((q) => [q, new Set<string>()])),
      copyTimer: setInterval(() => this.copy(run), COPY_INTERVAL_MS),
      copying: Promise.resolve(),
      firstSegmentAt: null,
      firstBytesAt: null,
    };
    run.copyTimer.unref();
    this.runs.set(liveSessionId, run);
    this.armLostTimer(run);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        this.recordIngestSeen().catch((error) => console.error("live ingest heartbeat:", error));
      }, INGEST_HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  /** Writes down when each held live's ingest last sent anything (or was held, before its first bytes). */
  private async recordIngestSeen() {
    if (this.runs.size === 0) {
      clearInterval(this.heartbeat!);
      this.heartbeat = null;
      return;
    }
    // A copy: lives may end while it writes.
    for (const run of Array.from(this.runs.values())) {
      await this.deps.db
        .update(liveSessions)
        // On the database's clock, as the sweep compares it.
        .set({ ingestSeenAt: sql`now() - make_interval(secs => ${(Date.now() - run.lastDataAt) / 1000})` })
        .where(and(eq(liveSessions.id, run.liveSessionId), eq(liveSessions.status, "live")));
    }
  }

  /**
   * A new ingest connection: its own ffmpeg, continuing the playlists.
   * Answers a sink for the connection's chunks and its end.
   */
  async connect(liveSessionId: string, close: () => void, format: LiveIngestFormat = "webm"): Promise<{ write(chunk: Buffer): void; end(): void }> {
    const run = this.runs.get(liveSessionId);
    if (!run) throw new Error(`live ${liveSessionId} is not held by this instance`);
    await this.stopEncoder(run);
    run.closeSource = close;
    const ffmpeg = await this.binaries;
    const child = spawn(ffmpeg, liveIngestArgs({ format, workDir: run.workDir, ladder: run.ladder, startNumber: await nextSegmentNumber(run) }), {
      stdio: ["pipe", "ignore", "pipe"],
      windowsHide: true,
    }) as unknown as ChildProcessWithoutNullStreams;
    const encoder: Encoder = { child, stderrTail: "", exited: new Promise((resolve) => child.once("close", () => resolve())) };
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => {
      encoder.stderrTail = (encoder.stderrTail + text).slice(-4096);
    });
    // A broken pipe (ffmpeg gave up on the input) ends this connection's encoder, not the server.
    child.stdin.on("error", () => {});
    child.once("error", (error) => console.error(`live ${liveSessionId}: ffmpeg did not start:`, error.message));
    run.encoder = encoder;
    return {
      write: (chunk) => {
        if (run.encoder !== encoder) return;
        run.firstBytesAt ??= Date.now();
        run.lastDataAt = Date.now();
        this.armLostTimer(run);
        child.stdin.write(chunk);
      },
      end: () => {
        if (run.encoder !== encoder) return;
        child.stdin.end();
        run.closeSource = null;
      },
    };
  }

  /** Ends the ingest: the encoder finishes, the last segments and the end marker reach storage. Answers the work folder's playlists, for the replay. */
  async release(liveSessionId: string): Promise<{ workDir: string; ladder: readonly number[] } | null> {
    const run = this.runs.get(liveSessionId);
    if (!run) return null;
    this.runs.delete(liveSessionId);
    if (run.lostTimer) clearTimeout(run.lostTimer);
    clearInterval(run.copyTimer);
    run.closeSource?.();
    await this.stopEncoder(run);
    await run.copying;
    await this.copyOnce(run, true);
    return { workDir: run.workDir, ladder: run.ladder };
  }

  /** The first-bytes and first-segment moments of a live this instance holds (bench and tests). */
  timings(liveSessionId: string): { firstBytesAt: number | null; firstSegmentAt: number | null } | null {
    const run = this.runs.get(liveSessionId);
    return run ? { firstBytesAt: run.firstBytesAt, firstSegmentAt: run.firstSegmentAt } : null;
  }

  private armLostTimer(run: LiveRun) {
    if (run.lostTimer) clearTimeout(run.lostTimer);
    run.lostTimer = setTimeout(() => {
      if (this.runs.get(run.liveSessionId) === run) this.onIngestLost(run.liveSessionId);
    }, this.deps.config.live.ingestTimeoutMs);
    run.lostTimer.unref();
  }

  private async stopEncoder(run: LiveRun) {
    const encoder = run.encoder;
    if (!encoder) return;
    run.encoder = null;
    encoder.child.stdin.end();
    // ffmpeg writes its last segment and the end marker on end of input; a stuck one is killed.
    const killer = setTimeout(() => encoder.child.kill("SIGKILL"), 10_000);
    await encoder.exited;
    clearTimeout(killer);
  }

  private copy(run: LiveRun) {
    run.copying = run.copying.then(() => this.copyOnce(run, false)).catch((error) => console.error(`live ${run.liveSessionId}: copying to storage:`, error));
  }

  /** Puts each complete segment not yet stored, then the playlist naming them, into storage. */
  private async copyOnce(run: LiveRun, final: boolean) {
    const { storage } = this.deps;
    for (const quality of run.ladder) {
      const local = path.join(run.workDir, String(quality));
      const text = await fsp.readFile(path.join(local, "index.m3u8"), "utf8").catch(() => null);
      if (text === null) continue;
      const { playlist, segments } = completePlaylist(text);
      const copied = run.copied.get(quality)!;
      const fresh = segments.filter((name) => !copied.has(name));
      if (fresh.length === 0 && !final) continue;
      const prefix = `${liveFolder(run.liveSessionId)}/${quality}`;
      for (const name of fresh) {
        await storage.writeObjectStream(`${prefix}/${name}`, fs.createReadStream(path.join(local, name)), SEGMENT_TYPE);
        copied.add(name);
      }
      await storage.writeObject(`${prefix}/index.m3u8`, Buffer.from(playlist), PLAYLIST_TYPE);
      if (fresh.length > 0) run.firstSegmentAt ??= Date.now();
    }
  }
}

/** The number after the last segment written so far (0 for a first connection). */
async function nextSegmentNumber(run: LiveRun): Promise<number> {
  const quality = run.ladder[0]!;
  const text = await fsp.readFile(path.join(run.workDir, String(quality), "index.m3u8"), "utf8").catch(() => "");
  const numbers = completePlaylist(text).segments.map((name) => Number(/\d+/.exec(name)![0]));
  return numbers.length ? Math.max(...numbers) + 1 : 0;
}

const instances = new WeakMap<object, LiveIngests>();

/** The app's one set of held lives (per AppContext: each test app has its own). */
export function liveIngestsOf(deps: LiveIngestDeps): LiveIngests {
  let ingests = instances.get(deps.db);
  if (!ingests) {
    ingests = new LiveIngests(deps);
    instances.set(deps.db, ingests);
  }
  return ingests;
}
