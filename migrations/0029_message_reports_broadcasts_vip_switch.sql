CREATE TABLE "message_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_profile_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"content" text NOT NULL,
	"tier_ids" uuid[] NOT NULL,
	"to_profile_price" boolean DEFAULT false NOT NULL,
	"client_id" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"cursor" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "message_broadcasts_status_check" CHECK ("message_broadcasts"."status" in ('sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"creator_profile_id" uuid PRIMARY KEY NOT NULL,
	"vip_room_open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_cases" ALTER COLUMN "target_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "target_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_creator_profile_id_creator_profiles_id_fk" FOREIGN KEY ("creator_profile_id") REFERENCES "public"."creator_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_creator_profile_id_creator_profiles_id_fk" FOREIGN KEY ("creator_profile_id") REFERENCES "public"."creator_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_broadcasts_sender_client_id_key" ON "message_broadcasts" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "message_broadcasts_profile_created_idx" ON "message_broadcasts" USING btree ("creator_profile_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);