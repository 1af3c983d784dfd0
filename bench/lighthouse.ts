/**
 * Lighthouse 12 with its default config (the mobile preset: a slow 4G phone, simulated)
 * on five pages of the built app with the demo content: Home, Explore, Community
 * Threads, Paw Bazar and a demo creator's profile. Each page is measured `runs`
 * times in Debian's Chromium; the table shows the median of each column.
 * Goals (issue "Fast on a phone"): score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import type { BenchDatabase } from "./support/databases";
import { startServer } from "./support/server";
import { median } from "./support/stats";

const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];

interface PageRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything the page transferred (compressed as sent), and of that its scripts and style sheets. */
  bytes: number;
  scriptAndStyleBytes: number;
  /** Scripts asked for once the app began preloading, on idle, what taps may open. */
  idlePreloadBytes: number;
}

/** Chromium with its DevTools port open, for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-lighthouse-"));
  const child: ChildProcess = spawn(CHROMIUM, [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools:\n${output}`)), 30_000);
    child.stderr!.on("data", (data) => {
      output += data;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      // Chromium's helpers may still be writing into the profile as it exits.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated. */
const ATTEMPTS = 3;

async function measure(url: string, port: number): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "no result" };
    if (result && !error) return pageRun(result.lhr);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${error?.code} ${error?.message}`);
    console.log(`  ${url}: ${error?.code}, again`);
  }
}

/**
 * The mark the app sets as it starts loading, on idle, the code of what a tap may open
 * (client/src/hooks/use-preload-when-idle.ts): scripts asked for from then on are not
 * the page's own weight but a head start on a dialog's.
 */
const IDLE_PRELOADS_MARK = "idle-preloads";
const CLOCK_SKEW_MS = 25;

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  rendererStartTime?: number;
}

function pageRun(lhr: Result): PageRun {
  const { audits, categories } = lhr;
  const requests = (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const marks = (audits["user-timings"]?.details as { items?: { name?: string; startTime?: number }[] } | undefined)?.items ?? [];
  const idleFrom = marks.find((mark) => mark.name === IDLE_PRELOADS_MARK)?.startTime ?? Infinity;
  const scriptsAndStyles = requests.filter((r) => r.resourceType === "Script" || r.resourceType === "Stylesheet");
  // The marks' clock starts at the navigation, the requests' at the page's own request, a few ms later.
  const isIdlePreload = (r: NetworkRequest) => (r.rendererStartTime ?? 0) >= idleFrom - CLOCK_SKEW_MS;
  // BENCH_LIGHTHOUSE_FILES=1: which scripts and style sheets the page's weight is made of.
  if (process.env.BENCH_LIGHTHOUSE_FILES) {
    for (const r of scriptsAndStyles) console.log(`    ${kb(r.transferSize ?? 0).padStart(9)}  ${r.url}${isIdlePreload(r) ? "  (idle preload)" : ""}`);
  }
  const sum = (list: NetworkRequest[]) => list.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    bytes: audits["total-byte-weight"]?.numericValue ?? NaN,
    scriptAndStyleBytes: sum(scriptsAndStyles.filter((r) => !isIdlePreload(r))),
    idlePreloadBytes: sum(scriptsAndStyles.filter(isIdlePreload)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchLighthouse(database: BenchDatabase, runs: number): Promise<string> {
  const server = await startServer({ ...database.env, SEED_DEMO: "true" });
  const chromium = await launchChromium().catch(async (error) => {
    await server.stop();
    throw error;
  });
  try {
    const creators = (await (await fetch(`${server.baseUrl}/api/creator-profiles`)).json()) as { userId: string }[];
    if (!creators[0]) throw new Error("The demo content has no creators");
    const only = process.env.BENCH_LIGHTHOUSE_ONLY;
    const pages = ["/", "/explore", "/community", "/marketplace", `/profile/${creators[0].userId}`].filter((page) => !only || page.startsWith(only));
    const lines = [
      `### Lighthouse 12, mobile preset, demo content (median of ${runs} runs)`,
      "",
      "| page | score | LCP | TBT | CLS | transferred | of which JS + CSS | then preloaded on idle |",
      "|---|---|---|---|---|---|---|---|",
    ];
    for (const page of pages) {
      const results: PageRun[] = [];
      for (let run = 0; run < runs; run++) results.push(await measure(`${server.baseUrl}${page}`, chromium.port));
      const of = (pick: (r: PageRun) => number) => median(results.map(pick));
      console.log(`  ${page}: scores ${results.map((r) => r.score).join(", ")}`);
      lines.push(
        `| ${page.startsWith("/profile/") ? "/profile/<creator>" : page} | ${of((r) => r.score)} | ${(of((r) => r.lcpMs) / 1000).toFixed(2)} s | ${Math.round(of((r) => r.tbtMs))} ms | ${of((r) => r.cls).toFixed(3)} | ${kb(of((r) => r.bytes))} | ${kb(of((r) => r.scriptAndStyleBytes))} | ${kb(of((r) => r.idlePreloadBytes))} |`,
      );
    }
    return lines.join("\n");
  } finally {
    await chromium.stop();
    await server.stop();
  }
}
