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

export async function benchFanOut(database: BenchDatabase): Promise<string> {
  const db = await database.open();
  const small = await creatorWithFans(db, "small", 10);
  const large = await creatorWithFans(db, "large", 100_000);
  await db.query("analyze");
  const server = await startServer(database.env);
  const lines = ["### New post fan-out on postgres", "", "| fans | POST /api/posts p50 ms | p95 ms | every fan notified after |", "|---|---|---|---|"];
  try {
    for (const [fans, creator] of [[10, small], [100_000, large]] as const) {
      const cookie = await sessionCookie(db, creator.ownerId);
      let lastPostId = "";
      const timing = await sequential(POSTS_PER_CREATOR, async () => {
        const res = await fetch(`${server.baseUrl}/api/posts`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json", origin: server.baseUrl },
          body: JSON.stringify({ creatorProfileId: creator.profileId, caption: "Bench post", mediaUrl: creator.mediaUrl, mediaType: "image", isPremium: false }),
        });
        if (res.status !== 201) throw new Error(`POST /api/posts answered ${res.status}: ${await res.text()}`);
        lastPostId = ((await res.json()) as { id: string }).id;
      });
      const started = Date.now();
      let notifiedAfter = "not within 120 s";
      while (Date.now() - started < 120_000) {
        const [row] = await db.query<{ n: number }>("select count(*)::int as n from notifications where post_id = $1", [lastPostId]);
        if (row!.n >= fans) {
          notifiedAfter = `${((Date.now() - started) / 1000).toFixed(1)} s after the last post`;
          break;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      console.log(`  ${fans} fans: p50 ${timing.p50} ms, p95 ${timing.p95} ms; ${notifiedAfter}`);
      lines.push(`| ${fans.toLocaleString("en-US")} | ${timing.p50} | ${timing.p95} | ${notifiedAfter} |`);
    }
  } finally {
    await server.stop();
    await db.close();
  }
  return lines.join("\n");
}
