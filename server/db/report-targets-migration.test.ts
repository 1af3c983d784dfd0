/**
 * The migration that let reports name numbered chat messages turns report and
 * case target ids from uuid into text: reports and cases made before it keep
 * their targets, and a lookup by the text id finds them. Run here on rows
 * written to the tables as they were before it (inside a transaction that is
 * rolled back).
 */
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../paths";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const MIGRATION = fs.readFileSync(path.join(MIGRATIONS_DIR, "0029_message_reports_broadcasts_vip_switch.sql"), "utf8");

class RollBack extends Error {}

it("keeps every existing report's and case's target, found by its id as text", async () => {
  const reporter = await buildUser(t.ctx.db);
  const targetId = crypto.randomUUID();
  let found: { caseTarget: unknown; reportTarget: unknown; caseType: unknown; reports: number } | undefined;
  await t.ctx.db
    .transaction(async (tx) => {
      // The tables as the release before it left them.
      await tx.execute(sql`drop table message_broadcasts`);
      await tx.execute(sql`drop table chat_settings`);
      await tx.execute(sql`alter table moderation_cases drop column evidence`);
      await tx.execute(sql`alter table moderation_cases alter column target_id set data type uuid using target_id::uuid`);
      await tx.execute(sql`alter table reports alter column target_id set data type uuid using target_id::uuid`);
      const kase = await tx.execute<{ id: string }>(sql`
        insert into moderation_cases (target_type, target_id, due_at) values ('post', ${targetId}, now()) returning id`);
      const caseId = kase.rows[0]!.id;
      await tx.execute(sql`
        insert into reports (case_id, reporter_id, target_type, target_id, reason) values (${caseId}, ${reporter.id}, 'post', ${targetId}, 'spam')`);

      for (const statement of MIGRATION.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));

      const cases = await tx.execute<{ target_id: unknown; target_type: unknown }>(
        sql`select target_id, target_type from moderation_cases where id = ${caseId}`,
      );
      const reports = await tx.execute<{ target_id: unknown }>(sql`select target_id from reports where target_id = ${targetId}::text`);
      found = {
        caseTarget: cases.rows[0]!.target_id,
        caseType: cases.rows[0]!.target_type,
        reportTarget: reports.rows[0]?.target_id,
        reports: reports.rows.length,
      };
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });

  expect(found).toEqual({ caseTarget: targetId, caseType: "post", reportTarget: targetId, reports: 1 });
});
