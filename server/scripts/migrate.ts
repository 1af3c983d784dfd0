/** `npm run db:migrate`: applies the migrations to DATABASE_URL or the embedded database. */
import { loadConfig } from "../config";
import { openDatabase } from "../db";
import { runMigrations } from "../db/migrate";

const database = await openDatabase(loadConfig());
try {
  await runMigrations(database.db);
  console.log("Migrations applied.");
} finally {
  await database.close();
}
