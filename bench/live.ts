/**
 * Live streams, against the built server on the embedded database and on PostgreSQL
 * (one instance, local-disk storage), fed as a browser feeds it: 720p30 WebM (VP8 and Opus,
 * made once by ffmpeg beforehand) sent over the ingest WebSocket in 1-second
 * chunks at real time, as MediaRecorder with a 1 s timeslice sends it.
 *
 *   - first ingest bytes → first segment listed in a viewer's live playlist (target ≤ 4 s);
 *   - each segment's EXT-X-PROGRAM-DATE-TIME → when a viewer's playlist first lists it (target ≤ 3 s);
 *   - CPU of that ingest: the ffmpeg the server runs for it and the server process, in cores;
 *   - 500 simulated viewers, each reading the live playlist every 2 s (as hls.js does) and
 *     fetching each new segment, from one instance: playlist latency p50/p99 (target p99 ≤ 50 ms),
 *     segment latency, and the cores the server and the viewers used meanwhile.
 *
 * The viewers run in child processes (support/live-viewers.ts), on the same 2 cores as
 * the server: their own work is part of what they measure.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import WebSocket from "ws";
import { resolveBinaries } from "../server/video/binaries";
import { playbackKey } from "../server/video/playback-token";
import { liveMasterPath } from "../server/live/playback";
import { newSessionRow, signedSessionCookie } from "../server/test/session-cookie";
import { BENEFIT_TEMPLATES } from "../shared/benefits";
import type { BenchDatabase } from "./support/databases";
import { median } from "./support/stats";
import { forkLiveViewers, parsePlaylist } from "./support/live-viewers";
import { startServer, type RunningServer } from "./support/server";

const execFileAsync = promisify(execFile);
const SECRET = "bench-live-secret";
const PUSH_SECONDS = 30;
const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 500);
const VIEWER_SECONDS = 20;
const POLL_MS = 2_000;
/** The simulated viewers' processes (each its own event loop). */
const VIEWER_PROCESSES = Number(process.env.BENCH_LIVE_VIEWER_PROCESSES ?? 4);

interface LiveIds {
  cookie: string;
  /** The simulated viewers: people of the database (the live's events go to them). */
  viewerIds: string[];
}

async function fillCreator(database: BenchDatabase): Promise<LiveIds> {
  const db = await database.open();
  try {
    const one = async (text: string, values?: unknown[]) => (await db.query<{ id: string }>(text, values))[0]!.id;
    const owner = await one(`insert into users (auth_subject, username) values ('live-owner', 'live_owner') returning id`);
    const profile = await one(`insert into creator_profiles (user_id, pet_name, pet_type, bio) values ($1, 'Bench', 'Dog', 'The bench dog') returning id`, [owner]);
    await db.query(`insert into subscription_tiers (creator_profile_id, name, price, benefits) values ($1, 'VIP', '19.99', $2)`, [
      profile,
      JSON.stringify(BENEFIT_TEMPLATES.vip),
    ]);
    const viewers = await db.query<{ id: string }>(
      `insert into users (auth_subject, username) select 'live-viewer-' || g, 'live_viewer_' || g from generate_series(1, ${VIEWERS + 1}) g returning id`,
    );
    const row = newSessionRow(owner);
    await db.query("insert into sessions (sid, sess, expire) values ($1, $2, $3)", [row.sid, JSON.stringify(row.sess), row.expire]);
    return { cookie: signedSessionCookie(row.sid, SECRET), viewerIds: viewers.map((v) => v.id) };
  } finally {
    await db.close();
  }
}

