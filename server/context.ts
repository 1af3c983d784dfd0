import type { Config } from "./config";
import type { Database, Db } from "./db";
import type { ObjectStorage } from "./storage";

/** What every part of the server is built from; tests build their own. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: ObjectStorage;
  /** Signs cookies and derives other keys (upload URLs, provider cookie keys). */
  sessionSecret: string;
}
