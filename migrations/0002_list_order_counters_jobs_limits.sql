CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "upload_tickets" (
	"object_path" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "community_threads_created_idx";--> statement-breakpoint
DROP INDEX "community_threads_category_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "creator_profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "live_sessions_creator_idx";--> statement-breakpoint
DROP INDEX "marketplace_items_created_idx";--> statement-breakpoint
DROP INDEX "marketplace_items_category_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "posts_creator_created_idx";--> statement-breakpoint
DROP INDEX "subscription_tiers_creator_idx";--> statement-breakpoint
DROP INDEX "subscriptions_creator_created_idx";--> statement-breakpoint
DROP INDEX "subscriptions_subscriber_created_idx";--> statement-breakpoint
DROP INDEX "thread_comments_thread_created_idx";--> statement-breakpoint
DROP INDEX "vet_articles_created_idx";--> statement-breakpoint
DROP INDEX "vet_articles_specialization_created_idx";--> statement-breakpoint
DROP INDEX "wellness_tips_created_idx";--> statement-breakpoint
DROP INDEX "wellness_tips_category_created_idx";--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "fans_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "posts_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_tickets" ADD CONSTRAINT "upload_tickets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_tickets_expires_idx" ON "upload_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_post_type_key" ON "notifications" USING btree ("user_id","post_id","type") WHERE "notifications"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_creator_subscriber_idx" ON "subscriptions" USING btree ("creator_profile_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "community_threads_created_idx" ON "community_threads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_threads_category_created_idx" ON "community_threads" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "creator_profiles_created_at_idx" ON "creator_profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "live_sessions_creator_idx" ON "live_sessions" USING btree ("creator_profile_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_items_created_idx" ON "marketplace_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_items_category_created_idx" ON "marketplace_items" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_creator_created_idx" ON "posts" USING btree ("creator_profile_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscription_tiers_creator_idx" ON "subscription_tiers" USING btree ("creator_profile_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_creator_created_idx" ON "subscriptions" USING btree ("creator_profile_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_subscriber_created_idx" ON "subscriptions" USING btree ("subscriber_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "thread_comments_thread_created_idx" ON "thread_comments" USING btree ("thread_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vet_articles_created_idx" ON "vet_articles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vet_articles_specialization_created_idx" ON "vet_articles" USING btree ("specialization","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wellness_tips_created_idx" ON "wellness_tips" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wellness_tips_category_created_idx" ON "wellness_tips" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);