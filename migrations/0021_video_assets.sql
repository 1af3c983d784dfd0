CREATE TABLE "video_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_object_path" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"width" integer,
	"height" integer,
	"rotation" integer,
	"has_audio" boolean,
	"planned_qualities" integer[],
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"master_path" text,
	"poster_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_assets_status_check" CHECK ("video_assets"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "video_assets_progress_check" CHECK ("video_assets"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "video_assets" ADD CONSTRAINT "video_assets_source_object_path_media_objects_object_path_fk" FOREIGN KEY ("source_object_path") REFERENCES "public"."media_objects"("object_path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_assets_source_key" ON "video_assets" USING btree ("source_object_path");