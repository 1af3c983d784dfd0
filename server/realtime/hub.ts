/**
 * The open streams of one instance, by person, and the reads that feed them.
 * A wake-up for a person reads their events after the earliest position among
 * their streams on this instance, however many tabs they have open, in one
 * query with everyone else woken at the same time (up to 200 people a query);
 * each stream then gets the events after its own position, in order, each once.
 * Reads for one person never overlap: a wake-up during a read makes it read
 * once more when it ends.
 *
 * Streams may also be joined to chat rooms (../chat/rooms.ts): a room's topic
 * ("r.…", "p.…") wakes the room, not a person.
 */
import type pg from "pg";
import { ChatRooms } from "../chat/rooms";
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
  /** A read of theirs is under way (reads of one person never overlap). */
  reading: boolean;
}

/** Events read per person per query; a stream far behind gets its backlog in pages. */
const PAGE_SIZE = 500;

/** People read per query: those woken together share one. */
const BATCH_PEOPLE = 200;

export class RealtimeHub {
  private readonly people = new Map<string, Person>();
  /** Topic → person, for the wake-ups. */
  private readonly topics = new Map<string, string>();
  private bus: RealtimeBus | undefined;

  constructor(
    private readonly pool: pg.Pool,
    /** The chat rooms joined on this instance (none in tests of the person's events alone). */
    readonly chat?: ChatRooms,
  ) {}

  /** Starts hearing wake-ups (see ./bus.ts). */
  listen(database: Database): void {
    const wake = this.wake.bind(this);
    this.bus = database.embedded ? inProcessBus(wake) : postgresBus(database.pool.options.connectionString, wake);
  }

  /** Adds a stream and sends it what it is missing. */
  attach(userId: string, sink: StreamSink): void {
    let person = this.people.get(userId);
    if (!person) {
      person = { sinks: new Set(), reading: false };
      this.people.set(userId, person);
      this.topics.set(userTopic(userId), userId);
    }
    person.sinks.add(sink);
    this.read(userId);
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
      for (const userId of this.people.keys()) this.read(userId);
      this.chat?.wakeAll();
      return;
    }
    for (const [topic, seq] of topics) {
      if (!topic.startsWith("u.")) {
        this.chat?.wake(topic, seq);
        continue;
      }
      const userId = this.topics.get(topic);
      const person = userId ? this.people.get(userId) : undefined;
      // Every stream of theirs has it already (the wake-up of a read that went first).
      if (!person || [...person.sinks].every((sink) => sink.lastSeq >= seq)) continue;
      this.read(userId!);
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
    await this.chat?.close();
  }

  /** Reads the person's new events with others woken at the same time (see `flush`). */
  private read(userId: string): void {
    this.pending.add(userId);
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private readonly pending = new Set<string>();
  private flushScheduled = false;

  /**
   * One query for up to BATCH_PEOPLE woken people (each from the earliest
   * position among their streams here, up to PAGE_SIZE events each); a person
   * whose read is under way waits for it to end, then is read again.
   */
  private flush(): void {
    const batch: [string, Person][] = [];
    for (const userId of this.pending) {
      const person = this.people.get(userId);
      if (!person) {
        this.pending.delete(userId);
        continue;
      }
      if (person.reading) continue;
      this.pending.delete(userId);
      person.reading = true;
      batch.push([userId, person]);
      if (batch.length === BATCH_PEOPLE) break;
    }
    if (batch.length === 0) return;
    // More waiting than one query takes: the next query goes out at once.
    if (batch.length === BATCH_PEOPLE) this.scheduleFlush();
    void this.readBatch(batch);
  }

  private async readBatch(batch: [string, Person][]): Promise<void> {
    const positions = batch.map(([, person]) => Math.min(...[...person.sinks].map((sink) => sink.lastSeq)));
    try {
      const { rows } = await this.pool.query<LoggedEvent & { user_id: string }>(
        `select w.user_id, e.seq, e.type, e.data
         from unnest($1::uuid[], $2::bigint[]) as w(user_id, after)
         cross join lateral (
           select seq, type, data from realtime_events e
           where e.user_id = w.user_id and e.seq > w.after order by seq limit $3
         ) e
         order by w.user_id, e.seq`,
        [batch.map(([userId]) => userId), positions, PAGE_SIZE],
      );
      const byPerson = new Map<string, LoggedEvent[]>();
      for (const row of rows) {
        let events = byPerson.get(row.user_id);
        if (!events) byPerson.set(row.user_id, (events = []));
        events.push(row);
      }
      for (const [index, [userId, person]] of batch.entries()) {
        const events = byPerson.get(userId) ?? [];
        for (const sink of person.sinks) {
          // A stream that joined during the read, further behind than it read from: its turn is the next read.
          if (sink.lastSeq < positions[index]!) {
            this.pending.add(userId);
            continue;
          }
          for (const event of events) {
            if (event.seq <= sink.lastSeq) continue;
            sink.lastSeq = event.seq;
            sink.deliver(event);
          }
        }
        // A full page: there may be more.
        if (events.length === PAGE_SIZE) this.pending.add(userId);
      }
    } catch (error) {
      // The streams keep their positions: the next wake-up reads from there.
      console.error("realtime: reading events failed:", (error as Error).message);
    } finally {
      for (const [, person] of batch) person.reading = false;
      if (this.pending.size > 0) this.scheduleFlush();
    }
  }
}

const hubs = new WeakMap<Database, RealtimeHub>();

/** The instance's hub for this database, hearing wake-ups from its first use until the database is closed. */
export function realtimeHub(database: Database): RealtimeHub {
  let hub = hubs.get(database);
  if (hub) return hub;
  const created = new RealtimeHub(database.pool, new ChatRooms(database.db, database.pool, database.embedded));
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
