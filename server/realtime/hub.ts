/**
 * The open streams of one instance, by person, and the reads that feed them.
 * A wake-up for a person reads their events after the earliest position among
 * their streams on this instance: one query per woken person, however many tabs
 * they have open; each stream then gets the events after its own position, in
 * order, each once. Reads for one person never overlap: a wake-up during a read
 * makes it read once more when it ends.
 */
import type pg from "pg";
import type { Database } from "../db";
import { inProcessBus, postgresBus, type RealtimeBus } from "./bus";
import { userTopic } from "./publish";

export interface LoggedEvent {
  seq: number;
  type: string;
  data: unknown;
}

/** One open stream: the number of the last event it has, and where its events go. */
export interface StreamSink {
  lastSeq: number;
  deliver(event: LoggedEvent): void;
}

interface Person {
  sinks: Set<StreamSink>;
  reading: boolean;
  again: boolean;
}

/** Events read per query; a stream far behind gets its backlog in pages. */
const PAGE_SIZE = 500;

export class RealtimeHub {
  private readonly people = new Map<string, Person>();
  /** Topic → person, for the wake-ups. */
  private readonly topics = new Map<string, string>();
  private bus: RealtimeBus | undefined;

  constructor(private readonly pool: pg.Pool) {}

  /** Starts hearing wake-ups (see ./bus.ts). */
  listen(database: Database): void {
    const wake = this.wake.bind(this);
    this.bus = database.embedded ? inProcessBus(wake) : postgresBus(database.pool.options.connectionString, wake);
  }

  /** Adds a stream and sends it what it is missing. */
  attach(userId: string, sink: StreamSink): void {
    let person = this.people.get(userId);
    if (!person) {
      person = { sinks: new Set(), reading: false, again: false };
      this.people.set(userId, person);
      this.topics.set(userTopic(userId), userId);
    }
    person.sinks.add(sink);
    void this.read(userId, person);
  }

  detach(userId: string, sink: StreamSink): void {
    const person = this.people.get(userId);
    if (!person) return;
    person.sinks.delete(sink);
    if (person.sinks.size === 0) {
      this.people.delete(userId);
      this.topics.delete(userTopic(userId));
    }
  }

  wake(topics: ReadonlyMap<string, number> | "all"): void {
    if (topics === "all") {
      for (const [userId, person] of this.people) void this.read(userId, person);
      return;
    }
    for (const [topic, seq] of topics) {
      const userId = this.topics.get(topic);
      const person = userId ? this.people.get(userId) : undefined;
      // Every stream of theirs has it already (the wake-up of a read that went first).
      if (!person || [...person.sinks].every((sink) => sink.lastSeq >= seq)) continue;
      void this.read(userId!, person);
    }
  }

  /** Open streams and the people they belong to, on this instance. */
  get size(): { streams: number; people: number } {
    let streams = 0;
    for (const person of this.people.values()) streams += person.sinks.size;
    return { streams, people: this.people.size };
  }

  async close(): Promise<void> {
    await this.bus?.close();
  }

  private async read(userId: string, person: Person): Promise<void> {
    if (person.reading) {
      person.again = true;
      return;
    }
    person.reading = true;
    try {
      do {
        person.again = false;
        for (;;) {
          if (person.sinks.size === 0) return;
          const from = Math.min(...[...person.sinks].map((sink) => sink.lastSeq));
          const { rows } = await this.pool.query<LoggedEvent>(
            "select seq, type, data from realtime_events where user_id = $1 and seq > $2 order by seq limit $3",
            [userId, from, PAGE_SIZE],
          );
          for (const sink of person.sinks) {
            for (const event of rows) {
              if (event.seq <= sink.lastSeq) continue;
              sink.lastSeq = event.seq;
              sink.deliver(event);
            }
          }
          if (rows.length < PAGE_SIZE) break;
        }
      } while (person.again);
    } catch (error) {
      // The streams keep their positions: the next wake-up reads from there.
      console.error("realtime: reading events failed:", (error as Error).message);
    } finally {
      person.reading = false;
    }
  }
}

const hubs = new WeakMap<Database, RealtimeHub>();

/** The instance's hub for this database, hearing wake-ups from its first use until the database is closed. */
export function realtimeHub(database: Database): RealtimeHub {
  let hub = hubs.get(database);
  if (hub) return hub;
  const created = new RealtimeHub(database.pool);
  hub = created;
  hubs.set(database, created);
  created.listen(database);
  const close = database.close.bind(database);
  database.close = async () => {
    await created.close();
    await close();
  };
  return created;
}
