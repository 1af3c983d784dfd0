/** The streams of one instance: each gets its person's events in order, each once, however they join. */
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { RealtimeHub, type LoggedEvent, type StreamSink } from "./hub";

const USER = "00000000-0000-0000-0000-00000000000a";

/** A log of one person's events 1…n, read through a pool whose answers the test releases one at a time. */
function fakeLog(latest: number) {
  const reads: { after: number; release: () => void }[] = [];
  const pool = {
    query(_text: string, [, positions, limit]: [string[], number[], number]) {
      const after = positions[0]!;
      const rows = Array.from({ length: Math.max(0, Math.min(latest - after, limit)) }, (_, i) => ({
        user_id: USER,
        seq: after + i + 1,
        type: "unread.changed",
        data: {},
      }));
      return new Promise((resolve) => reads.push({ after, release: () => resolve({ rows }) }));
    },
  } as unknown as pg.Pool;
  return { pool, reads };
}

function sink(lastSeq: number): StreamSink & { got: number[] } {
  const got: number[] = [];
  return {
    lastSeq,
    got,
    deliver(event: LoggedEvent) {
      got.push(event.seq);
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("RealtimeHub", () => {
  it("gives a stream that joins during a read everything after its own position, in order, once", async () => {
    const { pool, reads } = fakeLog(12);
    const hub = new RealtimeHub(pool);
    const ahead = sink(10);
    hub.attach(USER, ahead);
    await tick();
    expect(reads.map((r) => r.after)).toEqual([10]);
    // Joins while the read of 11–12 is under way.
    const behind = sink(5);
    hub.attach(USER, behind);
    reads[0]!.release();
    await tick();
    await tick();
    expect(ahead.got).toEqual([11, 12]);
    expect(behind.got).toEqual([]);
    // Its own read, from where it is.
    expect(reads.map((r) => r.after)).toEqual([10, 5]);
    reads[1]!.release();
    await tick();
    expect(behind.got).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(ahead.got).toEqual([11, 12]);
  });

  it("reads a person once for many wake-ups at once, and forgets them when their last stream goes", async () => {
    const { pool, reads } = fakeLog(3);
    const hub = new RealtimeHub(pool);
    const tab1 = sink(0);
    const tab2 = sink(0);
    hub.attach(USER, tab1);
    hub.attach(USER, tab2);
    hub.wake(new Map([[`u.${USER}`, 3]]));
    await tick();
    expect(reads).toHaveLength(1);
    reads[0]!.release();
    await tick();
    expect(tab1.got).toEqual([1, 2, 3]);
    expect(tab2.got).toEqual([1, 2, 3]);
    // A wake-up for what both have: no read.
    hub.wake(new Map([[`u.${USER}`, 3]]));
    await tick();
    expect(reads).toHaveLength(1);
    hub.detach(USER, tab1);
    hub.detach(USER, tab2);
    expect(hub.size).toEqual({ streams: 0, people: 0 });
  });
});
