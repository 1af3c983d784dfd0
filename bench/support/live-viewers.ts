/**
 * Simulated live viewers, as hls.js watches a live: each reads the live playlist every
 * `pollMs` and fetches each new segment (three from the live edge at first), over a
 * connection it keeps. Run in child processes (`forkLiveViewers`), a few viewers to
 * each: one Node event loop for 500 viewers was itself the slowest part of the
 * measurement (a response waited for the loop, not for the server).
 */
import { fork } from "node:child_process";
import http from "node:http";

/** Segments and their program date-times, in order. */
export function parsePlaylist(text: string): Array<{ name: string; programDateTime: number | null }> {
  const out: Array<{ name: string; programDateTime: number | null }> = [];
  let pdt: number | null = null;
  for (const line of text.split("\n")) {
    if (line.startsWith("#EXT-X-PROGRAM-DATE-TIME:")) pdt = Date.parse(line.slice(25));
    else if (/^segment_\d+\.ts$/.test(line.trim())) {
      out.push({ name: line.trim(), programDateTime: pdt });
      pdt = null;
    }
  }
  return out;
}

function get(url: string, agent: http.Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * A segment as a player's network stack takes it: its bytes counted and let go.
 * Buffering 500 viewers' segments whole (some 170 MB/s) made the viewers, on the
 * server's own two cores, the slowest part of the measurement.
 */
function getCounting(url: string, agent: http.Agent): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

export interface ViewersTask {
  /** Each viewer's own playlist URL (its signed path). */
  playlistUrls: string[];
  pollMs: number;
  /** Epoch ms at which the viewers stop. */
  until: number;
}

export interface ViewersOutcome {
  /** Each playlist read: ms from asking to the whole answer, and whether it was the viewer's first (a new connection). */
  playlistTimes: Array<{ ms: number; first: boolean }>;
  segmentTimes: number[];
  segmentBytes: number;
  segmentsFetched: number;
  failures: number;
  firstFailure: string | null;
  /** CPU seconds this process used. */
  cpuSeconds: number;
}

async function runViewers({ playlistUrls, pollMs, until }: ViewersTask): Promise<ViewersOutcome> {
  const cpuAtStart = process.cpuUsage();
  // Each viewer keeps its connection, as a browser does.
  const agent = new http.Agent({ keepAlive: true, maxSockets: playlistUrls.length * 2 });
  const outcome: ViewersOutcome = { playlistTimes: [], segmentTimes: [], segmentBytes: 0, segmentsFetched: 0, failures: 0, firstFailure: null, cpuSeconds: 0 };
  const failed = (what: string) => {
    outcome.failures++;
    outcome.firstFailure ??= what;
  };
  const viewer = async (url: string) => {
    const fetched = new Set<string>();
    // Players arrive spread over a poll interval.
    await new Promise((r) => setTimeout(r, Math.random() * pollMs));
    let first = true;
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const res = await get(url, agent);
        outcome.playlistTimes.push({ ms: performance.now() - started, first });
        first = false;
        if (res.status !== 200) failed(`playlist ${res.status} ${res.body.toString("utf8").slice(0, 200)}`);
        else {
          const segments = parsePlaylist(res.body.toString("utf8")).map((s) => s.name);
          // A player starts three segments from the live edge, then takes each new one.
          const wanted = fetched.size === 0 ? segments.slice(-3) : segments.filter((name) => !fetched.has(name));
          for (const name of wanted) {
            fetched.add(name);
            const asked = performance.now();
            const segment = await getCounting(url.replace("index.m3u8", name), agent);
            outcome.segmentTimes.push(performance.now() - asked);
            outcome.segmentBytes += segment.bytes;
            if (segment.status === 200) outcome.segmentsFetched++;
            else failed(`segment ${segment.status}`);
          }
        }
      } catch (error) {
        failed(`playlist: ${(error as Error).message}`);
      }
      const wait = pollMs - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  };
  await Promise.all(playlistUrls.map(viewer));
  agent.destroy();
  const cpu = process.cpuUsage(cpuAtStart);
  outcome.cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return outcome;
}

/** Runs the viewers in `processes` child processes (the viewers dealt out in turn) and gathers what they measured. */
export async function forkLiveViewers(task: ViewersTask, processes: number): Promise<ViewersOutcome> {
  const shares = Array.from({ length: processes }, (_, p) => task.playlistUrls.filter((_, i) => i % processes === p)).filter((urls) => urls.length > 0);
  const outcomes = await Promise.all(
    shares.map(
      (playlistUrls) =>
        new Promise<ViewersOutcome>((resolve, reject) => {
          // The same loaders as this process (TypeScript through tsx).
          const child = fork(import.meta.filename, ["--viewers"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
          child.once("message", (message) => resolve(message as ViewersOutcome));
          child.once("error", reject);
          child.once("exit", (code) => code !== 0 && reject(new Error(`a viewers process exited with ${code}`)));
          child.send({ ...task, playlistUrls } satisfies ViewersTask);
        }),
    ),
  );
  return {
    playlistTimes: outcomes.flatMap((o) => o.playlistTimes),
    segmentTimes: outcomes.flatMap((o) => o.segmentTimes),
    segmentBytes: outcomes.reduce((sum, o) => sum + o.segmentBytes, 0),
    segmentsFetched: outcomes.reduce((sum, o) => sum + o.segmentsFetched, 0),
    failures: outcomes.reduce((sum, o) => sum + o.failures, 0),
    firstFailure: outcomes.find((o) => o.firstFailure)?.firstFailure ?? null,
    cpuSeconds: outcomes.reduce((sum, o) => sum + o.cpuSeconds, 0),
  };
}

// A child of forkLiveViewers: one task in, its outcome out.
if (process.argv.includes("--viewers") && process.send) {
  process.once("message", (task: ViewersTask) => {
    void runViewers(task).then((outcome) => process.send!(outcome, () => process.exit(0)));
  });
}
