/**
 * "Message your fans": a creator sends one message to every current fan of the
 * tiers they chose (and of the profile's own price).
 *
 * - The request only checks, counts the fans (one statement) and records the
 *   broadcast with its job, in one transaction; it never writes to the fans.
 * - The job walks the fans by user id, BATCH fans per transaction: it opens the
 *   conversations that do not exist yet, writes the message into each (one
 *   statement), announces them (message.created and the badges' counts, a few
 *   statements however many fans) and moves the broadcast's cursor, all
 *   committed together. A rerun starts after the cursor, and each fan's copy
 *   has the clientId "b-<broadcast id>-<fan id>", unique per sender, so no fan
 *   ever gets it twice.
 * - A fan who blocked the creator, or whom the creator blocked, is passed over,
 *   as a deleted account is. Whether a fan's tier grants direct messages does
 *   not matter: a creator may message any of their current fans.
 */
import { and, eq, sql } from "drizzle-orm";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type { messageBroadcastSchema } from "@shared/messages";
import type { z } from "zod";
import { messageBroadcasts, subscriptionTiers, type MessageBroadcast } from "../db/schema";
import type { Db, DbOrTx } from "../db";
import type { JobQueue } from "../jobs/queue";
import { badRequest, conflict, forbidden } from "../http/errors";
import { loadOwnCreator } from "../loaders/messages";
import { publishUnreadChangedForMany } from "../loaders/unread-counts";
import type { Actor } from "../policies";
import { presentMessage } from "../presenters/messages";
import { publish } from "../realtime/publish";

/** Fans per transaction: big enough that 100,000 fans are 200 transactions, small enough to hold few locks briefly. */
export const BROADCAST_BATCH_SIZE = 500;

const ONLY_CREATORS = "Only creators can message their fans.";
const NOT_YOUR_TIERS = "tierIds must be tiers of your profile";
const STILL_SENDING = "Your last message to your fans is still being sent. Please wait until it is done.";

type BroadcastFields = z.output<typeof messageBroadcastSchema>;

