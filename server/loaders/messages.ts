/**
 * Lookups the direct-message routes and commands share: a conversation by id,
 * the facts the send rule reads (policies/messages.ts), and conversations as a
 * person sees them (the other person, the last message, unread and "Seen"), each
 * list in one statement.
 */
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { type ConversationView, type MessageSettingsView, type MessagingEligibility } from "@shared/messages";
import { DELETED_ACCOUNT_TEXT } from "@shared/constants/messages";
import { displayNameOf } from "@shared/people";
import { blocks, conversations, creatorProfiles, messageSettings, type Conversation } from "../db/schema";
import type { DbOrTx } from "../db";
import { notFound } from "../http/errors";
import type { Actor } from "../policies";
import { sendRefusal, startRefusal, type ConversationSide, type MessagingFacts } from "../policies/messages";
import { loadEntitlement, type EntitledCreator } from "./entitlement";
import { presentMessage, type MessageRow } from "../presenters/messages";

const CONVERSATION_NOT_FOUND = "Conversation not found";

export async function loadConversation(db: DbOrTx, id: string): Promise<Conversation> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
  return conversation;
}

type MessagingCreator = EntitledCreator & { petName: string };

const creatorColumns = {
  id: creatorProfiles.id,
  userId: creatorProfiles.userId,
  subscriptionPrice: creatorProfiles.subscriptionPrice,
  benefits: creatorProfiles.benefits,
  petName: creatorProfiles.petName,
};

export async function loadMessagingCreator(db: DbOrTx, creatorProfileId: string): Promise<MessagingCreator | undefined> {
  const [creator] = await db.select(creatorColumns).from(creatorProfiles).where(eq(creatorProfiles.id, creatorProfileId)).limit(1);
  return creator;
}

/** The caller's own creator profile, if they have one. */
export async function loadOwnCreator(db: DbOrTx, userId: string): Promise<MessagingCreator | undefined> {
  const [creator] = await db.select(creatorColumns).from(creatorProfiles).where(eq(creatorProfiles.userId, userId)).limit(1);
  return creator;
}

async function isBlockedBetween(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1);
  return Boolean(row);
}

export async function loadMessageSettings(db: DbOrTx, userId: string): Promise<MessageSettingsView> {
  const [row] = await db.select().from(messageSettings).where(eq(messageSettings.userId, userId)).limit(1);
  return { readReceipts: row?.readReceipts ?? true, newConversations: row?.newConversations ?? true };
}

/**
 * What the send rule reads for a message between the creator and the fan. The
 * fan's benefits come from the one entitlement rule, asked as the fan (a staff
 * member who is also a fan is judged by their subscription like anyone).
 */
export async function loadMessagingFacts(
  db: DbOrTx,
  input: { side: ConversationSide; creator: MessagingCreator; fanUserId: string },
): Promise<MessagingFacts> {
  const asFan: Actor = { id: input.fanUserId, isStaff: false, role: "member" };
  const [entitlement, blocked] = [
    await loadEntitlement(db, asFan, input.creator),
    await isBlockedBetween(db, input.creator.userId, input.fanUserId),
  ];
  return { side: input.side, petName: input.creator.petName, fanBenefits: entitlement.fan?.benefits ?? null, blocked };
}

interface ConversationRow extends Record<string, unknown> {
  id: string;
  creator_profile_id: string;
  creator_user_id: string;
  fan_user_id: string;
  last_message_at: string;
  pet_name: string;
  avatar_image_url: string | null;
  fan_display_name: string | null;
  fan_first_name: string | null;
  fan_last_name: string | null;
  fan_username: string | null;
  fan_image_url: string | null;
  fan_deleted: boolean;
  unread_count: number;
  seen_message_id: string | null;
  blocked_by_viewer: boolean;
  blocked_by_partner: boolean;
  lm_id: string | null;
  lm_sender_id: string | null;
  lm_content: string | null;
  lm_media_url: string | null;
  lm_client_id: string | null;
  lm_deleted_at: string | null;
  lm_created_at: string | null;
  lm_sender_deleted: boolean | null;
}

