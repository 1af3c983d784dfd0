/**
 * A creator's feed as a signed-in fan reads it, now and as the app served it
 * before posts had audiences (BENCH_FEED_BASELINE, a commit: built in a
 * temporary git worktree that shares this checkout's node_modules), in one run
 * on one PostgreSQL database: same rows, same session, the two servers taking
 * turns. Target: now at least 0.9 of the baseline's requests per second.
 *
 * The creator has the three template tiers and 10,000 posts of every audience
 * (public, all fans, Basic and up, Premium and up, VIP, behind-the-scenes,
 * videos); the fan holds Basic, so the first page mixes open and locked posts
 * of every reason.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import type { BenchDatabase } from "./support/databases";
import { load, type LoadResult } from "./support/load";
import { sessionCookie, startServer, type RunningServer } from "./support/server";

/** The last commit before posts had audiences and the access rule. */
const DEFAULT_FEED_BASELINE = "b2b9bb2";

const ROOT = path.join(import.meta.dirname, "..");

interface FeedIds {
  profile: string;
  fan: string;
}

async function fillFeed(database: BenchDatabase, posts: number): Promise<{ ids: FeedIds; cookie: string }> {
  const db = await database.open();
  const one = async (text: string, values?: unknown[]) => (await db.query<{ id: string }>(text, values))[0]!.id;
  const owner = await one(`insert into users (auth_subject, username) values ('feed-owner', 'feed_owner') returning id`);
  const fan = await one(`insert into users (auth_subject, username) values ('feed-fan', 'feed_fan') returning id`);
  const profile = await one(
    `insert into creator_profiles (user_id, pet_name, pet_type, bio) values ($1, 'Bench', 'Dog', 'The bench dog') returning id`,
    [owner],
  );
  const tier = (name: string, price: string, benefits: object) =>
    one(`insert into subscription_tiers (creator_profile_id, name, price, benefits) values ($1, $2, $3, $4) returning id`, [
      profile,
      name,
      price,
      JSON.stringify(benefits),
    ]);
  const basic = await tier("Basic", "4.99", BENEFIT_TEMPLATES.basic);
  const premium = await tier("Premium", "9.99", BENEFIT_TEMPLATES.premium);
  const vip = await tier("VIP", "19.99", BENEFIT_TEMPLATES.vip);
  await db.query(
    `insert into subscriptions (subscriber_id, creator_profile_id, tier_id, price, status, current_period_start, current_period_end, created_at)
     values ($1, $2, $3, '4.99', 'active', now() - interval '10 days', now() + interval '20 days', now() - interval '10 days')`,
    [fan, profile, basic],
  );
  // Seven kinds of post in turn, newest first one second apart.
  await db.query(
    `insert into posts (creator_profile_id, caption, media_url, media_type, is_premium, audience_kind, audience_min_tier_id, behind_the_scenes, created_at)
     select $1, 'Post ' || g, '/objects/demo/bench.png',
       case when g % 7 = 6 then 'video' else 'image' end,
       g % 7 <> 0,
       (array['public','fans','tier','tier','tier','fans','fans'])[1 + g % 7],
       (array[null, null, $2, $3, $4, null, null]::uuid[])[1 + g % 7],
       g % 7 = 5,
       now() - g * interval '1 second'
     from generate_series(1, ${posts}) g`,
    [profile, basic, premium, vip],
  );
  await db.query("analyze");
  const cookie = await sessionCookie(db, fan);
  await db.close();
  return { ids: { profile, fan }, cookie };
}

/** Builds `ref` in a temporary worktree (node_modules shared with this checkout); answers its folder. */
function buildBaseline(ref: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-feed-baseline-"));
  const run = (command: string, args: string[], cwd: string) => {
    const result = spawnSync(command, args, { cwd, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
  };
  run("git", ["worktree", "add", "--detach", dir, ref], ROOT);
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  run(process.execPath, ["scripts/build-if-stale.mjs", "--force"], dir);
  return {
    dir,
    remove: () => void spawnSync("git", ["worktree", "remove", "--force", dir], { cwd: ROOT, stdio: "inherit" }),
  };
}

export async function benchFeed(database: BenchDatabase, seconds: number, connections: number): Promise<string> {
  const ref = process.env.BENCH_FEED_BASELINE ?? DEFAULT_FEED_BASELINE;
  const { ids, cookie } = await fillFeed(database, 10_000);
  const baseline = buildBaseline(ref);
  const servers: Record<"baseline" | "now", RunningServer | undefined> = { baseline: undefined, now: undefined };
  const results: Record<"baseline" | "now", LoadResult[]> = { baseline: [], now: [] };
  try {
    // One after the other: two instances migrating one fresh database at once trip over each other.
    servers.now = await startServer(database.env);
    servers.baseline = await startServer(database.env, { cwd: baseline.dir });
    const url = (server: RunningServer) => `${server.baseUrl}/api/posts/creator/${ids.profile}`;
    for (const server of Object.values(servers)) await load({ url: url(server!), seconds: 2, connections, headers: { cookie } });
    for (let round = 0; round < 3; round++) {
      for (const which of ["baseline", "now"] as const) {
        const result = await load({ url: url(servers[which]!), seconds, connections, headers: { cookie } });
        if (result.non2xx || result.errors) throw new Error(`${which}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        console.log(`  feed, signed-in Basic fan, ${which.padEnd(8)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms`);
        results[which].push(result);
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => server?.stop()));
    baseline.remove();
  }
  const median = (list: LoadResult[]) => [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[1]!;
  const before = median(results.baseline);
  const now = median(results.now);
  return [
    `### A creator's feed, signed-in Basic fan, 50 posts of every audience (PostgreSQL, ${connections} connections, ${seconds} s × 3 each, medians)`,
    "",
    "| server | req/s | p50 ms | p99 ms |",
    "|---|---|---|---|",
    `| before audiences (${ref}) | ${before.requestsPerSecond} | ${before.p50} | ${before.p99} |`,
    `| now | ${now.requestsPerSecond} | ${now.p50} | ${now.p99} |`,
    "",
    `Now / before: ${(now.requestsPerSecond / before.requestsPerSecond).toFixed(2)} (target ≥ 0.9).`,
  ].join("\n");
}
