import type { Config } from "./config";
import type { Database, Db } from "./db";
import type { LimiterStore } from "./http/rate-limit";
import type { JobQueue } from "./jobs/queue";
import type { PaymentProvider } from "./payments/provider";
import type { ObjectStorage } from "./storage";

/** What every part of the server is built from; tests build their own. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: ObjectStorage;
  /** Background jobs: sent inside the transaction of the write that causes them. */
  jobs: JobQueue;
  /** Where rate-limit counters live (the database, or Redis when configured). */
  limiterStore: LimiterStore;
  /** Signs cookies and derives other keys (upload URLs, provider cookie keys). */
  sessionSecret: string;
  /** Stripe, or the built-in test payment provider (server/payments/index.ts). */
  payments: PaymentProvider;
}
