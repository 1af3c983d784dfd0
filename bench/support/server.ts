/**
 * The built PawFans server as a child process on a given database, as it runs in
 * production (`node dist/server/index.js`), and signed-in sessions for it; and
 * any other server process of the bench (./floor-server.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { newSessionRow, signedSessionCookie } from "../../server/test/session-cookie";

const BENCH_SESSION_SECRET = "bench-session-secret";
/** The bench's staff member is made staff by their row's role (production refuses ADMIN_EMAILS with the built-in sign-in). */
export const BENCH_STAFF_EMAIL = "staff@bench.test";

export interface RunningServer {
  baseUrl: string;
  /** The server process's id (its memory is read from /proc). */
  pid: number;
  /** What the process printed so far (for a bench's error report). */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** `cwd`: another checkout's build (the feed bench's baseline). */
export async function startServer(env: Record<string, string>, options: { cwd?: string } = {}): Promise<RunningServer> {
  return startProcess(["dist/server/index.js"], {
    NODE_ENV: "production",
    ALLOW_DEV_SIGN_IN: "true",
    ALLOW_TEST_PAYMENTS: "true",
    ALLOW_LOCAL_MAIL: "true",
    SESSION_SECRET: BENCH_SESSION_SECRET,
    SEED_DEMO: "false",
    WRITE_RATE_LIMIT_PER_MINUTE: "1000000",
    READ_RATE_LIMIT_PER_MINUTE: "100000000",
    ...env,
  }, options);
}

/**
 * A Node.js process serving HTTP on a free port (PORT and PUBLIC_URL are set),
 * ready once GET /api/health answers 2xx.
 */
export async function startProcess(args: string[], env: Record<string, string>, options: { cwd?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A session row for the user and the cookie that carries it, as passport writes them at sign-in. */
export async function sessionCookie(db: { query(text: string, values?: unknown[]): Promise<unknown> }, userId: string): Promise<string> {
  const row = newSessionRow(userId);
  // Stamped with its sign-in time, as a sign-in writes it (an unstamped session is stamped by its first request).
  const sess = { ...row.sess, signedInAt: Date.now() };
  await db.query("insert into sessions (sid, sess, expire) values ($1, $2, $3)", [row.sid, JSON.stringify(sess), row.expire]);
  return signedSessionCookie(row.sid, BENCH_SESSION_SECRET);
}