const iso = (column: string) => sql.raw(`to_json(${column}) #>> '{}'`);

/**
 * Conversations as the viewer sees them, for the conversations `page` selects
 * (a subquery of conversations rows, already limited and in list order).
 */
async function conversationRows(db: DbOrTx, viewerId: string, page: SQL, limit: number): Promise<ConversationView[]> {
  const mine = sql`case when p.creator_user_id = ${viewerId}::uuid then true else false end`;
  const result = await db.execute<ConversationRow>(sql`
    with page as (${page}),
    seen as (
      select p.id,
        case when coalesce(sc.read_receipts, true) and coalesce(sf.read_receipts, true) then
          case when ${mine} then p.fan_read_at else p.creator_read_at end end as partner_read_at,
        case when ${mine} then p.fan_read_message_id else p.creator_read_message_id end as partner_read_id,
        case when ${mine} then p.creator_read_at else p.fan_read_at end as own_read_at,
        case when ${mine} then p.creator_read_message_id else p.fan_read_message_id end as own_read_id,
        case when ${mine} then p.fan_user_id else p.creator_user_id end as partner_id
      from page p
      left join message_settings sc on sc.user_id = p.creator_user_id
      left join message_settings sf on sf.user_id = p.fan_user_id
    )
    select p.id, p.creator_profile_id, p.creator_user_id, p.fan_user_id, ${iso("p.last_message_at")} as last_message_at,
      cp.pet_name, cp.avatar_image_url,
      fu.display_name as fan_display_name, fu.first_name as fan_first_name, fu.last_name as fan_last_name,
      fu.username as fan_username, fu.profile_image_url as fan_image_url, fu.deleted_at is not null as fan_deleted,
      (select count(*) from messages m where m.conversation_id = p.id and m.sender_id <> ${viewerId}::uuid and m.deleted_at is null
        and (s.own_read_at is null or (m.created_at, m.id) > (s.own_read_at, s.own_read_id)))::int as unread_count,
      (select m.id from messages m where m.conversation_id = p.id and m.sender_id = ${viewerId}::uuid and s.partner_read_at is not null
        and (m.created_at, m.id) <= (s.partner_read_at, s.partner_read_id)
        order by m.created_at desc, m.id desc limit 1) as seen_message_id,
      exists (select 1 from blocks b where b.blocker_id = ${viewerId}::uuid and b.blocked_id = s.partner_id) as blocked_by_viewer,
      exists (select 1 from blocks b where b.blocker_id = s.partner_id and b.blocked_id = ${viewerId}::uuid) as blocked_by_partner,
      lm.id as lm_id, lm.sender_id as lm_sender_id, lm.content as lm_content, lm.media_url as lm_media_url,
      lm.client_id as lm_client_id, ${iso("lm.deleted_at")} as lm_deleted_at, ${iso("lm.created_at")} as lm_created_at,
      lm.sender_deleted as lm_sender_deleted
    from page p
    join seen s on s.id = p.id
    join creator_profiles cp on cp.id = p.creator_profile_id
    join users fu on fu.id = p.fan_user_id
    left join lateral (
      select m.*, su.deleted_at is not null as sender_deleted from messages m join users su on su.id = m.sender_id
      where m.conversation_id = p.id order by m.created_at desc, m.id desc limit 1
    ) lm on true
    order by p.last_message_at desc, p.id desc
    limit ${limit}`);
  return result.rows.map((row) => presentConversation(row, viewerId));
}

