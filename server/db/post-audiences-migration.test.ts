/**
 * The migration that gave posts an audience: a premium post made before it is
 * for every fan, a public one for everyone, and a premium post's files are read
 * under that post's rule (media_objects.post_id). Run here on rows written to
 * the tables as they were before it (the columns dropped inside a transaction
 * that is rolled back).
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

const MIGRATION = fs.readFileSync(path.join(MIGRATIONS_DIR, "0019_post_audiences.sql"), "utf8");

class RollBack extends Error {}

it("makes premium posts for every fan, the rest for everyone, and ties a premium post's files to it", async () => {
  const { owner, profile } = await buildCreator(t.ctx.db);
  const media = (name: string) => `uploads/${owner.id}/${name}`;
  let found: { posts: unknown; media: unknown } | undefined;
  await t.ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`alter table media_objects drop column post_id`);
      await tx.execute(sql`alter table posts drop column audience_kind, drop column audience_min_tier_id, drop column behind_the_scenes`);
      const inserted = await tx.execute<{ id: string; is_premium: boolean }>(sql`
        insert into posts (creator_profile_id, caption, media_url, thumbnail_url, media_type, is_premium) values
          (${profile.id}, 'premium', ${`/objects/${media("a")}`}, ${`/objects/${media("a-thumb")}`}, 'video', true),
          (${profile.id}, 'public', ${`/objects/${media("b")}`}, null, 'image', false)
        returning id, is_premium`);
      const premiumId = inserted.rows.find((r) => r.is_premium)!.id;
      await tx.execute(sql`
        insert into media_objects (object_path, owner_id, visibility, creator_profile_id, content_type, size, etag) values
          (${media("a")}, ${owner.id}, 'subscribers', ${profile.id}, 'video/mp4', 1, 'e'),
          (${media("a-thumb")}, ${owner.id}, 'hidden', ${profile.id}, 'image/png', 1, 'e'),
          (${media("b")}, ${owner.id}, 'public', null, 'image/png', 1, 'e')`);

      for (const statement of MIGRATION.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));

      const posts = await tx.execute(sql`
        select caption, audience_kind, audience_min_tier_id, behind_the_scenes, is_premium from posts
        where creator_profile_id = ${profile.id} order by caption`);
      const objects = await tx.execute<{ object_path: string; post_id: string | null }>(sql`
        select object_path, post_id from media_objects where owner_id = ${owner.id} order by object_path`);
      found = {
        posts: posts.rows,
        media: objects.rows.map((r) => [r.object_path, r.post_id === premiumId ? "premium post" : r.post_id]),
      };
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });

  expect(found).toEqual({
    posts: [
      { caption: "premium", audience_kind: "fans", audience_min_tier_id: null, behind_the_scenes: false, is_premium: true },
      { caption: "public", audience_kind: "public", audience_min_tier_id: null, behind_the_scenes: false, is_premium: false },
    ],
    media: [
      [media("a"), "premium post"],
      [media("a-thumb"), "premium post"],
      [media("b"), null],
    ],
  });
});
