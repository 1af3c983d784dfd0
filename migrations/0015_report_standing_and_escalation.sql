DROP INDEX "moderation_cases_queue_idx";--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD COLUMN "escalated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_in_good_standing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "outcome" text;--> statement-breakpoint
CREATE INDEX "moderation_cases_author_idx" ON "moderation_cases" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("status","escalated" DESC NULLS FIRST,"urgent" DESC NULLS FIRST,"due_at","id");--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_escalated_check" CHECK (not "moderation_cases"."escalated" or "moderation_cases"."urgent");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_outcome_check" CHECK ("reports"."outcome" in ('upheld', 'dismissed'));--> statement-breakpoint
-- Reports already answered: the latest moderator action on their case since they were filed.
UPDATE "reports" r SET "outcome" = CASE WHEN a."action" IN ('dismiss', 'restore') THEN 'dismissed' ELSE 'upheld' END
FROM (
  SELECT DISTINCT ON (rr."id") rr."id" AS "report_id", ma."action"
  FROM "reports" rr
  JOIN "moderation_actions" ma ON ma."case_id" = rr."case_id" AND ma."moderator_id" IS NOT NULL AND ma."created_at" >= rr."created_at"
  ORDER BY rr."id", ma."created_at" DESC
) a
WHERE a."report_id" = r."id";
