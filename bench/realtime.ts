/**
 * The live channel (GET /api/realtime) against the built server, its streams held
 * by plain HTTP clients in a process of their own (./support/sse-clients.ts):
 * - delivery: with BENCH_REALTIME_STREAMS (default 2,000) open streams, one person
 *   each, about 100 writes a second to people picked at random, timed from the
 *   write's answer to that person's stream receiving its event. Two kinds of
 *   write: marking one of their notifications read (POST /api/notifications/:id/read:
 *   one transaction that publishes one `unread.changed`), and a direct message
 *   to them from their creator (POST /api/conversations/:id/messages: the
 *   message, its `message.created` to both people and the recipient's
 *   `unread.changed`). On one instance, and on PostgreSQL across two (the write
 *   on A, the streams on B);
 * - the server's memory with no stream and with all of them open and idle;
 * - 1,000 of them dropped, two events written to each meanwhile, then all 1,000
 *   reconnecting at once with Last-Event-ID: each must receive exactly what it
 *   missed, in order, and the time until the last is caught up;
 * - one `publish` to 100,000 people (PostgreSQL), as the fan-outs call it;
 * - "Message your fans" to 100,000 fans (PostgreSQL): the job's batches, timed.
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../server/db/schema";
import { publish, type RealtimeEvent } from "../server/realtime/publish";
import { BROADCAST_BATCH_SIZE, sendBroadcast } from "../server/commands/message-broadcasts";
import type { BenchDatabase, Filler } from "./support/databases";
import { sessionCookie, startServer, type RunningServer } from "./support/server";
import type { FromClients, OpenStream, ReceivedEvent, ToClients } from "./support/sse-clients";

const STREAMS = Number(process.env.BENCH_REALTIME_STREAMS ?? 2000);
const WRITES_PER_SECOND = 100;
const WRITE_SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 10);
const RECONNECTING = Math.min(1000, STREAMS);
const MISSED_EACH = 2;
/** Unread notifications per person: enough for every write of the run to find one. */
const UNREAD_EACH = 12;
const FAN_OUT_RECIPIENTS = 100_000;
/**
 * Creators messaging the streams' people, each person a fan of one: a sender may
 * send 30 messages a minute (shared/constants/messages.ts), so 100 a second
 * need hundreds of senders.
 */
const CREATORS = Math.max(1, Math.min(500, Math.floor(STREAMS / 4)));

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** The streams' process: opens and closes streams on request and reports every event. */
class ClientPool {
  private readonly child: ChildProcess;
  private waiting: ((message: FromClients) => void) | undefined;
  readonly events: ReceivedEvent[] = [];
  onEvents: ((events: ReceivedEvent[]) => void) | undefined;

  constructor() {
    this.child = fork(path.join(import.meta.dirname, "support/sse-clients.ts"), [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
    this.child.on("message", (message: FromClients) => {
      if (message.kind === "events") {
        this.events.push(...message.events);
        this.onEvents?.(message.events);
      } else this.waiting?.(message);
    });
  }

  private request(message: ToClients): Promise<FromClients> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.child.send(message);
    });
  }

  async open(baseUrl: string, streams: OpenStream[], concurrency = 50): Promise<void> {
    const answer = await this.request({ kind: "open", baseUrl, streams, concurrency });
    if (answer.kind === "opened" && answer.failed.length > 0) throw new Error(`${answer.failed.length} streams were refused`);
  }

  async close(keys: string[]): Promise<void> {
    await this.request({ kind: "close", keys });
  }

  async exit(): Promise<void> {
    const exited = new Promise((r) => this.child.once("exit", r));
    this.child.send({ kind: "exit" } satisfies ToClients);
    await exited;
  }
}

interface Person {
  id: string;
  cookie: string;
  unread: string[];
  /** Their conversation with their creator, and the creator's session. */
  conversationId: string;
  creatorCookie: string;
}

