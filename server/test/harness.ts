/**
 * A running PawFans for one test file: its own migrated database (embedded or
 * real PostgreSQL), local storage in a temporary folder, and the real app
 * listening on a loopback port at its canonical address.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import request from "supertest";
import { inject } from "vitest";
import { sessions } from "../db/schema";
import type { User } from "../db/schema";
import { createApp, type AppOptions } from "../app";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { openDatabase, type Database } from "../db";
import type { LimiterStore } from "../http/rate-limit";
import { jobHandlers } from "../jobs/handlers";
import { poolExecutor, startJobQueue } from "../jobs/queue";
import { createPaymentProvider } from "../payments";
import { createStorage } from "../storage";
import { acceptLiveIngest } from "../live/ingest-socket";
import { withDatabase } from "./global-setup";
import { newSessionRow, signedSessionCookie } from "./session-cookie";

export const STAFF_EMAIL = "staff@pawfans.test";
const SESSION_SECRET = "test-session-secret";

export interface TestApp {
  ctx: AppContext;
  baseUrl: string;
  /** A supertest agent with no session. */
  anonymous(): request.Agent;
  /** A supertest agent signed in as the user (a real session row and signed cookie). */
  as(user: User): Promise<request.Agent>;
  /** Runs every background job that is due, as a worker would; answers how many ran. */
  drainJobs(): Promise<number>;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Start from an empty database, made ready by this function, instead of a copy
   * of the migrated template: for tests of the migrations themselves.
   */
  prepareEmptyDatabase?: (database: Database) => Promise<void>;
}

export async function startTestApp(
  env: Record<string, string> = {},
  appOptions: AppOptions = {},
  databaseOptions: TestDatabaseOptions = {},
): Promise<TestApp> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-app-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SESSION_SECRET,
    ADMIN_EMAILS: STAFF_EMAIL,
    SEED_DEMO: "false",
    DATABASE_POOL_SIZE: "5",
    // Tests write quickly as few users; write-rate-limit.test.ts checks the limit itself.
    WRITE_RATE_LIMIT_PER_MINUTE: "10000",
    // Factories write straight to the database, which no cached answer would notice;
    // server/app.test.ts turns the public cache on.
    PUBLIC_CACHE_SECONDS: "0",
    // Nor would a kept session notice its person changed by a factory; server/auth/session-cache.test.ts turns it on.
    SESSION_CACHE_SECONDS: "0",
    ...env,
  });
  const { database, dropDatabase } = await openTestDatabase(config, databaseOptions);
  const storage = await createStorage(config, SESSION_SECRET);
  // Tests run jobs when they choose (drainJobs), so the queue runs no workers of its own.
  const jobs = await startJobQueue(poolExecutor(database.pool), { supervise: false });
  const limiterStore: LimiterStore = { kind: "postgres", pool: database.pool };
  const payments = await createPaymentProvider(config, { db: database.db, jobs, sessionSecret: SESSION_SECRET });
  const ctx: AppContext = { config, database, db: database.db, storage, jobs, limiterStore, sessionSecret: SESSION_SECRET, payments };
  const app = await createApp(ctx, appOptions);
  const server = http.createServer(app);
  acceptLiveIngest(server, ctx);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const baseUrl = config.publicUrl;

  return {
    ctx,
    baseUrl,
    anonymous: () => request.agent(baseUrl),
    async as(user) {
      const cookie = await createSession(ctx, user);
      const agent = request.agent(baseUrl);
      agent.set("Cookie", cookie);
      return agent;
    },
    drainJobs: () => jobs.drain(jobHandlers(ctx)),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Inserts a session as passport stores it after sign-in and returns its signed cookie. */
async function createSession(ctx: AppContext, user: User): Promise<string> {
  const row = newSessionRow(user.id);
  await ctx.db.insert(sessions).values(row);
  return signedSessionCookie(row.sid, ctx.sessionSecret);
}

async function openTestDatabase(
  config: ReturnType<typeof loadConfig>,
  { prepareEmptyDatabase }: TestDatabaseOptions,
): Promise<{
  database: Database;
  dropDatabase: () => Promise<void>;
}> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (postgresUrl && template) {
    // Named after the template, so the run's teardown finds and drops it.
    const name = `${template.replace(/_template$/, "")}_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(prepareEmptyDatabase ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openDatabase({ ...config, database: { ...config.database, url: withDatabase(postgresUrl, name) } });
    await prepareEmptyDatabase?.(database);
    return {
      database,
      async dropDatabase() {
        const c = new pg.Client({ connectionString: postgresUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const file = inject("embeddedTemplateFile");
  const database = await openDatabase(config, {
    inMemory: true,
    loadDataDir: prepareEmptyDatabase ? undefined : new Blob([fs.readFileSync(file)]),
  });
  await prepareEmptyDatabase?.(database);
  return { database, dropDatabase: async () => {} };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = http.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
