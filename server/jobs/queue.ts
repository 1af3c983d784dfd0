/**
 * Background jobs on the database the app already has (pg-boss). Jobs are sent
 * inside the transaction of the write that causes them, so a job exists exactly
 * when its write does; every handler is idempotent because a job may run twice
 * (a worker that crashes mid-job leaves it to be retried).
 *
 * An instance started with WORKERS=false (or `--no-worker`) still sends jobs but
 * runs none: several instances can share the work, each job runs once.
 */
import { sql } from "drizzle-orm";
import { PgBoss, fromDrizzle, type Db, type Job } from "pg-boss";
import type pg from "pg";
import type { DbOrTx } from "../db";
import { JOB_DEFINITIONS, type JobName, type JobPayloads } from "./definitions";

type JobHandler<N extends JobName> = (data: JobPayloads[N], job: Job<JobPayloads[N]>) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface JobQueue {
  /** Sends a job inside the caller's transaction (or on its own when `tx` is the plain db). */
  send<N extends JobName>(
    tx: DbOrTx,
    name: N,
    data: JobPayloads[N],
    options?: { singletonKey?: string; startAfter?: Date; priority?: number },
  ): Promise<void>;
  /**
   * Sends many jobs of one queue in one statement inside the caller's transaction
   * (a fan-out's emails), each with the queue's settings.
   */
  sendMany<N extends JobName>(tx: DbOrTx, name: N, jobs: { data: JobPayloads[N]; singletonKey?: string }[]): Promise<void>;
  /**
   * Starts polling workers for every queue (not on HTTP-only instances): one per
   * queue, or `concurrency[name]` of them for a queue whose jobs run side by side.
   */
  startWorkers(handlers: JobHandlers, concurrency?: Partial<Record<JobName, number>>): Promise<void>;
  /**
   * Runs every job that is due now, one queue after another, until none is left
   * (tests and the test payment clock use this instead of waiting for a poll).
   */
  drain(handlers: Partial<JobHandlers>): Promise<number>;
  stop(): Promise<void>;
}

/** The queue's tables live in their own schema, next to the app's. */
export const JOBS_SCHEMA = "pgboss";

/** pg-boss's SQL through the app's own pool: one code path for PostgreSQL and the embedded database. */
export function poolExecutor(pool: pg.Pool): Db {
  return {
    // Without values a statement goes as a simple query, which may hold several statements.
    executeSql: (text: string, values?: unknown[]) => (values && values.length > 0 ? pool.query(text, values) : pool.query(text)),
  };
}

/** Starts the queue and waits until it is ready (tests, scripts). */
export async function startJobQueue(executor: Db, options: { supervise: boolean }): Promise<JobQueue> {
  const queue = openJobQueue(executor, options);
  await queue.ready;
  return queue;
}

/**
 * The queue at once, starting in the background: the server finishes starting
 * while pg-boss checks its tables, queues and schedules (about half a second on
 * the embedded database, measured), and listens once `ready` (a request's
 * transaction waiting in `send` for the start would hold a connection the start
 * needs). Whatever else uses the queue waits for it.
 */
export function openJobQueue(executor: Db, options: { supervise: boolean }): JobQueue & { ready: Promise<void> } {
  const boss = new PgBoss({
    db: executor,
    schema: JOBS_SCHEMA,
    supervise: options.supervise,
    schedule: options.supervise,
  });
  boss.on("error", (error) => console.error("jobs:", error.message));
  const ready = (async () => {
    await boss.start();
    for (const [name, definition] of Object.entries(JOB_DEFINITIONS)) {
      await boss.createQueue(name, definition.queue);
      // A queue made before it had a dead letter queue gets it (creating an existing queue changes nothing).
      if (definition.queue.deadLetter) await boss.updateQueue(name, { deadLetter: definition.queue.deadLetter });
      if (options.supervise && "cron" in definition && definition.cron) {
        await boss.schedule(name, definition.cron, {});
      }
    }
  })();
  // A failed start is reported to whoever awaits `ready` (the server then exits), not as an unhandled rejection.
  ready.catch(() => {});

  return {
    ready,
    async send(tx, name, data, sendOptions = {}) {
      await ready;
      await boss.send(name, data as object, {
        db: fromDrizzle(tx as never, sql as never),
        singletonKey: sendOptions.singletonKey,
        startAfter: sendOptions.startAfter,
        // pg-boss refuses a priority that is present but undefined.
        ...(sendOptions.priority === undefined ? {} : { priority: sendOptions.priority }),
      });
    },
    async sendMany(tx, name, jobs) {
      if (jobs.length === 0) return;
      await ready;
      await boss.insert(
        name,
        jobs.map((job) => ({ data: job.data as object, singletonKey: job.singletonKey })),
        { db: fromDrizzle(tx as never, sql as never) },
      );
    },
    async startWorkers(handlers, concurrency = {}) {
      await ready;
      for (const name of Object.keys(JOB_DEFINITIONS) as JobName[]) {
        const definition = JOB_DEFINITIONS[name];
        const handler = handlers[name] as JobHandler<JobName>;
        await boss.work<JobPayloads[JobName]>(
          name,
          { batchSize: definition.batchSize, pollingIntervalSeconds: 0.5, localConcurrency: concurrency[name] ?? 1 },
          async (jobs) => {
            for (const job of jobs) await handler(job.data, job);
          },
        );
      }
    },
    async drain(handlers) {
      await ready;
      let ran = 0;
      for (let round = 0; round < 100; round++) {
        let ranThisRound = 0;
        for (const name of Object.keys(JOB_DEFINITIONS) as JobName[]) {
          const handler = handlers[name] as JobHandler<JobName> | undefined;
          if (!handler) continue;
          const fetched = await boss.fetch<JobPayloads[JobName]>(name, { batchSize: 50, includeMetadata: true });
          // A batch comes back in no set order (pg-boss orders the rows it takes, not the rows it returns): run it as workers would.
          const jobs = fetched.toSorted((a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime());
          for (const job of jobs) {
            try {
              await handler(job.data, job);
              await boss.complete(name, job.id);
            } catch (error) {
              await boss.fail(name, job.id, { message: (error as Error).message });
              throw error;
            }
            ranThisRound++;
          }
        }
        ran += ranThisRound;
        if (ranThisRound === 0) return ran;
      }
      return ran;
    },
    async stop() {
      await ready.catch(() => {});
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