async function people(db: Filler, count: number): Promise<Person[]> {
  const users = await db.query<{ id: string }>(
    `insert into users (auth_subject, username) select 'rt-' || g, 'rt_' || g from generate_series(1, ${count}) g returning id`,
  );
  await db.query(
    `insert into notifications (user_id, type, title, message)
     select u.id, 'comment', 'Bench', 'A comment' from users u cross join generate_series(1, ${UNREAD_EACH}) where u.username like 'rt\\_%'`,
  );
  const rows = await db.query<{ id: string; user_id: string }>(
    `select id, user_id from notifications where user_id in (select id from users where username like 'rt\\_%') order by user_id, id`,
  );
  const unread = new Map<string, string[]>();
  for (const row of rows) {
    if (!unread.has(row.user_id)) unread.set(row.user_id, []);
    unread.get(row.user_id)!.push(row.id);
  }
  // The creators, each with a profile whose fans (the streams' people, in turn) they message.
  const creators = await db.query<{ user_id: string; profile_id: string; n: number }>(
    `with made as (
       insert into users (auth_subject, username) select 'rt-creator-' || g, 'rtc_' || g from generate_series(1, ${CREATORS}) g returning id
     ), profiles as (
       insert into creator_profiles (user_id, pet_name, pet_type, bio) select id, 'Bench', 'Dog', 'A bench pet' from made returning id, user_id
     )
     select user_id, id as profile_id, (row_number() over (order by id) - 1)::int as n from profiles`,
  );
  const creatorCookies = new Map<number, string>();
  for (const c of creators) creatorCookies.set(c.n, await sessionCookie(db, c.user_id));
  const fans = await db.query<{ fan_id: string; conversation_id: string; n: number }>(
    `with fans as (
       select id, (row_number() over (order by id) - 1)::int as n from users where username like 'rt\\_%'
     ), creators as (
       select p.id as profile_id, p.user_id, (row_number() over (order by p.id) - 1)::int as n
       from creator_profiles p join users u on u.id = p.user_id where u.username like 'rtc\\_%'
     ), pairs as (
       select fans.id as fan_id, fans.n, creators.profile_id, creators.user_id as creator_id
       from fans join creators on creators.n = fans.n % ${CREATORS}
     ), subscribed as (
       insert into subscriptions (subscriber_id, creator_profile_id, price, status)
       select fan_id, profile_id, 9.99, 'active' from pairs returning id
     ), opened as (
       insert into conversations (creator_profile_id, creator_user_id, fan_user_id)
       select profile_id, creator_id, fan_id from pairs returning id, fan_user_id
     )
     select pairs.fan_id, opened.id as conversation_id, pairs.n from pairs join opened on opened.fan_user_id = pairs.fan_id`,
  );
  const byFan = new Map(fans.map((f) => [f.fan_id, f]));
  const result: Person[] = [];
  for (const u of users) {
    const fan = byFan.get(u.id)!;
    result.push({
      id: u.id,
      cookie: await sessionCookie(db, u.id),
      unread: unread.get(u.id)!,
      conversationId: fan.conversation_id,
      creatorCookie: creatorCookies.get(fan.n % CREATORS)!,
    });
  }
  await db.query("analyze");
  return result;
}

let messageSeq = 0;

/** The person's creator sends them a direct message: `message.created` on their streams. Resolves with the answer's moment. */
async function sendMessageTo(baseUrl: string, person: Person): Promise<number> {
  const res = await fetch(`${baseUrl}/api/conversations/${person.conversationId}/messages`, {
    method: "POST",
    headers: { cookie: person.creatorCookie, origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ content: "Hello from the bench", clientId: `bench-${process.pid}-${++messageSeq}` }),
  });
  if (res.status !== 201) throw new Error(`POST /api/conversations/:id/messages answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return nowMs();
}

/** A kind of write the delivery is timed for, and the event it gives the person's streams. */
interface Write {
  event: string;
  write(baseUrl: string, person: Person): Promise<number>;
  possible(person: Person): boolean;
}
const MARK_READ: Write = { event: "unread.changed", write: (url, p) => markOneRead(url, p), possible: (p) => p.unread.length > 0 };
const DIRECT_MESSAGE: Write = { event: "message.created", write: sendMessageTo, possible: () => true };

/** Marks one of the person's notifications read: one `unread.changed` to their streams. Resolves with the answer's moment. */
async function markOneRead(baseUrl: string, person: Person): Promise<number> {
  const id = person.unread.shift();
  if (!id) throw new Error("no unread notification left");
  const res = await fetch(`${baseUrl}/api/notifications/${id}/read`, { method: "POST", headers: { cookie: person.cookie, origin: baseUrl } });
  if (res.status !== 200) throw new Error(`POST /api/notifications/:id/read answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return nowMs();
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

async function sampledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(400);
    samples.push(rssKb(pid));
  }
  return median(samples);
}

