/**
 * Every background job: its payload, its queue settings and, for scheduled work,
 * when it runs. Handlers live in ./handlers, one file each.
 */
import type { QueueOptions } from "pg-boss";

export interface JobPayloads {
  /** Tell every fan of the creator about a new post, in batches. */
  "notify-fans-of-post": { postId: string };
  /** Delete uploads that were never attached to anything. */
  "clean-up-unattached-uploads": Record<string, never>;
  /** Delete expired sign-in sessions. */
  "prune-expired-sessions": Record<string, never>;
}
export type JobName = keyof JobPayloads;

interface JobDefinition {
  queue: QueueOptions;
  /** Jobs fetched per poll. */
  batchSize: number;
  /** A cron expression (UTC) for scheduled jobs. */
  cron?: string;
}

export const JOB_DEFINITIONS: Record<JobName, JobDefinition> = {
  "notify-fans-of-post": {
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 },
    batchSize: 5,
  },
  "clean-up-unattached-uploads": {
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 },
    batchSize: 1,
    cron: "17 * * * *",
  },
  "prune-expired-sessions": {
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 5 * 60 },
    batchSize: 1,
    cron: "43 * * * *",
  },
};
