/**
 * The migrations that made video posts wait for their video (0022 adds
 * `posts.video_ready`, 0024 sets it), run here on rows written as the previous
 * release wrote them (the column dropped inside a transaction that is rolled
 * back): a video post whose upload has no video asset waits for the sweep to
 * transcode it; a photo post, a video post already transcoded and a video post
 * whose file is no upload of this app stay as they were.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths";
import { buildCreator } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const migration = (file: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8").split("--> statement-breakpoint");

class RollBack extends Error {}

it("keeps every post, and makes the video posts with no transcode wait for one", async () => {
  const { owner, profile } = await buildCreator(t.ctx.db);
  const media = (name: string) => `uploads/${owner.id}/${name}`;
  let found: unknown;
  await t.ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`alter table posts drop column video_ready`);
      await tx.execute(sql`
        insert into posts (creator_profile_id, caption, media_url, media_type, is_premium, audience_kind) values
          (${profile.id}, 'photo', ${`/objects/${media("photo")}`}, 'image', false, 'public'),
          (${profile.id}, 'old video', ${`/objects/${media("old")}`}, 'video', true, 'fans'),
          (${profile.id}, 'old reel', ${`/objects/${media("reel")}`}, 'reel', false, 'public'),
          (${profile.id}, 'transcoded video', ${`/objects/${media("done")}`}, 'video', false, 'public'),
          (${profile.id}, 'video elsewhere', 'https://example.com/clip.mp4', 'video', false, 'public')`);
      await tx.execute(sql`
        insert into media_objects (object_path, owner_id, visibility, creator_profile_id, content_type, size, etag) values
          (${media("photo")}, ${owner.id}, 'public', null, 'image/png', 1, 'e'),
          (${media("old")}, ${owner.id}, 'subscribers', ${profile.id}, 'video/mp4', 1, 'e'),
          (${media("reel")}, ${owner.id}, 'public', null, 'video/mp4', 1, 'e'),
          (${media("done")}, ${owner.id}, 'public', null, 'video/mp4', 1, 'e')`);
      await tx.execute(sql`insert into video_assets (source_object_path, status) values (${media("done")}, 'ready')`);

      for (const file of ["0022_post_video_ready.sql", "0024_video_posts_before_transcoding.sql"]) {
        for (const statement of migration(file)) await tx.execute(sql.raw(statement));
      }

      found = (
        await tx.execute(sql`select caption, video_ready from posts where creator_profile_id = ${profile.id} order by caption`)
      ).rows;
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });

  expect(found).toEqual([
    { caption: "old reel", video_ready: false },
    { caption: "old video", video_ready: false },
    { caption: "photo", video_ready: true },
    { caption: "transcoded video", video_ready: true },
    { caption: "video elsewhere", video_ready: true },
  ]);
});