interface Delivery {
  p50: number;
  p99: number;
  /** From the moment the write was sent. */
  sentP50: number;
  sentP99: number;
  max: number;
  writes: number;
  lost: number;
  writeP50: number;
}

/** About WRITES_PER_SECOND writes a second (open loop) to random people on `writeUrl`; each event matched with its write, in order. */
async function delivery(pool: ClientPool, writeUrl: string, persons: Person[], kind: Write = MARK_READ): Promise<Delivery> {
  const answers = new Map<string, number[]>();
  const starts = new Map<string, number[]>();
  const sent: number[] = [];
  const from = pool.events.length;
  const total = WRITES_PER_SECOND * WRITE_SECONDS;
  const started = nowMs();
  const writes: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / WRITES_PER_SECOND;
    const wait = due - nowMs();
    if (wait > 0) await sleep(wait);
    let person = persons[Math.floor(Math.random() * persons.length)]!;
    while (!kind.possible(person)) person = persons[Math.floor(Math.random() * persons.length)]!;
    const list = answers.get(person.id) ?? [];
    answers.set(person.id, list);
    const slot = list.length;
    list.push(Number.NaN);
    const begun = nowMs();
    const begins = starts.get(person.id) ?? [];
    starts.set(person.id, begins);
    begins.push(begun);
    writes.push(
      kind.write(writeUrl, person).then((at) => {
        list[slot] = at;
        sent.push(at - begun);
      }),
    );
  }
  await Promise.all(writes);
  await sleep(2000);
  const received = new Map<string, number[]>();
  for (const event of pool.events.slice(from)) {
    if (event.type !== kind.event) continue;
    if (!received.has(event.key)) received.set(event.key, []);
    received.get(event.key)!.push(event.at);
  }
  const latencies: number[] = [];
  const fromSent: number[] = [];
  let lost = 0;
  for (const [userId, times] of answers) {
    const got = received.get(userId) ?? [];
    lost += Math.max(0, times.length - got.length);
    // An event can reach its stream before the write's answer reaches the writer: 0 then.
    times.forEach((at, i) => got[i] !== undefined && latencies.push(Math.max(0, got[i]! - at)));
    starts.get(userId)!.forEach((at, i) => got[i] !== undefined && fromSent.push(got[i]! - at));
  }
  latencies.sort((a, b) => a - b);
  fromSent.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    sentP50: percentile(fromSent, 50),
    sentP99: percentile(fromSent, 99),
    writes: total,
    lost,
    writeP50: median(sent),
  };
}

interface Reconnect {
  seconds: number;
  exact: number;
  wrong: string[];
}

