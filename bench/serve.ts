/**
 * How fast the app serves each list's first page next to what this machine
 * allows, all in one run on one database: a bare Express hello-world (the
 * ceiling for any answer), the floor server (the same SQL through the same
 * driver and nothing else, ./support/floor-server.ts), and the app: signed out
 * (public lists come from the public cache), signed out with the cache off
 * (PUBLIC_CACHE_SECONDS=0), and signed in (never cached), with the session kept
 * per instance as in production (SESSION_CACHE_SECONDS) and read for every
 * request (SESSION_CACHE_SECONDS=0, as before that cache). Targets: signed-out
 * community threads at least half the hello-world's throughput; uncached answers
 * at least 0.9 of the floor's; signed in at least 0.8 of the floor's.
 *
 * Ratios are taken between runs made one right after the other: on PostgreSQL
 * every server is up at once and each list is measured on all of them in turn;
 * the embedded database belongs to one process at a time, so there the floor,
 * the app and the app without cache take turns, and the hello-world (which
 * needs no database) is measured again next to each cached run.
 */
import fs from "node:fs";
import type { BenchDatabase } from "./support/databases";
import { floorPath, startFloorServer, startHelloWorld } from "./support/floor-server";
import { load, type LoadResult } from "./support/load";
import { cases, fillLists } from "./lists";
import { sessionCookie, startServer, type RunningServer } from "./support/server";

type Variant = "floor" | "cached" | "cacheOff" | "signedIn" | "signedInUncached" | "hello";

interface ServeRow {
  list: string;
  results: Partial<Record<Variant, LoadResult>>;
  /** PostgreSQL: CPU µs per answer, the server process's and its database connections' together. */
  cpu: Partial<Record<Variant, number>>;
  /** Every round's (BENCH_SERVE_ROUNDS): the table shows their medians. */
  rounds: { results: Partial<Record<Variant, LoadResult[]>>; cpu: Partial<Record<Variant, number[]>> };
}

const LABELS: Record<Variant, string> = {
  hello: "hello-world",
  floor: "floor",
  cached: "app signed out, cached",
  cacheOff: "app signed out, cache off",
  signedIn: "app signed in",
  signedInUncached: "app signed in, session read each time",
};

/** What a browser sends: the cache answers it with its stored Brotli form, the app compresses the rest. */
const BROWSER_ENCODING = { "accept-encoding": "gzip, deflate, br, zstd" };

