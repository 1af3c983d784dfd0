/**
 * Where rate-limit counters live: Redis when REDIS_URL is set, else the app's
 * own database. Either way every instance of the app counts in the same place.
 */
import pg from "pg";
import type { Config } from "../config";
import type { Database } from "../db";
import type { LimiterStore } from "./rate-limit";

export async function createLimiterStore(
  config: Pick<Config, "redisUrl" | "database">,
  database: Database,
): Promise<LimiterStore & { close(): Promise<void> }> {
  if (config.redisUrl) {
    // Loaded only when configured: the client library is a tenth of a second of start-up.
    const { Redis } = await import("ioredis");
    // Commands fail fast while Redis is away, so the in-memory insurance limiter decides.
    const client = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on("error", (error) => console.error("rate limits (Redis):", error.message));
    return { kind: "redis", client, close: async () => void client.disconnect() };
  }
  if (database.embedded || !config.database.url) {
    return { kind: "postgres", pool: database.pool, close: async () => {} };
  }
  // Every request updates a counter: on real PostgreSQL these writes skip the wait for
  // the disk flush (a crash may forget the last moments of a window, which is harmless).
  const pool = new pg.Pool({
    connectionString: config.database.url,
    max: 4,
    options: "-c synchronous_commit=off",
    connectionTimeoutMillis: config.database.acquireTimeoutMs,
  });
  pool.on("error", (error) => console.error("rate limits (database):", error.message));
  return { kind: "postgres", pool, close: () => pool.end() };
}