/** RECONNECTING streams dropped, MISSED_EACH events written to each, then all reconnecting at once with their Last-Event-ID. */
async function reconnect(pool: ClientPool, baseUrl: string, persons: Person[]): Promise<Reconnect> {
  // Those with the most unread notifications left: each write below needs one.
  const away = [...persons].sort((x, y) => y.unread.length - x.unread.length).slice(0, RECONNECTING);
  const last = new Map<string, number>();
  for (const event of pool.events) last.set(event.key, Math.max(last.get(event.key) ?? 0, event.seq));
  await pool.close(away.map((p) => p.id));
  await sleep(500);
  // What each must receive: the unread count after each of its writes, in order.
  const expected = new Map<string, number[]>();
  let next = 0;
  const writer = async () => {
    while (next < away.length) {
      const person = away[next++]!;
      const counts: number[] = [];
      for (let i = 0; i < MISSED_EACH; i++) {
        await markOneRead(baseUrl, person);
        counts.push(person.unread.length);
      }
      expected.set(person.id, counts);
    }
  };
  await Promise.all(Array.from({ length: 16 }, writer));
  const got = new Map<string, ReceivedEvent[]>();
  let caughtUp = 0;
  let done: () => void = () => {};
  const allCaughtUp = new Promise<void>((r) => (done = r));
  let lastAt = 0;
  pool.onEvents = (events) => {
    for (const event of events) {
      if (!expected.has(event.key)) continue;
      const list = got.get(event.key) ?? [];
      got.set(event.key, list);
      list.push(event);
      lastAt = Math.max(lastAt, event.at);
      if (list.length === MISSED_EACH) caughtUp++;
    }
    if (caughtUp >= away.length) done();
  };
  const started = nowMs();
  await pool.open(
    baseUrl,
    away.map((p) => ({ key: p.id, cookie: p.cookie, lastEventId: last.get(p.id) ?? 0 })),
    away.length,
  );
  await Promise.race([allCaughtUp, sleep(60_000)]);
  await sleep(1000); // anything sent twice would arrive now
  pool.onEvents = undefined;
  const wrong: string[] = [];
  let exact = 0;
  for (const person of away) {
    const events = got.get(person.id) ?? [];
    const from = last.get(person.id) ?? 0;
    const counts = events.map((e) => (e.data as { notifications: number }).notifications);
    const ok =
      events.length === MISSED_EACH &&
      events.every((e, i) => e.type === "unread.changed" && e.seq === from + 1 + i) &&
      counts.join() === expected.get(person.id)!.join();
    if (ok) exact++;
    else if (wrong.length < 5) wrong.push(`${person.id}: ${events.map((e) => `${e.seq}:${JSON.stringify(e.data)}`).join(" ")} expected ${expected.get(person.id)!.join()}`);
  }
  return { seconds: (lastAt - started) / 1000, exact, wrong };
}

const ms = (n: number) => (Number.isNaN(n) ? "–" : n < 10 ? n.toFixed(1) : n.toFixed(0));

function deliveryLine(label: string, d: Delivery): string {
  console.log(
    `  ${label}: p50 ${ms(d.p50)} ms, p99 ${ms(d.p99)} ms, max ${ms(d.max)} ms, ${d.lost} lost of ${d.writes}; from the write's start p50 ${ms(d.sentP50)} ms, p99 ${ms(d.sentP99)} ms; the write itself p50 ${ms(d.writeP50)} ms`,
  );
  return `| ${label} | ${d.writes} | ${ms(d.p50)} | ${ms(d.p99)} | ${ms(d.max)} | ${d.lost} | ${ms(d.sentP50)} / ${ms(d.sentP99)} | ${ms(d.writeP50)} |`;
}

