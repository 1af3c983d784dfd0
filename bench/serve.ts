/**
 * How fast the app serves each list's first page next to what this machine
 * allows, all in one run on one database: a bare Express hello-world (the
 * ceiling for any answer), the floor server (the same SQL through the same
 * driver and nothing else, ./support/floor-server.ts), and the app: signed out
 * (public lists come from the public cache), signed out with the cache off
 * (PUBLIC_CACHE_SECONDS=0), and signed in (never cached). Targets: signed-out
 * community threads at least half the hello-world's throughput; uncached answers
 * at least 0.9 of the floor's.
 *
 * Ratios are taken between runs made one right after the other: on PostgreSQL
 * every server is up at once and each list is measured on all of them in turn;
 * the embedded database belongs to one process at a time, so there the floor,
 * the app and the app without cache take turns, and the hello-world (which
 * needs no database) is measured again next to each cached run.
 */
import type { BenchDatabase } from "./support/databases";
import { floorPath, startFloorServer, startHelloWorld } from "./support/floor-server";
import { load, type LoadResult } from "./support/load";
import { cases, fillLists } from "./lists";
import { sessionCookie, startServer, type RunningServer } from "./support/server";

type Variant = "floor" | "cached" | "cacheOff" | "signedIn" | "hello";

interface ServeRow {
  list: string;
  results: Partial<Record<Variant, LoadResult>>;
}

const LABELS: Record<Variant, string> = {
  hello: "hello-world",
  floor: "floor",
  cached: "app signed out, cached",
  cacheOff: "app signed out, cache off",
  signedIn: "app signed in",
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
  const lists = cases(ids).map((c) => ({ ...c, cookie: cookies[c.as ?? "fan"], public: !c.as }));
  const table: ServeRow[] = lists.map((c) => ({ list: c.name, results: {} }));
  const run = async (variant: Variant, list: string, url: string, headers?: Record<string, string>) => {
    const result = await load({ url, seconds, connections, headers });
    console.log(
      `  ${`${LABELS[variant]}: ${list}`.padEnd(48)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.non2xx || result.errors ? `  (${result.non2xx} non-2xx, ${result.errors} errors!)` : ""}`,
    );
    return result;
  };

  const hello = await startHelloWorld();
  const browser: Partial<Record<"hello" | "cached" | "signedIn", LoadResult>> = {};
  try {
    /** Measures the given servers (one per variant) on every list, one after the other per list. */
    const measure = async (servers: Partial<Record<Variant, RunningServer>>) => {
      for (const [i, c] of lists.entries()) {
        const row = table[i]!.results;
        if (servers.floor) row.floor = await run("floor", c.name, servers.floor.baseUrl + floorPath(c.name));
        if (servers.cached && c.public) {
          row.hello = await run("hello", c.name, `${hello.baseUrl}/api/health`);
          row.cached = await run("cached", c.name, servers.cached.baseUrl + c.path);
        }
        if (servers.cacheOff && c.public) row.cacheOff = await run("cacheOff", c.name, servers.cacheOff.baseUrl + c.path);
        if (servers.signedIn) row.signedIn = await run("signedIn", c.name, servers.signedIn.baseUrl + c.path, { cookie: c.cookie });
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
    if (database.kind === "postgres") {
      await within([startFloor, startApp, startAppWithoutCache], ([floor, app, appWithoutCache]) =>
        measure({ floor, cached: app, signedIn: app, cacheOff: appWithoutCache }),
      );
    } else {
      await within([startFloor], ([floor]) => measure({ floor }));
      await within([startApp], ([app]) => measure({ cached: app, signedIn: app }));
      await within([startAppWithoutCache], ([appWithoutCache]) => measure({ cacheOff: appWithoutCache }));
    }
  } finally {
    await hello.stop();
  }

  const rps = (r: LoadResult | undefined) => (r ? String(r.requestsPerSecond) : "–");
  const ratio = (a: LoadResult | undefined, b: LoadResult | undefined) => (a && b ? (a.requestsPerSecond / b.requestsPerSecond).toFixed(2) : "–");
  return [
    `Community threads as a browser asks (Accept-Encoding with br): signed out, cached ${rps(browser.cached)} req/s (${ratio(browser.cached, browser.hello)} of the hello-world's ${rps(browser.hello)}); signed in ${rps(browser.signedIn)} req/s.`,
    "",
    "| list | hello-world | floor | cached (signed out) | cache off (signed out) | signed in | cached / hello-world | cache off / floor | signed in / floor |",
    "|---|---|---|---|---|---|---|---|---|",
    ...table.map(
      ({ list, results: r }) =>
        `| ${list} | ${rps(r.hello)} | ${rps(r.floor)} | ${rps(r.cached)} | ${rps(r.cacheOff)} | ${rps(r.signedIn)} | ${ratio(r.cached, r.hello)} | ${ratio(r.cacheOff, r.floor)} | ${ratio(r.signedIn, r.floor)} |`,
    ),
  ].join("\n");
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
