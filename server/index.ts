/** Starts PawFans: database, migrations, demo content, then the HTTP server. */
import { loadConfig } from "./config";
import { startServer } from "./server";

const config = loadConfig();
startServer(config).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
