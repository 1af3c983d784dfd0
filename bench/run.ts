/**
 * `npm run bench`: the performance figures of the README, measured on this
 * machine against the built server (`npm run build` first). Loopback only.
 *
 *   npm run bench -- lists      every list at 10k and 1M rows (PostgreSQL), 10k and 100k (embedded)
 *   npm run bench -- fan-out    POST /api/posts with 10 and 100k fans; time until every fan is notified
 *   npm run bench -- search     GET /api/search with 100k rows per type
 *   npm run bench -- serve      every list's first page at 50 connections (10k rows): hello-world, the
 *                               floor server, the app signed out (cached, cache off) and signed in
 *   npm run bench -- feed       a creator's feed for a signed-in Basic fan, now and built from BENCH_FEED_BASELINE
 *                               (default: the commit before posts had audiences), taking turns on one database
 *   npm run bench -- lighthouse Lighthouse 12's mobile preset on five demo pages (BENCH_LIGHTHOUSE_RUNS each, default 3;
 *                               BENCH_LIGHTHOUSE_ONLY=/profile one page; BENCH_LIGHTHOUSE_FILES=1 lists its scripts and styles)
 *   npm run bench -- taps       tap to response on a throttled phone (CPU ×4, Slow 4G) for the controls that open things, and
 *                               scrolling before the takeover (BENCH_TAPS_RUNS each, default 3; BENCH_TAPS_ONLY=avatar: only
 *                               the controls named so, no scrolling)
 *   npm run bench -- start      `npm start` until healthy: first start, then warm starts on the same database
 *   npm run bench -- transcode  the transcode job against the same ffmpeg command run directly (30 s of 1080p, 10 s of
 *                               2160p), time to watchable and to 4K, the server's memory while it transcodes
 *   npm run bench -- segments   video segments through the token-checked route against express.static, 50 connections
 *   npm run bench -- realtime   the live channel: delivery p50/p99 with 2,000 open streams at 100 writes/s (one instance; on
 *                               PostgreSQL also across two), memory per idle stream, 1,000 reconnections with Last-Event-ID,
 *                               one publish to 100,000 people, direct messages' delivery, "Message your fans" to 100,000
 *                               (BENCH_REALTIME_STREAMS, BENCH_REALTIME_SECONDS: default 2000, 10); `-- broadcast` runs the last alone
 *   npm run bench -- player     tap to first frame of a public video on a throttled phone (CPU ×4, Slow 4G), the rendition
 *                               it starts at and where the time goes (BENCH_PLAYER_RUNS fresh contexts, default 3)
 *   npm run bench -- live       live streams: first ingest bytes to first segment listed, each segment's program date-time
 *                               to its listing, CPU of one 720p browser ingest, 500 viewers polling one instance (playlist
 *                               p50/p99; BENCH_LIVE_VIEWERS overrides the 500)
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the
 * PostgreSQL server to create bench databases on; BENCH_SECONDS (default 5) the
 * length of each load run; BENCH_SIZES overrides the row counts ("10000,1000000").
 */
import { benchLists, type ListRow } from "./lists";
import { benchFanOut } from "./fan-out";
import { benchSearch } from "./search";
import { benchLighthouse } from "./lighthouse";
import { benchTaps } from "./taps";
import { benchServe } from "./serve";
import { benchFeed } from "./feed";
import { benchStart } from "./start";
import { benchTranscode } from "./transcode";
import { benchSegments } from "./segments";
import { benchMessageBroadcast, benchRealtime, benchRealtimeFanOut } from "./realtime";
import { benchPlayer } from "./player";
import { benchLive } from "./live";
import { createEmbeddedDatabase, createPostgresDatabase, type BenchDatabase } from "./support/databases";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const suites = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const wants = (suite: string) => suites.length === 0 || suites.includes(suite);
const only = (kind: string) => !process.argv.includes(`--${kind === "postgres" ? "embedded" : "postgres"}-only`);

async function withDatabase<T>(create: () => Promise<BenchDatabase>, run: (db: BenchDatabase) => Promise<T>): Promise<T> {
  const db = await create();
  try {
    return await run(db);
  } finally {
    await db.drop();
  }
}

function ratioTable(small: ListRow[], large: ListRow[], smallLabel: string, largeLabel: string): string {
  const lines = [
    `| list | page | ${smallLabel} p99 ms | ${largeLabel} p99 ms | ratio | ${largeLabel} req/s |`,
    "|---|---|---|---|---|---|",
  ];
  for (const row of large) {
    const base = small.find((s) => s.list === row.list && s.variant === row.variant);
    if (!base) continue;
    const ratio = row.result.p99 / Math.max(1, base.result.p99);
    lines.push(`| ${row.list} | ${row.variant} | ${base.result.p99} | ${row.result.p99} | ${ratio.toFixed(2)} | ${row.result.requestsPerSecond} |`);
  }
  return lines.join("\n");
}

