/**
 * Bench databases: a fresh migrated PostgreSQL database (BENCH_DATABASE_URL's
 * server) or a fresh embedded data folder, filled with generated rows by plain SQL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { PGLITE_EXTENSIONS } from "../../server/db/pglite-extensions";

const MIGRATIONS = path.join(import.meta.dirname, "../../migrations");

/** Runs SQL against a bench database while it is being filled. */
export interface Filler {
  query<R extends Record<string, unknown> = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export interface BenchDatabase {
  kind: "postgres" | "embedded";
  /** Environment for the server process. */
  env: Record<string, string>;
  /** A connection for filling (PostgreSQL: also while the server runs). */
  open(): Promise<Filler>;
  drop(): Promise<void>;
}

export async function createPostgresDatabase(adminUrl: string, name: string): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
  await pool.end();
  return {
    kind: "postgres",
    env: { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: "20" },
    async open() {
      const client = new pg.Client({ connectionString: url.toString() });
      // Dropping the database at the end ends this connection: not an error worth a crash.
      client.on("error", () => {});
      await client.connect();
      return {
        query: async (text, values) => (await client.query(text, values as unknown[])).rows,
        close: () => client.end(),
      };
    },
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createEmbeddedDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-bench-"));
  const pgdata = path.join(dataDir, "pgdata");
  {
    const pglite = await PGlite.create({ dataDir: pgdata, extensions: PGLITE_EXTENSIONS });
    await migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS });
    await pglite.close();
  }
  return {
    kind: "embedded",
    env: { DATA_DIR: dataDir },
    async open() {
      const pglite = await PGlite.create({ dataDir: pgdata, extensions: PGLITE_EXTENSIONS });
      return {
        query: async (text, values) => (await pglite.query(text, values as unknown[])).rows as never,
        close: () => pglite.close(),
      };
    },
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
