/**
 * Where rate-limit counters live: Redis when REDIS_URL is set, else the app's
 * own database. Either way every instance of the app counts in the same place.
 */
import { Redis } from "ioredis";
import type { Config } from "../config";
import type { Database } from "../db";
import type { LimiterStore } from "./rate-limit";

export function createLimiterStore(config: Pick<Config, "redisUrl">, database: Database): LimiterStore & { close(): Promise<void> } {
  if (config.redisUrl) {
    // Commands fail fast while Redis is away, so the in-memory insurance limiter decides.
    const client = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on("error", (error) => console.error("rate limits (Redis):", error.message));
    return { kind: "redis", client, close: async () => void client.disconnect() };
  }
  return { kind: "postgres", pool: database.pool, close: async () => {} };
}