/** One instance (and, on PostgreSQL, two): delivery, memory and the reconnections. */
export async function benchRealtime(database: BenchDatabase): Promise<string> {
  const db = await database.open();
  const persons = await people(db, STREAMS);
  // The embedded database has one connection: the server's while it runs.
  if (database.kind === "embedded") await db.close();
  const env = { ...database.env, WORKERS: "false" };
  const lines = [
    `### Live channel on ${database.kind} (${STREAMS.toLocaleString("en-US")} open streams, ${WRITES_PER_SECOND} writes/s for ${WRITE_SECONDS} s)`,
    "",
    "| from the write's answer to the stream | writes | p50 ms | p99 ms | max ms | lost | from the write's start p50 / p99 ms | the write's own p50 ms |",
    "|---|---|---|---|---|---|---|---|",
  ];
  const notes: string[] = [];
  const servers: RunningServer[] = [];
  const pool = new ClientPool();
  try {
    const a = await startServer(env);
    servers.push(a);
    // The hub starts with the first stream: one opened and closed before the baseline.
    await pool.open(a.baseUrl, [{ key: "warm-up", cookie: persons[0]!.cookie }]);
    await markOneRead(a.baseUrl, persons[0]!);
    await pool.close(["warm-up"]);
    const before = await sampledRss(a.pid);
    // Half, then all: the second half's cost excludes what the first opening grows once (the heap's young generation, compiled code).
    const half = Math.floor(STREAMS / 2);
    const openedAt = nowMs();
    await pool.open(a.baseUrl, persons.slice(0, half).map((p) => ({ key: p.id, cookie: p.cookie })));
    await sleep(2000);
    const middle = await sampledRss(a.pid);
    await pool.open(a.baseUrl, persons.slice(half).map((p) => ({ key: p.id, cookie: p.cookie })));
    const openSeconds = (nowMs() - openedAt) / 1000;
    await sleep(2000);
    const after = await sampledRss(a.pid);
    const perStream = ((after - before) * 1024) / STREAMS / 1000;
    const marginal = ((after - middle) * 1024) / (STREAMS - half) / 1000;
    console.log(
      `  memory: ${before} kB with no stream, ${middle} kB with ${half}, ${after} kB with ${STREAMS}: ${perStream.toFixed(1)} kB per stream, the second half ${marginal.toFixed(1)} kB each (opened in ${openSeconds.toFixed(1)} s)`,
    );
    notes.push(
      `Server memory (RSS, median of 5 readings): ${(before / 1024).toFixed(0)} MB with no stream, ${(middle / 1024).toFixed(0)} MB with ${half.toLocaleString("en-US")}, ${(after / 1024).toFixed(0)} MB with ${STREAMS.toLocaleString("en-US")} idle streams: **${perStream.toFixed(1)} kB per stream** from none to all; the second ${(STREAMS - half).toLocaleString("en-US")} cost ${marginal.toFixed(1)} kB each.`,
    );
    lines.push(deliveryLine("one instance", await delivery(pool, a.baseUrl, persons)));

    const r = await reconnect(pool, a.baseUrl, persons);
    console.log(`  reconnect: ${r.exact} of ${RECONNECTING} exact, all caught up after ${r.seconds.toFixed(2)} s${r.wrong.length ? `; wrong: ${r.wrong.join("; ")}` : ""}`);
    notes.push(
      `${RECONNECTING.toLocaleString("en-US")} streams dropped, ${MISSED_EACH} events written to each meanwhile, all reconnecting at once with Last-Event-ID: **${r.exact} of ${RECONNECTING}** received exactly what they missed, in order (ids and unread counts checked); the last was caught up **${r.seconds.toFixed(2)} s** after the reconnections began.`,
    );
    // After the reconnections, which count only their own events: a message's events still on their way would be resumed too.
    lines.push(deliveryLine("one instance, direct messages", await delivery(pool, a.baseUrl, persons, DIRECT_MESSAGE)));

    if (database.kind === "postgres") {
      await pool.close(persons.map((p) => p.id));
      const b = await startServer(env);
      servers.push(b);
      await pool.open(b.baseUrl, persons.map((p) => ({ key: p.id, cookie: p.cookie })));
      await sleep(1000);
      lines.push(deliveryLine("across two instances (write on A, streams on B)", await delivery(pool, a.baseUrl, persons)));
      lines.push(deliveryLine("across two instances, direct messages", await delivery(pool, a.baseUrl, persons, DIRECT_MESSAGE)));
    }
  } finally {
    await pool.exit();
    for (const server of servers) await server.stop();
    if (database.kind === "postgres") await db.close();
  }
  return [...lines, "", ...notes].join("\n");
}

/** One `publish` of one event to each of 100,000 people, in one transaction, as a fan-out writes them (PostgreSQL). */
export async function benchRealtimeFanOut(database: BenchDatabase): Promise<string> {
  const db = await database.open();
  const users = await db.query<{ id: string }>(
    `insert into users (auth_subject, username) select 'rt-fan-' || g, 'rt_fan_' || g from generate_series(1, ${FAN_OUT_RECIPIENTS}) g returning id`,
  );
  await db.query("analyze");
  await db.close();
  const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 1 });
  const orm = drizzle(pool, { schema });
  const times: number[] = [];
  try {
    for (let run = 0; run < 3; run++) {
      const events: RealtimeEvent[] = users.map((u, i) => ({ userId: u.id, type: "notification.created", data: { id: `${run}-${i}`, type: "new_post" } }));
      const started = nowMs();
      await orm.transaction((tx) => publish(tx, events));
      times.push(nowMs() - started);
    }
  } finally {
    await pool.end();
  }
  const [{ n }] = (await (async () => {
    const check = await database.open();
    try {
      return await check.query<{ n: number }>("select count(*)::int as n from realtime_events");
    } finally {
      await check.close();
    }
  })()) as [{ n: number }];
  const line = `One \`publish\` to ${FAN_OUT_RECIPIENTS.toLocaleString("en-US")} people (one statement, one transaction, ${Math.ceil(FAN_OUT_RECIPIENTS / 150)} notices): **${(median(times) / 1000).toFixed(2)} s** (median of 3: ${times.map((t) => (t / 1000).toFixed(2)).join(", ")} s; ${n.toLocaleString("en-US")} events written).`;
  console.log(`  ${line}`);
  return `### Live channel fan-out on postgres\n\n${line}`;
}

