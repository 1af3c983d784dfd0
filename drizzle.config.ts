import { defineConfig } from "drizzle-kit";

// Used only to generate SQL migrations from shared/schema.ts (`npm run db:generate`);
// migrations are applied by the server itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema.ts",
  out: "./migrations",
});
