ALTER TABLE "media_objects" ADD COLUMN "post_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "audience_kind" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "audience_min_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "behind_the_scenes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_audience_min_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("audience_min_tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_post_idx" ON "media_objects" USING btree ("post_id") WHERE "media_objects"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_audience_min_tier_idx" ON "posts" USING btree ("audience_min_tier_id") WHERE "posts"."audience_min_tier_id" is not null;--> statement-breakpoint
-- Existing premium posts are for every paying fan (what premium meant); the rest for everyone.
UPDATE "posts" SET "audience_kind" = 'fans' WHERE "is_premium";--> statement-breakpoint
-- An exclusive file is read under its post's rule: the premium post that shows it (the oldest, should two).
UPDATE "media_objects" m SET "post_id" = (
  SELECT p."id" FROM "posts" p
  WHERE p."is_premium" AND p."creator_profile_id" = m."creator_profile_id"
    AND ('/objects/' || m."object_path") IN (p."media_url", p."thumbnail_url")
  ORDER BY p."created_at", p."id" LIMIT 1
) WHERE m."visibility" IN ('subscribers', 'hidden') AND m."creator_profile_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_audience_check" CHECK (("posts"."audience_kind" in ('public', 'fans') and "posts"."audience_min_tier_id" is null) or ("posts"."audience_kind" = 'tier' and "posts"."audience_min_tier_id" is not null));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_is_premium_check" CHECK ("posts"."is_premium" = ("posts"."audience_kind" <> 'public'));