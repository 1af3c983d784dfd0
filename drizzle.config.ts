import { defineConfig } from "drizzle-kit";

// Used only to generate SQL migrations from server/db/schema/ (`npm run db:generate`);
// migrations are applied by the server itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./migrations",
});
