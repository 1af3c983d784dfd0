/**
 * How long `npm start` takes until GET /api/health answers, on the embedded
 * defaults: the first start in an empty data folder (creating the database and
 * loading the demo content), then warm starts on that existing database.
 * Target: at most 2 s warm. The client and server builds are fresh (bench/run.ts
 * builds first), as they are on every start after the first.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./support/server";

const WARM_RUNS = 5;

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // npm itself included: this is the command the README gives.
  const child = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` },
    stdio: "ignore",
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://localhost:${port}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    await stopGroup(child.pid!);
  }
}

/** Stops npm and the server it started, and waits until both are gone (the next start opens the same database). */
async function stopGroup(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-pid, "SIGTERM");
  while (alive()) await new Promise((r) => setTimeout(r, 20));
}

export async function benchStart(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-start-"));
  try {
    const first = await timeStart(dataDir);
    console.log(`  first start (new database, demo content): ${Math.round(first)} ms`);
    const warm: number[] = [];
    for (let run = 0; run < WARM_RUNS; run++) {
      warm.push(await timeStart(dataDir));
      console.log(`  warm start ${run + 1}: ${Math.round(warm.at(-1)!)} ms`);
    }
    const sorted = [...warm].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return [
      "### `npm start` until /api/health answers (embedded database)",
      "",
      "| start | ms |",
      "|---|---|",
      `| first (empty data folder: database created, demo content loaded) | ${Math.round(first)} |`,
      `| warm, median of ${WARM_RUNS} (min–max) | ${Math.round(median)} (${Math.round(sorted[0]!)}–${Math.round(sorted.at(-1)!)}) |`,
    ].join("\n");
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
