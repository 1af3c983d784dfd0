-- Wellness tips and vet articles become one table, `articles`, told apart by
-- `kind`; a tip's category and an article's specialization are its `topic`.
-- In place: wellness_tips is renamed (its rows, ids, newest-first index, search
-- columns, search indexes and lexeme triggers go with it), the vet articles are
-- copied in with their ids, and vet_articles is dropped. The search document's B part was a
-- tip's category and is now the topic, so every row's document reads as before.
ALTER TABLE "wellness_tips" RENAME TO "articles";--> statement-breakpoint
ALTER TABLE "articles" RENAME COLUMN "category" TO "topic";--> statement-breakpoint
ALTER TABLE "articles" RENAME CONSTRAINT "wellness_tips_pkey" TO "articles_pkey";--> statement-breakpoint
ALTER TABLE "articles" RENAME CONSTRAINT "wellness_tips_author_id_users_id_fk" TO "articles_author_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "wellness_tips_created_idx" RENAME TO "articles_created_idx";--> statement-breakpoint
ALTER INDEX "wellness_tips_author_idx" RENAME TO "articles_author_idx";--> statement-breakpoint
ALTER INDEX "wellness_tips_search_idx" RENAME TO "articles_search_idx";--> statement-breakpoint
ALTER INDEX "wellness_tips_search_name_idx" RENAME TO "articles_search_name_idx";--> statement-breakpoint
ALTER INDEX "wellness_tips_search_weight_a_idx" RENAME TO "articles_search_weight_a_idx";--> statement-breakpoint
ALTER INDEX "wellness_tips_search_weight_ab_idx" RENAME TO "articles_search_weight_ab_idx";--> statement-breakpoint
ALTER TRIGGER "wellness_tips_search_lexemes_added" ON "articles" RENAME TO "articles_search_lexemes_added";--> statement-breakpoint
ALTER TRIGGER "wellness_tips_search_lexemes_changed" ON "articles" RENAME TO "articles_search_lexemes_changed";--> statement-breakpoint
-- Every existing row is a wellness tip; new rows name their kind.
ALTER TABLE "articles" ADD COLUMN "kind" text DEFAULT 'wellness' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_kind_check" CHECK ("articles"."kind" in ('wellness', 'vet'));--> statement-breakpoint
-- Lists read one kind (and one topic) newest first: their indexes are made once the rows are in.
DROP INDEX "wellness_tips_category_created_idx";--> statement-breakpoint
INSERT INTO "articles" ("id", "kind", "author_id", "title", "content", "topic", "image_url", "tags", "created_at")
  SELECT "id", 'vet', "author_id", "title", "content", "specialization", "image_url", "tags", "created_at" FROM "vet_articles";--> statement-breakpoint
DROP TABLE "vet_articles";--> statement-breakpoint
CREATE INDEX "articles_kind_created_idx" ON "articles" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_kind_topic_created_idx" ON "articles" USING btree ("kind","topic","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The copied rows wait in the search indexes' pending lists (0009_search_speed.sql): merged now, not by the first searches.
SELECT gin_clean_pending_list('"articles_search_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"articles_search_name_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"articles_search_weight_a_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"articles_search_weight_ab_idx"'::regclass);--> statement-breakpoint
ANALYZE "articles";
