DROP INDEX "upload_tickets_owner_idx";--> statement-breakpoint
ALTER TABLE "upload_tickets" ADD COLUMN "size" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_tickets" ADD COLUMN "files_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "upload_tickets_owner_idx" ON "upload_tickets" USING btree ("owner_id","created_at");--> statement-breakpoint
-- Tickets already put to use count at their file's size; the rest (files soon cleaned up) at nothing.
UPDATE "upload_tickets" t SET "size" = m."size" FROM "media_objects" m WHERE m."object_path" = t."object_path";