/** 720p30 VP8 + Opus, as Chromium's MediaRecorder records a camera, cut into one chunk per second of media. */
async function makeCameraChunks(dir: string): Promise<Buffer[]> {
  const { ffmpeg } = await resolveBinaries({ ffmpegPath: process.env.FFMPEG_PATH });
  const file = path.join(dir, "camera.webm");
  await execFileAsync(ffmpeg.path, [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", `testsrc2=size=1280x720:rate=30:duration=${PUSH_SECONDS}`,
    "-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${PUSH_SECONDS}`,
    "-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "2500k", "-minrate", "2500k", "-maxrate", "2500k", "-g", "60",
    "-c:a", "libopus", "-b:a", "128k", "-shortest", file,
  ]);
  // A constant bit rate: equal byte slices are about a second of media each.
  const bytes = fs.readFileSync(file);
  const size = Math.ceil(bytes.length / PUSH_SECONDS);
  return Array.from({ length: PUSH_SECONDS }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

interface StartedLive {
  id: string;
  ws: WebSocket;
}

async function startLive(server: RunningServer, ids: LiveIds, title: string): Promise<StartedLive> {
  const headers = { cookie: ids.cookie, "content-type": "application/json", origin: server.baseUrl };
  const scheduled = await fetch(`${server.baseUrl}/api/live-sessions`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title, scheduledFor: new Date(Date.now() + 3_600_000).toISOString() }),
  });
  const live = (await scheduled.json()) as { id: string; message?: string };
  if (!scheduled.ok) throw new Error(`scheduling: ${scheduled.status} ${live.message}`);
  const started = await fetch(`${server.baseUrl}/api/live-sessions/${live.id}/start`, { method: "POST", headers });
  const body = (await started.json()) as { ingest: { webSocketUrl: string }; message?: string };
  if (!started.ok) throw new Error(`starting: ${started.status} ${body.message}`);
  const ws = new WebSocket(body.ingest.webSocketUrl, { headers: { Cookie: ids.cookie, Origin: server.baseUrl } });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  return { id: live.id, ws };
}

async function endLive(server: RunningServer, ids: LiveIds, live: StartedLive) {
  live.ws.close();
  const ended = await fetch(`${server.baseUrl}/api/live-sessions/${live.id}/end`, { method: "POST", headers: { cookie: ids.cookie, origin: server.baseUrl } });
  if (!ended.ok) throw new Error(`ending: ${ended.status} ${await ended.text()}`);
}

/** Sends one chunk a second; answers when the first was sent and a promise of the last. */
function pushAtRealTime(ws: WebSocket, chunks: Buffer[]): { firstSentAt: number; done: Promise<void> } {
  const firstSentAt = Date.now();
  const done = (async () => {
    for (let i = 0; i < chunks.length; i++) {
      const due = firstSentAt + i * 1000;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      ws.send(chunks[i]!, { binary: true });
    }
  })();
  return { firstSentAt, done };
}

function variantUrl(server: RunningServer, liveId: string, viewerId: string): string {
  return `${server.baseUrl}${liveMasterPath(playbackKey(SECRET), liveId, viewerId).replace("master.m3u8", "720/index.m3u8")}`;
}