export async function benchServe(database: BenchDatabase, rows: number, seconds: number, connections: number): Promise<string> {
  const filler = await database.open();
  const ids = await fillLists(filler, rows);
  // Sessions are written before any server starts: the embedded database is the server process's own once it runs.
  const cookies = {
    owner: await sessionCookie(filler, ids.owner),
    fan: await sessionCookie(filler, ids.fan),
    staff: await sessionCookie(filler, ids.staff),
  };
  await filler.close();
  // BENCH_SERVE_LISTS: some lists only, by name ("community threads,vet articles").
  const chosen = process.env.BENCH_SERVE_LISTS?.split(",").map((name) => name.trim());
  const lists = cases(ids)
    .filter((c) => !chosen || chosen.includes(c.name))
    .map((c) => ({ ...c, cookie: cookies[c.as ?? "fan"], public: !c.as }));
  const table: ServeRow[] = lists.map((c) => ({ list: c.name, results: {}, cpu: {}, rounds: { results: {}, cpu: {} } }));
  // PostgreSQL: the database's connections are counted with the server that holds them (another machine's
  // load leaves this count alone, where it halves the requests per second).
  const monitor = database.kind === "postgres" ? await database.open() : undefined;
  const cpuNow = async (pid: number) => {
    const backends = monitor
      ? await monitor.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()")
      : [];
    return new Map([pid, ...backends.map((b) => b.pid)].map((p) => [p, cpuTicks(p)]));
  };
  const run = async (variant: Variant, list: string, url: string, headers?: Record<string, string>, server?: RunningServer, row?: ServeRow) => {
    const before = server && monitor ? await cpuNow(server.pid) : undefined;
    const result = await load({ url, seconds, connections, headers });
    let cpu = "";
    if (before && server && row) {
      const after = await cpuNow(server.pid);
      let ticks = 0;
      for (const [p, t] of after) ticks += t - (before.get(p) ?? 0);
      const perAnswer = Math.round((ticks * TICK_US) / Math.max(1, result.requestsPerSecond * seconds));
      (row.rounds.cpu[variant] ??= []).push(perAnswer);
      row.cpu[variant] = median(row.rounds.cpu[variant]);
      cpu = `  ${perAnswer} µs CPU/answer`;
    }
    if (row) {
      const all = (row.rounds.results[variant] ??= []);
      all.push(result);
      row.results[variant] = [...all].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor((all.length - 1) / 2)];
    }
    console.log(
      `  ${`${LABELS[variant]}: ${list}`.padEnd(48)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${cpu}${result.non2xx || result.errors ? `  (${result.non2xx} non-2xx, ${result.errors} errors!)` : ""}`,
    );
    return result;
  };

  const hello = await startHelloWorld();
  const browser: Partial<Record<"hello" | "cached" | "signedIn", LoadResult>> = {};
  try {
    /** Measures the given servers (one per variant) on every list, one after the other per list. */
    const measure = async (servers: Partial<Record<Variant, RunningServer>>) => {
      for (const [i, c] of lists.entries()) {
        const entry = table[i]!;
        if (servers.floor) await run("floor", c.name, servers.floor.baseUrl + floorPath(c.name), undefined, servers.floor, entry);
        if (servers.cached && c.public) {
          await run("hello", c.name, `${hello.baseUrl}/api/health`, undefined, undefined, entry);
          await run("cached", c.name, servers.cached.baseUrl + c.path, undefined, undefined, entry);
        }
        if (servers.cacheOff && c.public) await run("cacheOff", c.name, servers.cacheOff.baseUrl + c.path, undefined, servers.cacheOff, entry);
        if (servers.signedIn) await run("signedIn", c.name, servers.signedIn.baseUrl + c.path, { cookie: c.cookie }, servers.signedIn, entry);
        if (servers.signedInUncached) {
          const uncached = servers.signedInUncached;
          await run("signedInUncached", c.name, uncached.baseUrl + c.path, { cookie: c.cookie }, uncached, entry);
        }
      }
      if (servers.cached && servers.signedIn) {
        const threads = "/api/community-threads";
        browser.hello = await run("hello", "community threads, br", `${hello.baseUrl}/api/health`);
        browser.cached = await run("cached", "community threads, br", servers.cached.baseUrl + threads, BROWSER_ENCODING);
        browser.signedIn = await run("signedIn", "community threads, br", servers.signedIn.baseUrl + threads, {
          ...BROWSER_ENCODING,
          cookie: cookies.fan,
        });
      }
    };
    const startFloor = () => startFloorServer(database.env, { profile: ids.profile, tierProfile: ids.tierProfile, thread: ids.thread, fan: ids.fan });
    const startApp = () => startServer(database.env);
    const startAppWithoutCache = () => startServer({ ...database.env, PUBLIC_CACHE_SECONDS: "0" });
    const startAppWithoutSessionCache = () => startServer({ ...database.env, SESSION_CACHE_SECONDS: "0" });
    if (database.kind === "postgres") {
      await within([startFloor, startApp, startAppWithoutCache, startAppWithoutSessionCache], ([floor, app, appWithoutCache, appWithoutSessionCache]) =>
        repeat(() => measure({ floor, cached: app, signedIn: app, cacheOff: appWithoutCache, signedInUncached: appWithoutSessionCache })),
      );
    } else {
      await within([startFloor], ([floor]) => measure({ floor }));
      await within([startApp], ([app]) => measure({ cached: app, signedIn: app }));
      await within([startAppWithoutCache], ([appWithoutCache]) => measure({ cacheOff: appWithoutCache }));
      await within([startAppWithoutSessionCache], ([appWithoutSessionCache]) => measure({ signedInUncached: appWithoutSessionCache }));
    }
  } finally {
    await hello.stop();
    await monitor?.close();
  }

  const rps = (r: LoadResult | undefined) => (r ? String(r.requestsPerSecond) : "–");
  const ratio = (a: LoadResult | undefined, b: LoadResult | undefined) => (a && b ? (a.requestsPerSecond / b.requestsPerSecond).toFixed(2) : "–");
  return [
    `Community threads as a browser asks (Accept-Encoding with br): signed out, cached ${rps(browser.cached)} req/s (${ratio(browser.cached, browser.hello)} of the hello-world's ${rps(browser.hello)}); signed in ${rps(browser.signedIn)} req/s.`,
    "",
    "| list | hello-world | floor | cached (signed out) | cache off (signed out) | signed in | signed in, session read each time | cached / hello-world | cache off / floor | signed in / floor | session read each time / floor |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...table.map(
      ({ list, results: r }) =>
        `| ${list} | ${rps(r.hello)} | ${rps(r.floor)} | ${rps(r.cached)} | ${rps(r.cacheOff)} | ${rps(r.signedIn)} | ${rps(r.signedInUncached)} | ${ratio(r.cached, r.hello)} | ${ratio(r.cacheOff, r.floor)} | ${ratio(r.signedIn, r.floor)} | ${ratio(r.signedInUncached, r.floor)} |`,
    ),
    ...(monitor
      ? [
          "",
          "CPU per answer (µs: the server process and its database connections; floor / app is what the requests per second would be on an idle machine):",
          "",
          "| list | floor | cache off (signed out) | signed in | signed in, session read each time | floor / signed in | floor / session read each time |",
          "|---|---|---|---|---|---|---|",
          ...table.map(({ list, cpu }) => {
            const share = (a?: number, b?: number) => (a && b ? (a / b).toFixed(2) : "–");
            return `| ${list} | ${cpu.floor ?? "–"} | ${cpu.cacheOff ?? "–"} | ${cpu.signedIn ?? "–"} | ${cpu.signedInUncached ?? "–"} | ${share(cpu.floor, cpu.signedIn)} | ${share(cpu.floor, cpu.signedInUncached)} |`;
          }),
        ]
      : []),
  ].join("\n");
}

/** BENCH_SERVE_ROUNDS (PostgreSQL, default 1): every list measured on every server that many times over. */
async function repeat(measure: () => Promise<void>): Promise<void> {
  const rounds = Number(process.env.BENCH_SERVE_ROUNDS ?? 1);
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) console.log(`  round ${round} of ${rounds}`);
    await measure();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Clock ticks of /proc/<pid>/stat (USER_HZ, 100 on Linux) in µs. */
const TICK_US = 10_000;

/** CPU time a process has used (user and system), in clock ticks; 0 once it is gone. */
function cpuTicks(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * Starts the servers one after another (two app instances migrating a fresh
 * database at the same moment trip over each other), runs `use` against them
 * and stops them all afterwards.
 */
async function within<T>(starts: Array<() => Promise<RunningServer>>, use: (servers: RunningServer[]) => Promise<T>): Promise<T> {
  const servers: RunningServer[] = [];
  try {
    for (const start of starts) servers.push(await start());
    return await use(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