/** "Message your fans" to 100,000 fans of one creator, as its job writes it (PostgreSQL): the whole, and per batch. */
export async function benchMessageBroadcast(database: BenchDatabase): Promise<string> {
  const db = await database.open();
  const [creator] = await db.query<{ user_id: string; profile_id: string }>(
    `with made as (insert into users (auth_subject, username) values ('bc-creator', 'bc_creator') returning id),
          profile as (insert into creator_profiles (user_id, pet_name, pet_type, bio) select id, 'Bench', 'Dog', 'A bench pet' from made returning id, user_id)
     select user_id, id as profile_id from profile`,
  );
  await db.query(
    `with fans as (insert into users (auth_subject, username) select 'bc-' || g, 'bc_' || g from generate_series(1, ${FAN_OUT_RECIPIENTS}) g returning id)
     insert into subscriptions (subscriber_id, creator_profile_id, price, status) select id, '${creator!.profile_id}', 9.99, 'active' from fans`,
  );
  // A tenth of them talk with the creator already, a message each: their conversations are reused, the others
  // opened. The statistics then know messages is no empty table, as in production.
  await db.query(
    `with opened as (
       insert into conversations (creator_profile_id, creator_user_id, fan_user_id)
       select creator_profile_id, '${creator!.user_id}', subscriber_id from subscriptions where creator_profile_id = '${creator!.profile_id}' and random() < 0.1
       returning id, fan_user_id
     )
     insert into messages (conversation_id, sender_id, content, client_id) select id, fan_user_id, 'Hi!', 'bench-' || id from opened`,
  );
  const [broadcast] = await db.query<{ id: string }>(
    `insert into message_broadcasts (creator_profile_id, sender_id, content, tier_ids, to_profile_price, client_id, recipients)
     values ('${creator!.profile_id}', '${creator!.user_id}', 'Live Q&A on Sunday!', '{}', true, 'bench-broadcast', ${FAN_OUT_RECIPIENTS}) returning id`,
  );
  await db.query("analyze");
  await db.close();
  const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 1 });
  const orm = drizzle(pool, { schema });
  // Every statement the job sends, counted on its one connection.
  let statements = 0;
  pool.on("connect", (client) => {
    const clientQuery = client.query.bind(client);
    client.query = ((...args: Parameters<typeof clientQuery>) => {
      statements++;
      return clientQuery(...args);
    }) as typeof client.query;
  });
  let written = 0;
  const started = nowMs();
  try {
    written = await sendBroadcast(orm as never, broadcast!.id);
  } finally {
    await pool.end();
  }
  const seconds = (nowMs() - started) / 1000;
  const batches = Math.ceil(FAN_OUT_RECIPIENTS / BROADCAST_BATCH_SIZE);
  const line = `"Message your fans" to ${FAN_OUT_RECIPIENTS.toLocaleString("en-US")} fans (the job, ${batches} batches of ${BROADCAST_BATCH_SIZE}, one transaction each; ${statements.toLocaleString("en-US")} statements in all, begin and commit included): **${seconds.toFixed(1)} s**, ${written.toLocaleString("en-US")} messages written, ${((seconds * 1000) / batches).toFixed(0)} ms per batch.`;
  console.log(`  ${line}`);
  return `### Message your fans on postgres\n\n${line}`;
}
