/**
 * The database connection: real PostgreSQL when DATABASE_URL is set, otherwise
 * the embedded one. Either way the rest of the server gets a `pg` pool and a
 * Drizzle handle over it, and the same migrations and queries run on both.
 */
import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import type { Config } from "../config";
import { startEmbeddedPostgres } from "./embedded";
import { nameStatements } from "./statement-names";

export type Db = NodePgDatabase<typeof schema>;
/** A handle usable for queries: the database or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** True for the embedded PGlite database. */
  embedded: boolean;
  close(): Promise<void>;
}

// numeric stays a string (money is parsed to cents where it is used); bigint counts become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export async function openDatabase(
  config: Pick<Config, "database" | "dataDir">,
  options: { loadDataDir?: Blob; inMemory?: boolean } = {},
): Promise<Database> {
  let url = config.database.url;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dataDir: options.inMemory ? undefined : path.join(config.dataDir, "pgdata"),
      loadDataDir: options.loadDataDir,
      maxConnections: config.database.poolSize,
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  // Embedded: one connection. The PGlite socket server interleaves the extended-protocol
  // messages (Parse/Bind/Execute) of concurrent connections outside a transaction, so
  // one query could bind another's statement (a known pglite-socket bug). PGlite
  // runs one query at a time anyway, so a single connection costs no throughput.
  const max = stopEmbedded ? 1 : config.database.poolSize;
  const { statementTimeoutMs, idleInTransactionTimeoutMs, acquireTimeoutMs } = config.database;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: acquireTimeoutMs,
    // On real PostgreSQL a runaway statement or a forgotten transaction cannot hold
    // connections and locks for long (the embedded database has one connection).
    ...(stopEmbedded
      ? {}
      : { statement_timeout: statementTimeoutMs || undefined, idle_in_transaction_session_timeout: idleInTransactionTimeoutMs || undefined }),
  });
  // An idle client losing its connection must not crash the server.
  pool.on("error", (error) => console.error("database pool error:", error.message));
  const db = drizzle(pool, { schema, casing: undefined });
  nameStatements(!stopEmbedded);
  return {
    db,
    pool,
    embedded: Boolean(stopEmbedded),
    async close() {
      await pool.end();
      await stopEmbedded?.();
    },
  };
}
