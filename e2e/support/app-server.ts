/**
 * Starts the real built server (`node dist/server/index.js`, from `npm run build`)
 * as a child process on its own port with a fresh data folder, so every run
 * begins on a new embedded database. Stopped by its own PID; the folder is removed.
 *
 * The servers run a snapshot of the build taken when the run starts (see
 * snapshotBuild), so a rebuild during the run cannot swap the page's script
 * chunks out from under the browser.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./ports";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
export const RESULTS_DIR = path.join(PROJECT_ROOT, "test-results");
/** Inside the project, so the bundle still finds node_modules by walking up. */
const SNAPSHOT_DIR = path.join(RESULTS_DIR, "e2e-build");
/** What the server needs besides node_modules: it finds its root by the migrations folder. */
const BUILD_PARTS = ["dist/server", "dist/public", "dist/render", "migrations"];

/** Copies the current build into test-results/e2e-build and answers the server entry to run. */
export function snapshotBuild(): string {
  for (const entry of ["dist/server/index.js", "dist/public/index.html", "dist/render/entry-server.js"]) {
    if (!fs.existsSync(path.join(PROJECT_ROOT, entry))) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
  fs.rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  for (const part of BUILD_PARTS) {
    fs.cpSync(path.join(PROJECT_ROOT, part), path.join(SNAPSHOT_DIR, part), { recursive: true });
  }
  return path.join(SNAPSHOT_DIR, "dist/server/index.js");
}

export function removeBuildSnapshot(): void {
  fs.rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
}

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

export interface AppServerOptions {
  /** The built server to run (from snapshotBuild). */
  entry: string;
  /** A name for logs: the server's output goes to test-results/e2e-server-<name>.log. */
  name: string;
  /** Load the demo PawPals, fans, threads, items, tips and articles. */
  seedDemo: boolean;
  /** Emails of staff members. */
  adminEmails: string[];
}

export interface AppServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startAppServer({ entry, name, seedDemo, adminEmails }: AppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pawfans-e2e-${name}-`));
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, `e2e-server-${name}.log`);
  const log = fs.openSync(logFile, "w");

  const child = spawn(process.execPath, [entry], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      // Not "production": production refuses ADMIN_EMAILS with the built-in sign-in (it asserts
      // whatever address is typed), and the journeys need an admin. The build is the production
      // build either way (the page renderer is built with production React).
      NODE_ENV: "test",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: String(seedDemo),
      ADMIN_EMAILS: adminEmails.join(","),
      // Every journey's browsers and API people share one address (127.0.0.1), and
      // some sign in a hundred people in a minute: the per-address limits would refuse them.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: "100000",
      READ_RATE_LIMIT_PER_MINUTE: "100000",
      WRITE_RATE_LIMIT_PER_MINUTE: "100000",
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start the ${name} server`);

  // An interrupted run still stops the server it started.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.off("exit", killOnExit);
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop();
    const tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
    throw new Error(`The ${name} server did not start: ${(error as Error).message}\n${tail}`);
  }
  return { baseUrl, pid, stop };
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM lets the server close its database; SIGKILL if it does not exit in time. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
