import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

/**
 * Browser tests (`npm run test:e2e`, after `npm run build`): Chromium drives the
 * real built server. Files run one after another; the servers start once.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@shared": path.join(root, "shared"),
    },
  },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["e2e/support/global-setup.ts"],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