function presentConversation(row: ConversationRow, viewerId: string): ConversationView {
  const role = row.creator_user_id === viewerId ? "creator" : "fan";
  const lastMessage: MessageRow | null = row.lm_id
    ? {
        id: row.lm_id,
        conversationId: row.id,
        senderId: row.lm_sender_id!,
        content: row.lm_content!,
        mediaUrl: row.lm_media_url,
        clientId: row.lm_client_id!,
        deletedAt: row.lm_deleted_at,
        createdAt: row.lm_created_at!,
        senderDeleted: Boolean(row.lm_sender_deleted),
      }
    : null;
  return {
    id: row.id,
    creatorProfileId: row.creator_profile_id,
    role,
    partner:
      role === "fan"
        ? { userId: row.creator_user_id, name: row.pet_name, imageUrl: row.avatar_image_url, creatorProfileId: row.creator_profile_id }
        : {
            userId: row.fan_user_id,
            name: row.fan_deleted
              ? DELETED_ACCOUNT_TEXT
              : displayNameOf(
                  { displayName: row.fan_display_name, firstName: row.fan_first_name, lastName: row.fan_last_name, username: row.fan_username },
                  { withEmail: false },
                ),
            imageUrl: row.fan_deleted ? null : row.fan_image_url,
            creatorProfileId: null,
          },
    lastMessage: lastMessage && presentMessage(lastMessage, viewerId),
    lastMessageAt: new Date(row.last_message_at).toISOString(),
    unreadCount: row.unread_count,
    seenMessageId: row.seen_message_id,
    blocked: row.blocked_by_viewer ? "byYou" : row.blocked_by_partner ? "byThem" : null,
  };
}

/** One conversation as the viewer sees it. */
export async function loadConversationView(db: DbOrTx, viewerId: string, conversationId: string): Promise<ConversationView> {
  const [view] = await conversationRows(db, viewerId, sql`select * from conversations where id = ${conversationId}::uuid`, 1);
  if (!view) throw notFound(CONVERSATION_NOT_FOUND);
  return view;
}

/**
 * The viewer's conversations, newest activity first, `limit` after `before`
 * (a conversation id of the previous page). Each side is one range of its index
 * (conversations_{creator,fan}_user_activity_idx, in exactly this order), merged.
 */
export function listConversationViews(
  db: DbOrTx,
  viewerId: string,
  page: { before?: string; limit: number },
): Promise<ConversationView[]> {
  const after = page.before
    ? sql`and (c.last_message_at, c.id) < ((select last_message_at from conversations
        where id = ${page.before}::uuid and (creator_user_id = ${viewerId}::uuid or fan_user_id = ${viewerId}::uuid)), ${page.before}::uuid)`
    : sql``;
  const side = (column: "creator_user_id" | "fan_user_id") => sql`(select c.* from conversations c
    where c.${sql.raw(column)} = ${viewerId}::uuid ${after}
    order by c.last_message_at desc, c.id desc limit ${page.limit})`;
  return conversationRows(db, viewerId, sql`${side("creator_user_id")} union all ${side("fan_user_id")}`, page.limit);
}

/**
 * Whether the viewer may message the creator now (the profile's "Message" or its
 * upgrade prompt), by the same rule a send is judged by, and their conversation if any.
 */
export async function loadMessagingEligibility(db: DbOrTx, viewer: Actor, creatorProfileId: string): Promise<MessagingEligibility> {
  const creator = await loadMessagingCreator(db, creatorProfileId);
  if (!creator) throw notFound("Creator profile not found");
  if (creator.userId === viewer.id) return { allowed: false, message: null, conversationId: null };
  const facts = await loadMessagingFacts(db, { side: "fan", creator, fanUserId: viewer.id });
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.creatorProfileId, creator.id), eq(conversations.fanUserId, viewer.id)))
    .limit(1);
  const refusal = existing
    ? sendRefusal(facts)
    : startRefusal({ ...facts, creatorTakesNew: (await loadMessageSettings(db, creator.userId)).newConversations });
  return { allowed: refusal === null, message: refusal, conversationId: existing?.id ?? null };
}
