CREATE TABLE "live_viewers" (
	"live_session_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_viewers_live_session_id_viewer_id_pk" PRIMARY KEY("live_session_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "ingest_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_viewers_seen_idx" ON "live_viewers" USING btree ("live_session_id","seen_at");