/** CPU seconds (user + system) a process has used. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const text = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    if (text) found.push(...text.split(" ").map(Number));
  }
  return found;
}

function ffmpegChildOf(pid: number): number | null {
  for (const child of childrenOf(pid)) {
    if (fs.readFileSync(`/proc/${child}/cmdline`, "utf8").includes("hls")) return child;
  }
  return null;
}

/** Latency figures: first segment, program date-time to availability, CPU. */
async function measureIngest(server: RunningServer, ids: LiveIds, chunks: Buffer[]) {
  const live = await startLive(server, ids, "Latency");
  const url = variantUrl(server, live.id, ids.viewerIds[VIEWERS]!);
  const { firstSentAt, done } = pushAtRealTime(live.ws, chunks);
  let firstListedAt: number | null = null;
  const seen = new Map<string, { at: number; programDateTime: number | null }>();
  let cpu: { wall: number; ffmpeg: number; server: number } | null = null;
  let cpuStart: { at: number; ffmpeg: number; server: number; ffmpegPid: number } | null = null;
  let finished = false;
  void done.then(() => (finished = true));
  while (!finished) {
    const now = Date.now();
    const res = await fetch(url);
    if (res.ok) {
      for (const segment of parsePlaylist(await res.text())) {
        if (!seen.has(segment.name)) seen.set(segment.name, { at: Date.now(), programDateTime: segment.programDateTime });
        firstListedAt ??= Date.now();
      }
    }
    // CPU from 5 s after the start (the encoder in its stride) to 3 s before the end.
    const elapsed = now - firstSentAt;
    if (!cpuStart && elapsed >= 5_000) {
      const ffmpegPid = ffmpegChildOf(server.pid);
      if (ffmpegPid) cpuStart = { at: now, ffmpeg: cpuSeconds(ffmpegPid), server: cpuSeconds(server.pid), ffmpegPid };
    }
    if (cpuStart && !cpu && elapsed >= (PUSH_SECONDS - 3) * 1000) {
      cpu = {
        wall: (now - cpuStart.at) / 1000,
        ffmpeg: cpuSeconds(cpuStart.ffmpegPid) - cpuStart.ffmpeg,
        server: cpuSeconds(server.pid) - cpuStart.server,
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await endLive(server, ids, live);
  const delays = [...seen.values()].filter((s) => s.programDateTime !== null).map((s) => (s.at - s.programDateTime!) / 1000);
  return {
    firstSegmentSeconds: firstListedAt === null ? null : (firstListedAt - firstSentAt) / 1000,
    pdtToAvailable: { median: median(delays), max: Math.max(...delays), count: delays.length },
    cpu: cpu && { ffmpegCores: cpu.ffmpeg / cpu.wall, serverCores: cpu.server / cpu.wall },
  };
}

/** 500 viewers polling one live's playlist and fetching its new segments. */
async function measureViewers(server: RunningServer, ids: LiveIds, chunks: Buffer[]) {
  const live = await startLive(server, ids, "Viewers");
  const { done } = pushAtRealTime(live.ws, chunks);
  // The first segments exist before the viewers arrive, as for anyone who opens a live a little after it began.
  await new Promise((r) => setTimeout(r, 6_000));
  const playlistUrls = ids.viewerIds.slice(0, VIEWERS).map((viewerId) => variantUrl(server, live.id, viewerId));
  // What serving them costs the server, and what the simulated viewers cost their processes, on the same cores.
  const cpuAtStart = { at: performance.now(), server: cpuSeconds(server.pid) };
  const viewers = await forkLiveViewers({ playlistUrls, pollMs: POLL_MS, until: Date.now() + VIEWER_SECONDS * 1000 }, VIEWER_PROCESSES);
  const wall = (performance.now() - cpuAtStart.at) / 1000;
  const cores = { server: (cpuSeconds(server.pid) - cpuAtStart.server) / wall, viewers: viewers.cpuSeconds / wall };
  if (viewers.firstFailure) console.log(`  first failure: ${viewers.firstFailure}`);
  const { failures, segmentsFetched, segmentBytes, segmentTimes } = viewers;
  const playlistTimes = viewers.playlistTimes.map((t) => t.ms);
  // A viewer's first read opens its connection; the reads after it are the steady state.
  const steadyTimes = viewers.playlistTimes.filter((t) => !t.first).map((t) => t.ms);
  // The count the server kept: viewers seen in the last 30 s.
  const view = (await (await fetch(`${server.baseUrl}/api/live-sessions/${live.id}`)).json()) as { viewerCount: number; peakViewerCount: number };
  await done;
  await endLive(server, ids, live);
  const at = (times: number[], q: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1)) : NaN;
  };
  return {
    playlists: playlistTimes.length,
    p50: at(playlistTimes, 0.5),
    p99: at(playlistTimes, 0.99),
    steadyP50: at(steadyTimes, 0.5),
    steadyP99: at(steadyTimes, 0.99),
    segmentP50: at(segmentTimes, 0.5),
    segmentP99: at(segmentTimes, 0.99),
    serverCores: cores.server,
    viewerCores: cores.viewers,
    segmentsFetched,
    segmentMegabytesPerSecond: segmentBytes / 1e6 / VIEWER_SECONDS,
    failures,
    peakViewerCount: view.peakViewerCount,
  };
}

export async function benchLive(database: BenchDatabase): Promise<string> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-bench-live-"));
  const load = os.loadavg().map((n) => n.toFixed(2)).join(", ");
  try {
    console.log("live: making 30 s of 720p WebM …");
    const chunks = await makeCameraChunks(work);
    const ids = await fillCreator(database);
    const server = await startServer({ ...database.env, SESSION_SECRET: SECRET, MAX_LIVE_STREAMS: "2" });
    // The job queue finishes starting after the server answers; on the embedded database a write that
    // sends a job meanwhile waits for it inside its transaction, which the queue's own start then waits for.
    await new Promise((r) => setTimeout(r, 10_000));
    try {
      console.log("live: ingest latency and CPU …");
      const ingest = await measureIngest(server, ids, chunks);
      console.log(`  ${JSON.stringify(ingest)}`);
      console.log(`live: ${VIEWERS} viewers …`);
      const viewers = await measureViewers(server, ids, chunks);
      console.log(`  ${JSON.stringify(viewers)}`);
      if (viewers.failures) console.log(`live: the server printed:\n${server.output().slice(-3000)}`);
      const megabits = (chunks.reduce((sum, c) => sum + c.length, 0) * 8) / 1e6 / PUSH_SECONDS;
      return [
        `### Live streams (one instance, ${database.kind === "embedded" ? "embedded database" : "PostgreSQL"}, local disk; load average at the start ${load}, at the end ${os.loadavg().map((n) => n.toFixed(2)).join(", ")})`,
        "",
        `Ingest: ${PUSH_SECONDS} s of 720p30 WebM (VP8 ${megabits.toFixed(1)} Mbit/s with Opus), 1 s chunks at real time over the ingest WebSocket.`,
        "",
        "| figure | measured | target |",
        "|---|---|---|",
        `| first ingest bytes → first segment listed | ${ingest.firstSegmentSeconds?.toFixed(2) ?? "none"} s | ≤ 4 s |`,
        `| segment's EXT-X-PROGRAM-DATE-TIME → listed (median / worst of ${ingest.pdtToAvailable.count}) | ${ingest.pdtToAvailable.median.toFixed(2)} s / ${ingest.pdtToAvailable.max.toFixed(2)} s | ≤ 3 s |`,
        `| CPU of one 720p ingest: its ffmpeg / the server process | ${ingest.cpu ? `${ingest.cpu.ffmpegCores.toFixed(2)} / ${ingest.cpu.serverCores.toFixed(2)} cores` : "not measured"} | (report) |`,
        `| ${VIEWERS} viewers polling every 2 s (in ${VIEWER_PROCESSES} processes): playlist p50 / p99 (${viewers.playlists} reads) | ${viewers.p50} ms / ${viewers.p99} ms | p99 ≤ 50 ms |`,
        `| … the same without each viewer's first read (its new connection) | ${viewers.steadyP50} ms / ${viewers.steadyP99} ms | |`,
        `| … segments fetched meanwhile (failures) | ${viewers.segmentsFetched}, ${viewers.segmentMegabytesPerSecond.toFixed(1)} MB/s (${viewers.failures}) | |`,
        `| … segment p50 / p99 | ${viewers.segmentP50} ms / ${viewers.segmentP99} ms | |`,
        `| … CPU meanwhile: the server process / the simulated viewers | ${viewers.serverCores.toFixed(2)} / ${viewers.viewerCores.toFixed(2)} cores | (report) |`,
        `| … viewer count the server kept (peak) | ${viewers.peakViewerCount} | ${VIEWERS} |`,
      ].join("\n");
    } catch (error) {
      console.error(`live: the server printed:\n${server.output().slice(-4000)}`);
      throw error;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
