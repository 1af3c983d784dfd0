/**
 * The migration that added benefits gives tiers and profile prices made before
 * it Premium's benefits. Run here on rows written to the tables as they were
 * before it (the columns dropped inside a transaction that is rolled back).
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { MIGRATIONS_DIR } from "../paths";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const MIGRATION = fs.readFileSync(path.join(MIGRATIONS_DIR, "0016_tier_benefits.sql"), "utf8");

class RollBack extends Error {}

it("gives an existing tier and an existing profile's own price Premium's benefits", async () => {
  const owner = await buildUser(t.ctx.db);
  let found: { tier: unknown; profile: unknown } | undefined;
  await t.ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`alter table subscription_tiers drop column benefits`);
      await tx.execute(sql`alter table creator_profiles drop column benefits`);
      const profile = await tx.execute<{ id: string }>(sql`
        insert into creator_profiles (user_id, pet_name, pet_type, bio) values (${owner.id}, 'Biscuit', 'Dog', 'A corgi.') returning id`);
      const profileId = profile.rows[0]!.id;
      const tier = await tx.execute<{ id: string }>(sql`
        insert into subscription_tiers (creator_profile_id, name, price) values (${profileId}, 'Gold', '7.00') returning id`);

      for (const statement of MIGRATION.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));

      const tiers = await tx.execute<{ benefits: unknown }>(sql`select benefits from subscription_tiers where id = ${tier.rows[0]!.id}`);
      const profiles = await tx.execute<{ benefits: unknown }>(sql`select benefits from creator_profiles where id = ${profileId}`);
      found = { tier: tiers.rows[0]!.benefits, profile: profiles.rows[0]!.benefits };
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });

  expect(found).toEqual({ tier: BENEFIT_TEMPLATES.premium, profile: BENEFIT_TEMPLATES.premium });
});
