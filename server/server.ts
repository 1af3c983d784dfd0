import http from "node:http";
import { createApp } from "./app";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { openDatabase } from "./db";
import { runMigrations } from "./db/migrate";
import { isDatabaseEmpty, seedDemo } from "./db/seed";
import { resolveSessionSecret } from "./auth/session";
import { createStorage } from "./storage";

export async function startServer(config: Config) {
  const database = await openDatabase(config);
  await runMigrations(database.db);
  const sessionSecret = resolveSessionSecret(config);
  const storage = createStorage(config, sessionSecret);
  const ctx: AppContext = { config, database, db: database.db, storage, sessionSecret };

  if (database.embedded && config.seedDemo && (await isDatabaseEmpty(ctx.db))) {
    const started = Date.now();
    await seedDemo(ctx);
    console.log(`Seeded demo content in ${Date.now() - started} ms (SEED_DEMO=false to skip).`);
  }

  const app = await createApp(ctx);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));

  console.log(`PawFans is running at ${config.publicUrl}`);
  console.log(`  database: ${database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`);
  console.log(`  storage:  ${storage.driver === "gcs" ? `Google Cloud Storage bucket ${config.storage.gcsBucket}` : `local disk in ${config.dataDir}`}`);
  if (!config.oidc.issuerUrl) {
    const bar = "!".repeat(78);
    console.warn(
      `${bar}\n!! Sign-in uses the BUILT-IN DEVELOPMENT PROVIDER at ${config.publicUrl}/oidc:\n!! anyone can sign in as any email address. Set OIDC_ISSUER_URL,\n!! OIDC_CLIENT_ID and OIDC_CLIENT_SECRET before exposing this server.\n${bar}`,
    );
  }

  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    server.close();
    server.closeAllConnections();
    database.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  return { server, ctx };
}
