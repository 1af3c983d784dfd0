CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"creator_profile_id" uuid NOT NULL,
	"room" text NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"client_id" text NOT NULL,
	"badge" text,
	"version" bigint NOT NULL,
	"pinned_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_room_check" CHECK ("chat_messages"."room" in ('main', 'vip'))
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"creator_profile_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"muted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_mutes_creator_profile_id_user_id_pk" PRIMARY KEY("creator_profile_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"room_key" text NOT NULL,
	"instance_id" text NOT NULL,
	"people" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_room_key_instance_id_pk" PRIMARY KEY("room_key","instance_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"creator_profile_id" uuid NOT NULL,
	"room" text NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "chat_rooms_creator_profile_id_room_pk" PRIMARY KEY("creator_profile_id","room")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_creator_profile_id_creator_profiles_id_fk" FOREIGN KEY ("creator_profile_id") REFERENCES "public"."creator_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_creator_profile_id_creator_profiles_id_fk" FOREIGN KEY ("creator_profile_id") REFERENCES "public"."creator_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_creator_profile_id_creator_profiles_id_fk" FOREIGN KEY ("creator_profile_id") REFERENCES "public"."creator_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_id_idx" ON "chat_messages" USING btree ("creator_profile_id","room","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_room_version_idx" ON "chat_messages" USING btree ("creator_profile_id","room","version");--> statement-breakpoint
CREATE INDEX "chat_messages_pinned_idx" ON "chat_messages" USING btree ("creator_profile_id","room") WHERE "chat_messages"."pinned_at" is not null and "chat_messages"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_author_client_id_key" ON "chat_messages" USING btree ("user_id","client_id");