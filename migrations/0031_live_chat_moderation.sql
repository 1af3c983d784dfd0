CREATE TABLE "live_chat_mutes" (
	"live_session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"muted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_chat_mutes_live_session_id_user_id_pk" PRIMARY KEY("live_session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_mutes_user_idx" ON "live_chat_mutes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_chat_mutes_muted_by_idx" ON "live_chat_mutes" USING btree ("muted_by");--> statement-breakpoint
CREATE INDEX "realtime_events_live_chat_idx" ON "realtime_events" USING btree (("data"->>'id')) WHERE "realtime_events"."type" = 'live.chat';