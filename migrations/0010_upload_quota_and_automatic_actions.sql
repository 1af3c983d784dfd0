DROP INDEX "media_objects_owner_idx";--> statement-breakpoint
ALTER TABLE "moderation_actions" ALTER COLUMN "moderator_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "upload_tickets_owner_idx" ON "upload_tickets" USING btree ("owner_id","expires_at");--> statement-breakpoint
CREATE INDEX "media_objects_owner_idx" ON "media_objects" USING btree ("owner_id","created_at");