/**
 * Two app processes on one PostgreSQL database, as behind a load balancer: a
 * session made on one is accepted by the other, writes spread over both meet one
 * shared limit, a background job sent once runs once although both run workers,
 * and what one instance keeps of a session (server/auth/session-cache.ts) is
 * dropped as soon as the other signs it out or changes its person.
 * Runs when the suite runs on PostgreSQL (TEST_DATABASE_URL); the embedded
 * database belongs to a single process by design.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { JOBS_SCHEMA } from "./jobs/queue";
import { freePort } from "./test/harness";
import { withDatabase } from "./test/global-setup";
import { signInThroughProvider } from "./test/oidc-sign-in";

const postgresUrl = process.env.TEST_DATABASE_URL;
const template = inject("postgresTemplate");
const WRITES_PER_MINUTE = 6;
const ADMIN_EMAIL = "admin@example.test";

interface Instance {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
}

let databaseUrl = "";
let databaseName = "";
const instances: Instance[] = [];
const dataDirs: string[] = [];

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-instance-"));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "4",
      DATA_DIR: dataDir,
      SESSION_SECRET: "shared-by-every-instance",
      SEED_DEMO: "false",
      WRITE_RATE_LIMIT_PER_MINUTE: String(WRITES_PER_MINUTE),
      WORKERS: "true",
      ADMIN_EMAILS: ADMIN_EMAIL,
      // The default, said here: the tests below rely on the session cache being on.
      SESSION_CACHE_SECONDS: "30",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const baseUrl = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`instance exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error(`instance did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, process: child, output: () => output };
}

describe.runIf(postgresUrl && template)("two instances on one database", () => {
  beforeAll(async () => {
    databaseName = `${template.replace(/_template$/, "")}_pair_${crypto.randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${template}`);
    await admin.end();
    databaseUrl = withDatabase(postgresUrl!, databaseName);
    instances.push(...(await Promise.all([startInstance(), startInstance()])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise<void>((resolve) => {
            if (instance.process.exitCode !== null) return resolve();
            instance.process.once("exit", () => resolve());
            instance.process.kill("SIGTERM");
          }),
      ),
    );
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  });

  const [a, b] = [() => instances[0]!, () => instances[1]!];

  /** The session cookie an agent holds, to present to the other instance. */
  async function sessionCookieOf(baseUrl: string, email: string): Promise<string> {
    const agent = await signInThroughProvider(baseUrl, { email, firstName: "Pat", lastName: "Lee" });
    const cookie = agent.jar.getCookie("pawfans.sid", { domain: "localhost", path: "/", secure: false, script: false });
    if (!cookie) throw new Error("no session cookie after sign-in");
    return `pawfans.sid=${cookie.value}`;
  }

  it("accepts a session made on one instance on the other", async () => {
    const cookie = await sessionCookieOf(a().baseUrl, "pat@example.test");
    const onB = await request(b().baseUrl).get("/api/auth/user").set("Cookie", cookie);
    expect(onB.status).toBe(200);
    expect(onB.body.email).toBe("pat@example.test");
  });

  /** The person's row changed behind the app's back: only an instance that reads it again sees the change. */
  async function renameInDatabase(email: string, firstName: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("update users set first_name = $1 where email = $2", [firstName, email]);
    } finally {
      await client.end();
    }
  }

  /** A session that `instance` keeps: a change nobody announced is not seen there. */
  async function keptOn(instance: Instance, cookie: string, email: string): Promise<void> {
    const me = () => request(instance.baseUrl).get("/api/auth/user").set("Cookie", cookie);
    // Its listener connects in the background: kept once a read is no longer needed.
    for (let i = 0; ; i++) {
      expect((await me()).status).toBe(200);
      await renameInDatabase(email, `Unseen ${i}`);
      if ((await me()).body.firstName !== `Unseen ${i}`) return;
      if (i > 50) throw new Error(`${instance.baseUrl} never kept the session`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * What `instance` answers once the change's notice has reached it: PostgreSQL hands a notice to the other
   * listeners as the change commits, but asynchronously, so a request racing it may still be answered from the
   * cache. Polled for up to 3 s, a tenth of the 30 s the instance would otherwise keep the session.
   */
  async function onceHeard(instance: Instance, cookie: string, heard: (res: request.Response) => boolean): Promise<request.Response> {
    const started = Date.now();
    for (;;) {
      const res = await request(instance.baseUrl).get("/api/auth/user").set("Cookie", cookie);
      if (heard(res) || Date.now() - started > 3_000) return res;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it("signing out on one instance ends the session on the other as its notice arrives", async () => {
    const cookie = await sessionCookieOf(a().baseUrl, "leaving@example.test");
    await keptOn(b(), cookie, "leaving@example.test");
    const out = await request(a().baseUrl).post("/api/logout").set("Cookie", cookie).set("Origin", a().baseUrl);
    expect(out.status).toBe(303);
    expect((await onceHeard(b(), cookie, (res) => res.status === 401)).status).toBe(401);
  });

  it("a role change on one instance is seen on the other as its notice arrives", async () => {
    const cookie = await sessionCookieOf(a().baseUrl, "promoted@example.test");
    const admin = await sessionCookieOf(a().baseUrl, ADMIN_EMAIL);
    await keptOn(b(), cookie, "promoted@example.test");
    const appointed = await request(a().baseUrl)
      .post("/api/admin/moderators")
      .set("Cookie", admin)
      .set("Origin", a().baseUrl)
      .send({ user: "promoted@example.test" });
    expect(appointed.status, JSON.stringify(appointed.body)).toBe(200);
    const onB = await onceHeard(b(), cookie, (res) => res.body.role === "moderator");
    expect(onB.body).toMatchObject({ role: "moderator", isStaff: true });
  });

  it("deleting the account on one instance signs it out on the other as its notice arrives", async () => {
    const cookie = await sessionCookieOf(a().baseUrl, "gone@example.test");
    await keptOn(b(), cookie, "gone@example.test");
    const { body: me } = await request(b().baseUrl).get("/api/auth/user").set("Cookie", cookie);
    const deleted = await request(a().baseUrl).delete("/api/me").set("Cookie", cookie).set("Origin", a().baseUrl).send({ confirm: me.username });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect((await onceHeard(b(), cookie, (res) => res.status === 401)).status).toBe(401);
  });

  it("counts writes spread over both instances against one limit", async () => {
    const cookie = await sessionCookieOf(a().baseUrl, "writer@example.test");
    const statuses: number[] = [];
    for (let n = 0; n < WRITES_PER_MINUTE + 2; n++) {
      const instance = n % 2 ? b() : a();
      const res = await request(instance.baseUrl)
        .post("/api/community-threads")
        .set("Cookie", cookie)
        .set("Origin", instance.baseUrl)
        .send({ title: `Thread ${n}`, content: "Shared limits", category: "General" });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(WRITES_PER_MINUTE).fill(201), 429, 429]);
  });

  it("runs a job sent once exactly once although both instances run workers", async () => {
    const sender = new PgBoss({ connectionString: databaseUrl, schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: false });
    await sender.start();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const id = await sender.send("prune-expired-sessions", {});
      let job: { state: string; retry_count: number } | undefined;
      for (let i = 0; i < 150; i++) {
        ({ rows: [job] } = await client.query(`select state, retry_count from ${JOBS_SCHEMA}.job where id = $1`, [id]));
        if (job?.state === "completed") break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(job).toEqual({ state: "completed", retry_count: 0 });
    } finally {
      await client.end();
      await sender.stop({ graceful: false });
    }
  });
});
