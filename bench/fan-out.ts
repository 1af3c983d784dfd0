/**
 * POST /api/posts with 10 fans and with 100,000 fans: the request's p95 must not
 * depend on the number of fans (the fan-out is a background job), and every fan
 * must have the notification within 60 s.
 */
import type { BenchDatabase, Filler } from "./support/databases";
import { sequential } from "./support/load";
import { sessionCookie, startServer } from "./support/server";

const POSTS_PER_CREATOR = 40;

async function creatorWithFans(db: Filler, label: string, fans: number) {
  const [owner] = await db.query<{ id: string }>(
    `insert into users (auth_subject, username) values ('fan-out-${label}', 'fan_out_${label}') returning id`,
  );
  const [profile] = await db.query<{ id: string }>(
    `insert into creator_profiles (user_id, pet_name, pet_type, bio) values ($1, $2, 'Dog', 'Bench') returning id`,
    [owner!.id, `Creator ${label}`],
  );
  await db.query(
    `insert into users (auth_subject, username) select 'fan-${label}-' || g, 'fan_${label}_' || g from generate_series(1, ${fans}) g`,
  );
  await db.query(
    `insert into subscriptions (subscriber_id, creator_profile_id, price, status)
     select id, $1, '9.99', 'active' from users where username like 'fan\\_${label}\\_%'`,
    [profile!.id],
  );
  // A public image the creator uploaded, reused by every post of the run.
  const objectPath = `uploads/${owner!.id}/bench-image`;
  await db.query(
    `insert into media_objects (object_path, owner_id, visibility, content_type, size, etag) values ($1, $2, 'public', 'image/png', 68, 'bench')`,
    [objectPath, owner!.id],
  );
  return { ownerId: owner!.id, profileId: profile!.id, mediaUrl: `/objects/${objectPath}` };
}

async function publish(baseUrl: string, cookie: string, creator: { profileId: string; mediaUrl: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/posts`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ creatorProfileId: creator.profileId, caption: "Bench post", mediaUrl: creator.mediaUrl, mediaType: "image", isPremium: false }),
  });
  if (res.status !== 201) throw new Error(`POST /api/posts answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function benchFanOut(database: BenchDatabase): Promise<string> {
  const db = await database.open();
  const small = await creatorWithFans(db, "small", 10);
  const large = await creatorWithFans(db, "large", 100_000);
  await db.query("analyze");
  const lines = ["### New post fan-out on postgres", "", "| fans | POST /api/posts p50 ms | p95 ms |", "|---|---|---|"];
  try {
    // The request's cost alone: an HTTP-only instance, so no fan-out runs meanwhile.
    const httpOnly = await startServer({ ...database.env, WORKERS: "false" });
    try {
      for (const [fans, creator] of [[10, small], [100_000, large]] as const) {
        const cookie = await sessionCookie(db, creator.ownerId);
        await publish(httpOnly.baseUrl, cookie, creator); // warm-up
        const timing = await sequential(POSTS_PER_CREATOR, async () => void (await publish(httpOnly.baseUrl, cookie, creator)));
        console.log(`  ${fans} fans: p50 ${timing.p50} ms, p95 ${timing.p95} ms`);
        lines.push(`| ${fans.toLocaleString("en-US")} | ${timing.p50} | ${timing.p95} |`);
      }
    } finally {
      await httpOnly.stop();
    }
    // Then one post to 100,000 fans on an instance with workers, timed until every fan has it.
    await db.query("delete from pgboss.job where name = 'notify-fans-of-post'");
    const withWorkers = await startServer(database.env);
    try {
      const cookie = await sessionCookie(db, large.ownerId);
      const started = Date.now();
      const postId = await publish(withWorkers.baseUrl, cookie, large);
      let notified = "not within 120 s";
      while (Date.now() - started < 120_000) {
        const [row] = await db.query<{ n: number }>("select count(*)::int as n from notifications where post_id = $1", [postId]);
        if (row!.n >= 100_000) {
          notified = `${((Date.now() - started) / 1000).toFixed(1)} s`;
          break;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      console.log(`  100,000 fans notified of one post after ${notified}`);
      lines.push("", `Every one of 100,000 fans had the notification ${notified} after the post was published.`);
    } finally {
      await withWorkers.stop();
    }
  } finally {
    await db.close();
  }
  return lines.join("\n");
}