const statuses = () =>
  sql.join(
    FAN_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
const uuidArray = (ids: readonly string[]) =>
  ids.length === 0
    ? sql`array[]::uuid[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;

/** The current fans of the broadcast's audience, after a fan id (the caller orders and limits). */
function audience(b: Pick<MessageBroadcast, "creatorProfileId" | "senderId" | "tierIds" | "toProfilePrice">) {
  return sql`
    select distinct s.subscriber_id as fan_id from subscriptions s
    where s.creator_profile_id = ${b.creatorProfileId}::uuid
      and s.status in (${statuses()})
      and (s.tier_id = any(${uuidArray(b.tierIds)})${b.toProfilePrice ? sql` or s.tier_id is null` : sql``})
      and s.subscriber_id <> ${b.senderId}::uuid`;
}

/** Records the broadcast and sends its job (201), or finds the one this clientId asked for before (created false). */
export async function startBroadcast(
  deps: { db: Db; jobs: JobQueue },
  creator: Actor,
  input: BroadcastFields,
): Promise<{ broadcast: MessageBroadcast; created: boolean }> {
  const { db, jobs } = deps;
  const profile = await loadOwnCreator(db, creator.id);
  if (!profile) throw forbidden(ONLY_CREATORS);
  const earlier = await findByClientId(db, creator.id, input.clientId);
  if (earlier) return { broadcast: earlier, created: false };
  const tierIds = [...new Set(input.tierIds)];
  if (tierIds.length > 0) {
    const [owned] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptionTiers)
      .where(and(eq(subscriptionTiers.creatorProfileId, profile.id), sql`${subscriptionTiers.id} = any(${uuidArray(tierIds)})`));
    if (owned!.n !== tierIds.length) throw badRequest(NOT_YOUR_TIERS);
  }
  const [sending] = await db
    .select({ id: messageBroadcasts.id })
    .from(messageBroadcasts)
    .where(and(eq(messageBroadcasts.creatorProfileId, profile.id), eq(messageBroadcasts.status, "sending")))
    .limit(1);
  if (sending) throw conflict(STILL_SENDING);

  const fields = { creatorProfileId: profile.id, senderId: creator.id, tierIds, toProfilePrice: input.toProfilePrice };
  const inserted = await db.transaction(async (tx) => {
    const counted = await tx.execute<{ n: number }>(sql`select count(*)::int as n from (${audience(fields)}) fans`);
    const [row] = await tx
      .insert(messageBroadcasts)
      .values({ ...fields, content: input.content, clientId: input.clientId, recipients: Number(counted.rows[0]!.n) })
      .onConflictDoNothing()
      .returning();
    if (row) await jobs.send(tx, "send-message-broadcast", { broadcastId: row.id });
    return row;
  });
  if (inserted) return { broadcast: inserted, created: true };
  // The same request raced itself.
  return { broadcast: (await findByClientId(db, creator.id, input.clientId))!, created: false };
}

async function findByClientId(db: DbOrTx, senderId: string, clientId: string): Promise<MessageBroadcast | undefined> {
  const [row] = await db
    .select()
    .from(messageBroadcasts)
    .where(and(eq(messageBroadcasts.senderId, senderId), eq(messageBroadcasts.clientId, clientId)))
    .limit(1);
  return row;
}

interface WrittenMessage extends Record<string, unknown> {
  id: string;
  conversation_id: string;
  fan_id: string;
  client_id: string;
  created_at: string;
}

/** The job: writes the broadcast into its fans' conversations, batch after batch, from where it stopped. Answers the fans written to. */
export async function sendBroadcast(db: Db, broadcastId: string, batchSize = BROADCAST_BATCH_SIZE): Promise<number> {
  let written = 0;
  for (;;) {
    const finished = await db.transaction(async (tx) => {
      // Locked for the batch: two runs of the job take turns, the second starting after the first's cursor.
      const [b] = await tx.select().from(messageBroadcasts).where(eq(messageBroadcasts.id, broadcastId)).for("update");
      if (!b || b.status === "sent") return true;
      const after = b.cursor ?? "00000000-0000-0000-0000-000000000000";
      const result = await tx.execute<{ last: string | null; walked: number; messages: WrittenMessage[] | null }>(sql`
        with batch as (
          select fan_id from (${audience(b)}) fans
          where fan_id > ${after}::uuid
          order by fan_id
          limit ${batchSize}
        ), reachable as (
          select batch.fan_id from batch join users u on u.id = batch.fan_id
          where u.deleted_at is null
            and not exists (
              select 1 from blocks bl
              where (bl.blocker_id = batch.fan_id and bl.blocked_id = ${b.senderId}::uuid)
                 or (bl.blocker_id = ${b.senderId}::uuid and bl.blocked_id = batch.fan_id))
        ), opened as (
          insert into conversations (creator_profile_id, creator_user_id, fan_user_id)
          select ${b.creatorProfileId}::uuid, ${b.senderId}::uuid, fan_id from reachable
          on conflict (creator_profile_id, fan_user_id) do nothing
          returning id, fan_user_id
        ), targets as (
          select id, fan_user_id from opened
          union all
          select c.id, c.fan_user_id from conversations c join reachable r on r.fan_id = c.fan_user_id
          where c.creator_profile_id = ${b.creatorProfileId}::uuid
        ), inserted as (
          insert into messages (conversation_id, sender_id, content, client_id)
          select id, ${b.senderId}::uuid, ${b.content}, 'b-' || ${b.id}::text || '-' || fan_user_id::text from targets
          on conflict (sender_id, client_id) do nothing
          returning id, conversation_id, client_id, created_at
        ), touched as (
          update conversations c set last_message_at = greatest(c.last_message_at, i.created_at)
          from inserted i where c.id = i.conversation_id
          returning c.id
        )
        select (select max(fan_id::text) from batch) as last,
               (select count(*) from batch)::int as walked,
               (select count(*) from touched)::int as touched,
               (select json_agg(json_build_object(
                  'id', i.id, 'conversation_id', i.conversation_id, 'client_id', i.client_id,
                  'created_at', i.created_at, 'fan_id', t.fan_user_id))
                from inserted i join targets t on t.id = i.conversation_id) as messages`);
      const row = result.rows[0]!;
      const messages = row.messages ?? [];
      await publish(
        tx,
        messages.map((m) => ({
          userId: m.fan_id,
          type: "message.created" as const,
          data: {
            conversationId: m.conversation_id,
            message: presentMessage(
              {
                id: m.id,
                conversationId: m.conversation_id,
                senderId: b.senderId,
                content: b.content,
                mediaUrl: null,
                clientId: m.client_id,
                deletedAt: null,
                createdAt: m.created_at,
                senderDeleted: false,
              },
              m.fan_id,
            ),
          },
        })),
      );
      await publishUnreadChangedForMany(
        tx,
        messages.map((m) => m.fan_id),
      );
      written += messages.length;
      const done = !row.last || row.walked < batchSize;
      await tx
        .update(messageBroadcasts)
        .set({
          cursor: row.last ?? b.cursor,
          done: sql`${messageBroadcasts.done} + ${row.walked}`,
          ...(done ? { status: "sent", finishedAt: sql`now()` } : {}),
        })
        .where(eq(messageBroadcasts.id, b.id));
      return done;
    });
    if (finished) return written;
  }
}
