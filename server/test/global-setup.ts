/**
 * Runs once before the test files: migrates a template database that every test
 * file copies, so each file starts from a clean, migrated database in about a
 * second. TEST_DATABASE_URL set: real PostgreSQL (CREATE DATABASE ... TEMPLATE).
 * Unset: embedded PGlite (a dumped data folder loaded per file).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite } from "pg-boss";
import { PGLITE_EXTENSIONS } from "../db/pglite-extensions";
import { poolExecutor, startJobQueue } from "../jobs/queue";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_DIR } from "../paths";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";

/** Databases of this run share a prefix, so parallel runs never touch each other's. */
const RUN_PREFIX = `pawfans_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

declare module "vitest" {
  export interface ProvidedContext {
    embeddedTemplateFile: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = `${RUN_PREFIX}_template`;
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = withDatabase(url, template);
    const pool = new pg.Pool({ connectionString: templateUrl, max: 1 });
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    await installJobQueue(poolExecutor(pool));
    await pool.end();
    project.provide("postgresTemplate", template);
    project.provide("embeddedTemplateFile", "");
    return async () => {
      await dropTestDatabases(admin);
      await admin.end();
    };
  }

  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_DIR });
  await installJobQueue(fromPglite(pglite));
  const dump = await pglite.dumpDataDir("gzip");
  await pglite.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-test-"));
  const file = path.join(dir, "template.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("embeddedTemplateFile", file);
  project.provide("postgresTemplate", "");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
    [RUN_PREFIX],
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}

/** The job queue's tables and queues, made once in the template rather than in every test database. */
async function installJobQueue(executor: Parameters<typeof startJobQueue>[0]) {
  const jobs = await startJobQueue(executor, { supervise: false });
  await jobs.stop();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
