/**
 * Every list endpoint at two table sizes: the first page, a filtered page and a
 * deep page (half-way down), under load. The p99 at the large size should stay
 * within 1.2x of the small size: each list reads its index in order from the
 * cursor, whatever the table's size.
 */
import type { BenchDatabase, Filler } from "./support/databases";
import { load, type LoadResult } from "./support/load";
import { BENCH_STAFF_EMAIL, sessionCookie, startServer } from "./support/server";

interface ListCase {
  name: string;
  path: string;
  filter?: string;
  /** The table whose newest-first middle row is the deep page's cursor. */
  table: string;
  /** Restricts the deep page's cursor row to the list's parent. */
  scope?: string;
  as?: "owner" | "fan" | "staff";
}

interface Ids {
  owner: string;
  fan: string;
  staff: string;
  profile: string;
  /** A creator with n tiers (far past what the app lets a creator have: a list to page through); the other has none. */
  tierProfile: string;
  thread: string;
}

export function cases(ids: Ids): ListCase[] {
  return [
    { name: "creator profiles", path: "/api/creator-profiles", filter: "category=dog", table: "creator_profiles" },
    { name: "community threads", path: "/api/community-threads", filter: "category=General", table: "community_threads" },
    { name: "thread comments", path: `/api/thread-comments/${ids.thread}`, table: "thread_comments", scope: `thread_id = '${ids.thread}'` },
    { name: "marketplace items", path: "/api/marketplace-items", filter: "category=Toys", table: "marketplace_items" },
    { name: "wellness tips", path: "/api/wellness-tips", filter: "category=Nutrition", table: "articles", scope: "kind = 'wellness'" },
    { name: "vet articles", path: "/api/vet-articles", filter: "specialization=Surgery", table: "articles", scope: "kind = 'vet'" },
    { name: "creator posts", path: `/api/posts/creator/${ids.profile}`, table: "posts", scope: `creator_profile_id = '${ids.profile}'` },
    { name: "creator tiers", path: `/api/subscription-tiers/creator/${ids.tierProfile}`, table: "subscription_tiers", scope: `creator_profile_id = '${ids.tierProfile}'` },
    { name: "creator subscribers", path: `/api/subscriptions/creator/${ids.profile}`, table: "subscriptions", scope: `creator_profile_id = '${ids.profile}'`, as: "owner" },
    { name: "notifications", path: "/api/notifications", table: "notifications", scope: `user_id = '${ids.fan}'`, as: "fan" },
    { name: "contact messages", path: "/api/contact-messages", table: "contact_messages", as: "staff" },
  ];
}

