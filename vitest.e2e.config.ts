import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Journeys share the "fresh" server, and some of them read its empty state
 * ("No threads yet"): run them in file-name order so every run, cached or not,
 * meets the same data.
 */
class FileNameOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

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
    setupFiles: ["e2e/support/failure-report.ts"],
    fileParallelism: false,
    sequence: { sequencer: FileNameOrder },
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
