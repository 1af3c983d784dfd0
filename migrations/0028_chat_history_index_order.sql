-- A room's history is read ORDER BY id DESC, which puts nulls first: an index declared NULLS LAST cannot serve it.
DROP INDEX IF EXISTS "chat_messages_room_id_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_room_id_idx" ON "chat_messages" USING btree ("creator_profile_id","room","id" DESC NULLS FIRST);