const report: string[] = [];

if (wants("lists")) {
  const sizes = (kind: "postgres" | "embedded") =>
    (process.env.BENCH_SIZES?.split(",").map(Number) ?? (kind === "postgres" ? [10_000, 1_000_000] : [10_000, 100_000])) as [number, number];
  for (const kind of ["postgres", "embedded"] as const) {
    if (!only(kind)) continue;
    const [small, large] = sizes(kind);
    const create = () => (kind === "postgres" ? createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`) : createEmbeddedDatabase());
    console.log(`lists on ${kind}: ${small} rows`);
    const a = await withDatabase(create, (db) => benchLists(db, small, seconds, connections));
    console.log(`lists on ${kind}: ${large} rows`);
    const b = await withDatabase(create, (db) => benchLists(db, large, seconds, connections));
    report.push(`### Lists on ${kind} (${connections} connections, ${seconds} s each)\n\n${ratioTable(a, b, `${small / 1000}k`, large >= 1_000_000 ? `${large / 1_000_000}M` : `${large / 1000}k`)}`);
  }
}

if (wants("fan-out")) {
  const fanOutReport = await withDatabase(() => createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`), (db) => benchFanOut(db));
  report.push(fanOutReport);
}

if (wants("search")) {
  const searchReport = await withDatabase(() => createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`), (db) => benchSearch(db, seconds, connections));
  report.push(searchReport);
}

if (wants("serve")) {
  // Browsers open many connections at once: 50 unless BENCH_CONNECTIONS says otherwise.
  const serveConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const rows = Number(process.env.BENCH_SIZES?.split(",")[0] ?? 10_000);
  for (const kind of ["postgres", "embedded"] as const) {
    if (!only(kind)) continue;
    const create = () => (kind === "postgres" ? createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`) : createEmbeddedDatabase());
    console.log(`serve on ${kind}: ${rows} rows`);
    const table = await withDatabase(create, (db) => benchServe(db, rows, seconds, serveConnections));
    report.push(`### Serving lists on ${kind} (${serveConnections} connections, ${seconds} s each, req/s)\n\n${table}`);
  }
}

if (wants("feed")) {
  const feedConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  report.push(await withDatabase(() => createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`), (db) => benchFeed(db, seconds, feedConnections)));
}

if (wants("lighthouse")) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  report.push(await withDatabase(createEmbeddedDatabase, (db) => benchLighthouse(db, runs)));
}

if (wants("taps")) {
  const runs = Number(process.env.BENCH_TAPS_RUNS ?? 3);
  report.push(await withDatabase(createEmbeddedDatabase, (db) => benchTaps(db, runs, process.env.BENCH_TAPS_ONLY)));
}

if (wants("start")) report.push(await benchStart());

if (wants("transcode")) {
  report.push(await withDatabase(() => createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`), (db) => benchTranscode(db)));
}

if (wants("segments")) report.push(await withDatabase(createEmbeddedDatabase, (db) => benchSegments(db, seconds)));

if (wants("realtime")) {
  for (const kind of ["postgres", "embedded"] as const) {
    if (!only(kind)) continue;
    const create = () => (kind === "postgres" ? createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`) : createEmbeddedDatabase());
    console.log(`realtime on ${kind}`);
    report.push(await withDatabase(create, (db) => benchRealtime(db)));
  }
  if (only("postgres")) report.push(await withDatabase(() => createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`), (db) => benchRealtimeFanOut(db)));
}

if (wants("realtime") || suites.includes("broadcast")) {
  report.push(await withDatabase(() => createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`), (db) => benchMessageBroadcast(db)));
}

if (wants("player")) {
  const runs = Number(process.env.BENCH_PLAYER_RUNS ?? 3);
  report.push(await withDatabase(createEmbeddedDatabase, (db) => benchPlayer(db, runs)));
}

if (wants("live")) {
  for (const kind of ["embedded", "postgres"] as const) {
    if (!only(kind)) continue;
    const create = () => (kind === "postgres" ? createPostgresDatabase(adminUrl, `pawfans_bench_${Date.now()}`) : createEmbeddedDatabase());
    report.push(await withDatabase(create, (db) => benchLive(db)));
  }
}

console.log(`\n${report.join("\n\n")}`);
