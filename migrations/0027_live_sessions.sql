ALTER TABLE "live_sessions" ADD COLUMN "peak_viewer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "audience_kind" text DEFAULT 'fans' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "audience_min_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "save_replay" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "replay_post_id" uuid;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "stream_key" text;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "ingest_instance_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "live_session_id" uuid;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_audience_min_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("audience_min_tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_replay_post_id_posts_id_fk" FOREIGN KEY ("replay_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_sessions_creator_status_idx" ON "live_sessions" USING btree ("creator_profile_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "live_sessions_status_idx" ON "live_sessions" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_one_live_key" ON "live_sessions" USING btree ("creator_profile_id") WHERE "live_sessions"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_stream_key_key" ON "live_sessions" USING btree ("stream_key") WHERE "live_sessions"."stream_key" is not null;--> statement-breakpoint
CREATE INDEX "live_sessions_audience_min_tier_idx" ON "live_sessions" USING btree ("audience_min_tier_id") WHERE "live_sessions"."audience_min_tier_id" is not null;--> statement-breakpoint
CREATE INDEX "live_sessions_replay_post_idx" ON "live_sessions" USING btree ("replay_post_id") WHERE "live_sessions"."replay_post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_live_session_type_key" ON "notifications" USING btree ("user_id","live_session_id","type") WHERE "notifications"."live_session_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_live_session_idx" ON "notifications" USING btree ("live_session_id") WHERE "notifications"."live_session_id" is not null;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_audience_check" CHECK (("live_sessions"."audience_kind" in ('public', 'fans') and "live_sessions"."audience_min_tier_id" is null) or ("live_sessions"."audience_kind" = 'tier' and "live_sessions"."audience_min_tier_id" is not null));--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_status_check" CHECK ("live_sessions"."status" in ('scheduled', 'live', 'ended', 'canceled'));