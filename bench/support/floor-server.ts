/**
 * The floors the app is measured against, each a child process of its own:
 *
 * - the floor server: Express, the app's database driver set up as the app sets
 *   it up (server/db: pg pool, or the embedded database through its socket), and
 *   for each list exactly the SQL the app runs for a signed-out visitor's first
 *   page. The statements are captured once at start-up from the app's own query
 *   functions, then every request runs them with plain `pg` and sends the rows
 *   as JSON: no session, rate limit, Drizzle mapping or presenter;
 * - a bare Express hello-world.
 */
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import express from "express";
import { LIST_LIMIT } from "@shared/constants/product";
import * as schema from "../../server/db/schema";
import { loadConfig } from "../../server/config";
import { openDatabase, type Db } from "../../server/db";
import { listArticles } from "../../server/routes/articles/queries";
import { findThread, listComments, listThreads } from "../../server/routes/community/queries";
import { loadCreatorProfile } from "../../server/loaders/creator-profile";
import { listCreatorProfileRows } from "../../server/routes/creators/queries";
import { listItems } from "../../server/routes/marketplace/queries";
import { listCreatorPosts } from "../../server/routes/posts/queries";
import { listCreatorSubscriptions } from "../../server/routes/subscriptions/queries";
import { listCreatorTiers } from "../../server/routes/tiers/queries";
import { listUserNotifications } from "../../server/routes/notifications/queries";
import { listContactMessages } from "../../server/routes/contact/queries";
import { startProcess, type RunningServer } from "./server";

/** The rows a list's first page reads, and whose. */
export interface FloorIds {
  profile: string;
  tierProfile: string;
  thread: string;
  fan: string;
}

const page = { limit: LIST_LIMIT.default };

/** Each list's database work for its first page, as its route does it (by the list names of ../lists.ts). */
const LIST_QUERIES: Record<string, (db: Db, ids: FloorIds) => Promise<unknown>> = {
  "creator profiles": (db) => listCreatorProfileRows(db, page),
  "community threads": (db) => listThreads(db, page),
  "thread comments": async (db, ids) => listComments(db, (await findThread(db, ids.thread))!.id, page),
  "marketplace items": (db) => listItems(db, page),
  "wellness tips": (db) => listArticles(db, "wellness", page),
  "vet articles": (db) => listArticles(db, "vet", page),
  "creator posts": async (db, ids) => listCreatorPosts(db, await loadCreatorProfile(db, ids.profile), undefined, page),
  "creator tiers": async (db, ids) => listCreatorTiers(db, (await loadCreatorProfile(db, ids.tierProfile)).id, page),
  "creator subscribers": async (db, ids) => listCreatorSubscriptions(db, (await loadCreatorProfile(db, ids.profile)).id, page),
  notifications: (db, ids) => listUserNotifications(db, { id: ids.fan, isStaff: false, role: "member" }, page),
  "contact messages": (db) => listContactMessages(db, page),
};

/** Starts the floor server on the database `env` names; GET /<list name> answers that list. */
export function startFloorServer(env: Record<string, string>, ids: FloorIds): Promise<RunningServer> {
  return startProcess(["--import", "tsx", fileURLToPath(import.meta.url), "floor"], { ...env, FLOOR_IDS: JSON.stringify(ids) });
}

export function startHelloWorld(): Promise<RunningServer> {
  return startProcess(["--import", "tsx", fileURLToPath(import.meta.url), "hello"], {});
}

/** Where the floor server answers a list (by its name in ../lists.ts). */
export const floorPath = (list: string) => `/${encodeURIComponent(list)}`;

async function serveFloor() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const ids = JSON.parse(process.env.FLOOR_IDS!) as FloorIds;
  const app = express();
  app.get("/api/health", (_req, res) => void res.json({ ok: true }));
  for (const [list, run] of Object.entries(LIST_QUERIES)) {
    const statements: Array<{ text: string; values: unknown[] }> = [];
    const capturing = drizzle(database.pool, { schema, logger: { logQuery: (text, values) => void statements.push({ text, values }) } });
    await run(capturing, ids);
    app.get(floorPath(list), async (_req, res) => {
      let rows: unknown[] = [];
      for (const statement of statements) rows = (await database.pool.query(statement)).rows;
      res.json(rows);
    });
  }
  app.listen(config.port);
}

function serveHelloWorld() {
  const app = express();
  app.get("/api/health", (_req, res) => void res.json({ hello: "world" }));
  app.listen(Number(process.env.PORT));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === "floor") await serveFloor();
  else serveHelloWorld();
}
