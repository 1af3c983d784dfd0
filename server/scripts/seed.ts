/**
 * `npm run seed`: migrates DATABASE_URL (or the embedded database) and loads the
 * demo content, but only into an empty database: with any user or message
 * already there it says so and changes nothing.
 */
import { resolveSessionSecret } from "../secrets";
import { loadConfig } from "../config";
import { openDatabase } from "../db";
import { runMigrations } from "../db/migrate";
import { DEMO_STAFF_EMAIL, isDatabaseEmpty, seedDemo } from "../demo/seed";
import { poolExecutor, startJobQueue } from "../jobs/queue";
import { createPaymentProvider } from "../payments";
import { createStorage } from "../storage";

const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database.db);
  if (!(await isDatabaseEmpty(database.db))) {
    console.log("The database already has users or messages: demo content not loaded (it only goes into an empty database).");
  } else {
    const sessionSecret = resolveSessionSecret(config);
    const storage = await createStorage(config, sessionSecret);
    // The demo fans pay on the test provider, whose events go through the job queue's tables.
    const jobs = await startJobQueue(poolExecutor(database.pool), { supervise: false });
    const payments = await createPaymentProvider(config, { db: database.db, jobs, sessionSecret });
    const started = Date.now();
    const summary = await seedDemo({ db: database.db, storage, jobs, payments, config }).finally(() => jobs.stop());
    console.log(`Demo content loaded in ${Date.now() - started} ms:`, summary);
    console.log(`The demo staff member is ${DEMO_STAFF_EMAIL} (staff when listed in ADMIN_EMAILS).`);
  }
} finally {
  await database.close();
}
