import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": path.join(root, "client/src"),
      "@shared": path.join(root, "shared"),
      "@server": path.join(root, "server"),
    },
  },
  test: {
    include: ["server/**/*.test.ts", "shared/**/*.test.ts", "client/src/**/*.test.{ts,tsx}", "client/build/**/*.test.ts", "scripts/**/*.test.ts", "lint/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each test file gets its own embedded database; two cores run two at a time.
    fileParallelism: true,
    maxWorkers: 2,
    globalSetup: ["server/test/global-setup.ts"],
  },
});
