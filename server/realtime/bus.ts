/**
 * How an instance hears that events were written: a wake-up naming topics
 * (a person's: "u.<id>"; a chat room's: "r.<room key>", its people here:
 * "p.<room key>", ../chat/rooms.ts) and the number of the latest event of each. Two
 * implementations behind one shape:
 * - PostgreSQL: one connection of its own per instance LISTENs on the channel
 *   `publish` notifies in the writing transaction, so every instance hears every
 *   commit. While it is down nothing is heard; each (re)connection wakes every
 *   topic of the instance, so what was written meanwhile is read then.
 * - The embedded database (one connection, one process): `publish` wakes the
 *   instances of this process directly.
 * Redis could be a third; the database's own notices keep a wake-up in step with
 * the commit, which Redis messages sent outside the transaction would not.
 */
import { listenForNotices } from "../db/notice-listener";

/** The PostgreSQL channel of the wake-ups. */
export const REALTIME_CHANNEL = "pawfans_realtime";

/** Topics with the latest event number each was notified of, or every topic ("all": a notice may have been missed). */
export type Wake = (topics: ReadonlyMap<string, number> | "all") => void;

export interface RealtimeBus {
  close(): Promise<void>;
}

const inProcess = new Set<Wake>();

/** Called by `publish`: wakes this process's instances on the embedded database. */
export function wakeInProcess(topics: readonly string[]): void {
  if (inProcess.size === 0) return;
  const named = new Map(topics.map((topic) => [topic, Number.POSITIVE_INFINITY]));
  for (const wake of inProcess) wake(named);
}

export function inProcessBus(wake: Wake): RealtimeBus {
  inProcess.add(wake);
  return {
    async close() {
      inProcess.delete(wake);
    },
  };
}

/** "u.<id>:<seq>,r.<room key>:<version>…" */
export function decodeNotice(payload: string | undefined): Map<string, number> | undefined {
  if (!payload) return undefined;
  const topics = new Map<string, number>();
  for (const entry of payload.split(",")) {
    const colon = entry.lastIndexOf(":");
    const seq = Number(entry.slice(colon + 1));
    if (colon <= 0 || !Number.isSafeInteger(seq)) return undefined;
    topics.set(entry.slice(0, colon), seq);
  }
  return topics;
}

export function postgresBus(connectionString: string | undefined, wake: Wake): RealtimeBus {
  return listenForNotices(connectionString, REALTIME_CHANNEL, "realtime", {
    // Whatever was written while no one listened.
    onListening: () => wake("all"),
    // A notice it cannot read could name anyone: every topic is read again.
    onNotice: (payload) => wake(decodeNotice(payload) ?? "all"),
  });
}