/** n rows in every listed table, generated in the database itself. */
export async function fillLists(db: Filler, n: number): Promise<Ids> {
  const one = async (text: string) => (await db.query<{ id: string }>(text))[0]!.id;
  const staff = await one(`insert into users (auth_subject, username, email, role) values ('bench-staff', 'bench_staff', '${BENCH_STAFF_EMAIL}', 'admin') returning id`);
  const owner = await one(`insert into users (auth_subject, username) values ('bench-owner', 'bench_owner') returning id`);
  const fan = await one(`insert into users (auth_subject, username) values ('bench-fan', 'bench_fan') returning id`);
  const profile = await one(`insert into creator_profiles (user_id, pet_name, pet_type, bio) values ('${owner}', 'Bench', 'Dog', 'The bench dog') returning id`);
  await db.query(`insert into users (auth_subject, username, display_name, created_at)
    select 'bench-' || g, 'bench_user_' || g, 'Bench Fan ' || g, now() - g * interval '1 second' from generate_series(1, ${n}) g`);
  const at = `now() - g * interval '1 second'`;
  await db.query(`insert into creator_profiles (user_id, pet_name, pet_type, bio, created_at)
    select u.id, 'Pet ' || u.username, (array['Dog','Cat','Parrot','Hedgehog','Goat','Rabbit'])[1 + (row_number() over ()) % 6], 'A bench pet', u.created_at
    from users u where u.auth_subject like 'bench-%' and u.username like 'bench_user_%'`);
  await db.query(`insert into subscriptions (subscriber_id, creator_profile_id, price, status, created_at)
    select u.id, '${profile}', '9.99', 'active', u.created_at from users u where u.username like 'bench_user_%'`);
  const thread = await one(`insert into community_threads (user_id, title, content, category) values ('${owner}', 'Bench thread', 'Comments below', 'General') returning id`);
  await db.query(`insert into community_threads (user_id, title, content, category, created_at)
    select '${owner}', 'Thread ' || g, 'About pets ' || g, (array['General','Training Tips','Health Questions','Success Stories','Funny Moments'])[1 + g % 5], ${at} from generate_series(1, ${n}) g`);
  await db.query(`insert into thread_comments (thread_id, user_id, content, created_at)
    select '${thread}', '${fan}', 'Comment ' || g, ${at} from generate_series(1, ${n}) g`);
  await db.query(`insert into marketplace_items (seller_id, title, description, price, category, condition, created_at)
    select '${owner}', 'Item ' || g, 'A bench item', 5 + g % 50, (array['Food & Treats','Toys','Accessories','Grooming','Health','Other'])[1 + g % 6], 'New', ${at} from generate_series(1, ${n}) g`);
  await db.query(`insert into articles (kind, author_id, title, content, topic, created_at)
    select 'wellness', '${staff}', 'Tip ' || g, 'Advice ' || g, (array['Nutrition','Exercise','Grooming','Mental Health','Preventive Care'])[1 + g % 5], ${at} from generate_series(1, ${n}) g`);
  await db.query(`insert into articles (kind, author_id, title, content, topic, created_at)
    select 'vet', '${staff}', 'Article ' || g, 'Medicine ' || g, (array['General Practice','Surgery','Dentistry','Cardiology','Dermatology','Emergency Care'])[1 + g % 6], ${at} from generate_series(1, ${n}) g`);
  await db.query(`insert into posts (creator_profile_id, caption, media_url, created_at)
    select '${profile}', 'Post ' || g, '/objects/demo/bench.png', ${at} from generate_series(1, ${n}) g`);
  const tierOwner = await one(`insert into users (auth_subject, username) values ('bench-tier-owner', 'bench_tier_owner') returning id`);
  const tierProfile = await one(`insert into creator_profiles (user_id, pet_name, pet_type, bio) values ('${tierOwner}', 'Tiers', 'Cat', 'The bench cat of many tiers') returning id`);
  await db.query(`insert into subscription_tiers (creator_profile_id, name, price, created_at)
    select '${tierProfile}', 'Tier ' || g, 4.99, ${at} from generate_series(1, ${n}) g`);
  await db.query(`insert into notifications (user_id, type, title, message, created_at)
    select '${fan}', 'new_post', 'New post', 'Something new ' || g, ${at} from generate_series(1, ${n}) g`);
  await db.query(`insert into contact_messages (name, email, subject, message, created_at)
    select 'Visitor ' || g, 'v' || g || '@example.test', 'Hello there', 'A message for the team', ${at} from generate_series(1, ${n}) g`);
  await db.query("analyze");
  return { owner, fan, staff, profile, tierProfile, thread };
}

export interface ListRow {
  list: string;
  variant: "first" | "filtered" | "deep";
  result: LoadResult;
}

export async function benchLists(database: BenchDatabase, rows: number, seconds: number, connections: number): Promise<ListRow[]> {
  const filler = await database.open();
  const ids = await fillLists(filler, rows);
  const deepIds = new Map<string, string>();
  const cookies: Record<string, string> = {};
  for (const c of cases(ids)) {
    const where = c.scope ? `where ${c.scope}` : "";
    const [row] = await filler.query<{ id: string }>(
      `select id from ${c.table} ${where} order by created_at desc, id desc offset ${Math.floor(rows / 2)} limit 1`,
    );
    deepIds.set(c.name, row!.id);
  }
  // Sessions are written before the server starts: the embedded database is the
  // server process's own once it runs.
  cookies.owner = await sessionCookie(filler, ids.owner);
  cookies.fan = await sessionCookie(filler, ids.fan);
  cookies.staff = await sessionCookie(filler, ids.staff);
  if (database.kind === "embedded") await filler.close();
  // The queries themselves, not the public cache's copy of a signed-out answer.
  const server = await startServer({ ...database.env, PUBLIC_CACHE_SECONDS: "0" });
  const results: ListRow[] = [];
  try {
    for (const c of cases(ids)) {
      if (c.as && !cookies[c.as]) continue;
      const headers = c.as ? { cookie: cookies[c.as]! } : undefined;
      const variants: Array<[ListRow["variant"], string]> = [["first", c.path]];
      if (c.filter) variants.push(["filtered", `${c.path}?${c.filter}`]);
      variants.push(["deep", `${c.path}?before=${deepIds.get(c.name)}`]);
      for (const [variant, path] of variants) {
        const result = await load({ url: server.baseUrl + path, seconds, connections, headers });
        results.push({ list: c.name, variant, result });
        console.log(`  ${rows} rows  ${c.name.padEnd(20)} ${variant.padEnd(8)} ${result.requestsPerSecond} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.non2xx ? `  (${result.non2xx} non-2xx!)` : ""}`);
      }
    }
  } finally {
    await server.stop();
    if (database.kind !== "embedded") await filler.close();
  }
  return results;
}
