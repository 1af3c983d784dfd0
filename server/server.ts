import http from "node:http";
import { createApp } from "./app";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { openDatabase } from "./db";
import { runMigrations } from "./db/migrate";
import { isDatabaseEmpty, seedDemo } from "./demo/seed";
import { resolveSessionSecret } from "./secrets";
import { createLimiterStore } from "./http/limiter-store";
import { jobHandlers } from "./jobs/handlers";
import { openJobQueue, poolExecutor } from "./jobs/queue";
import { builtPageRenderer } from "./pages/page-renderer";
import { PAGE_RENDERER_ENTRY } from "./paths";
import { createPaymentProvider } from "./payments";
import { createStorage } from "./storage";
import { checkBinaries, resolveBinaries } from "./video/binaries";
import { acceptLiveIngest } from "./live/ingest-socket";
import { endOrphanedLives } from "./live/lifecycle";
import { listenRtmpIngest } from "./live/rtmp-ingest";

export async function startServer(config: Config) {
  // Runs while the database opens: two `-version` calls.
  const video = resolveBinaries(config.video).then(checkBinaries);
  video.catch(() => {}); // reported below
  const database = await openDatabase(config);
  await runMigrations(database.db);
  const sessionSecret = resolveSessionSecret(config);
  const storage = await createStorage(config, sessionSecret);
  // Every instance sends jobs; only those with workers run them (WORKERS=false or --no-worker: HTTP only).
  // The queue starts while the rest does; the server listens once it is ready.
  const jobs = openJobQueue(poolExecutor(database.pool), { supervise: config.runWorkers });
  const limiterStore = await createLimiterStore(config, database);
  const payments = await createPaymentProvider(config, { db: database.db, jobs, sessionSecret });
  const ctx: AppContext = { config, database, db: database.db, storage, jobs, limiterStore, sessionSecret, payments };

  if (database.embedded && config.seedDemo && (await isDatabaseEmpty(ctx.db))) {
    const started = Date.now();
    await seedDemo(ctx);
    console.log(`Seeded demo content in ${Date.now() - started} ms (SEED_DEMO=false to skip).`);
  }

  const app = await createApp(ctx, { pageRenderer: builtPageRenderer(PAGE_RENDERER_ENTRY) });
  // No request before the queue is ready (a queue that cannot start stops the server, as any other start-up
  // failure does): a write sends its jobs inside its transaction, and one waiting there for the queue's start
  // holds a connection the start needs (the embedded database has one: the first writes deadlocked).
  await jobs.ready;
  const server = http.createServer(app);
  acceptLiveIngest(server, ctx);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  // OBS and other RTMP encoders (RTMP_PORT; off unless set).
  const rtmp = await listenRtmpIngest(ctx);

  console.log(`PawFans is running at ${config.publicUrl}`);
  console.log(`  database: ${database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`);
  console.log(`  storage:  ${storage.driver === "gcs" ? `Google Cloud Storage bucket ${config.storage.gcsBucket}` : `local disk in ${config.dataDir}`}`);
  const binaries = await video.catch((error: Error) => error);
  if (binaries instanceof Error) {
    // An instance that runs jobs would fail every transcode: it does not start. One serving HTTP only may.
    if (config.runWorkers) throw new Error(`Video transcoding cannot run: ${binaries.message}`);
    console.warn(`  video:    ${binaries.message}`);
  } else {
    console.log(`  video:    ffmpeg ${binaries.ffmpeg.version} (${binaries.ffmpeg.source}: ${binaries.ffmpeg.path})`);
    console.log(`            ffprobe ${binaries.ffprobe.version} (${binaries.ffprobe.source}: ${binaries.ffprobe.path}); ${config.video.transcodeConcurrency} transcode(s) at once per instance`);
  }
  if (rtmp) console.log(`  live:     RTMP ingest on port ${rtmp.port} (rtmp://<host>:${rtmp.port}/live, the live's stream key)`);
  console.log(`  jobs:     ${config.runWorkers ? "this instance runs background jobs" : "HTTP only (WORKERS=false): another instance runs the jobs"}`);
  console.log(`  limits:   rate-limit counters in ${limiterStore.kind === "redis" ? "Redis (REDIS_URL)" : "the database"}`);
  console.log(`  payments: ${payments.kind === "stripe" ? "Stripe" : "the built-in TEST payment provider (no real money)"}`);
  console.log(`  mail:     ${config.mail.smtpUrl ? `SMTP (SMTP_URL), from ${config.mail.from}` : "the built-in outbox: nothing is sent"}`);
  if (!config.oidc.issuerUrl) {
    const bar = "!".repeat(78);
    console.warn(
      `${bar}\n!! Sign-in uses the BUILT-IN DEVELOPMENT PROVIDER at ${config.publicUrl}/oidc:\n!! anyone can sign in as any email address. Set OIDC_ISSUER_URL,\n!! OIDC_CLIENT_ID and OIDC_CLIENT_SECRET before exposing this server.${config.isProduction ? "\n!! It runs in production only because ALLOW_DEV_SIGN_IN=true." : ""}\n${bar}`,
    );
  }

  if (payments.kind === "test") {
    const bar = "!".repeat(78);
    console.warn(
      `${bar}\n!! Payments use the BUILT-IN TEST PAYMENT PROVIDER: no real money moves, the\n!! test card 4242 4242 4242 4242 "pays" every subscription, and staff can move\n!! its clock (POST /api/payments/test/advance-clock). Set STRIPE_SECRET_KEY,\n!! STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET before taking payments.${config.isProduction ? "\n!! It runs in production only because ALLOW_TEST_PAYMENTS=true." : ""}\n${bar}`,
    );
  }

  if (!config.mail.smtpUrl) {
    const bar = "!".repeat(78);
    console.warn(
      `${bar}\n!! Email uses the BUILT-IN OUTBOX: nothing is sent. Receipts, order updates and\n!! every other message are kept in the database, and staff read them at\n!! ${config.publicUrl}/admin/mail. Set SMTP_URL (and MAIL_FROM) to send email.${config.isProduction ? "\n!! It runs in production only because ALLOW_LOCAL_MAIL=true." : ""}\n${bar}`,
    );
  }

  // Lives this instance held when it stopped (a crash) end now, their replays from what was stored.
  const orphaned = await endOrphanedLives(ctx);
  if (orphaned) console.log(`  live:     ended ${orphaned} live(s) this instance held when it stopped`);
  if (config.runWorkers) await jobs.startWorkers(jobHandlers(ctx), { "transcode-video": config.video.transcodeConcurrency });

  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    // Lives held here end at the next start (endOrphanedLives), with what was stored.
    server.close();
    server.closeAllConnections();
    void rtmp?.close();
    jobs
      .stop()
      .catch((error) => console.error("stopping jobs:", error))
      .then(() => limiterStore.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  return { server, ctx };
}
