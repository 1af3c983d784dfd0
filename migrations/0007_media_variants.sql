ALTER TABLE "media_objects" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "media_objects" ADD COLUMN "variant_widths" integer[];