/**
 * Who may be in a creator's chat, loaded for the one rule (shared/chat.ts,
 * chatAccessOf): for one person per request (from the posts' entitlement
 * loader, so "a fan" means what it means everywhere), and for everyone joined
 * to a room on an instance at once, as the live channel re-checks them before
 * each delivery (one statement however many are joined).
 */
import { chatAccessOf, type ChatAccess, type ChatRoom } from "@shared/chat";
import type { Benefits } from "@shared/benefits";
import { isStaffRole } from "@shared/moderation";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import type pg from "pg";
import { eq } from "drizzle-orm";
import { chatSettings, type CreatorProfile } from "../db/schema";
import type { DbOrTx } from "../db";
import { loadEntitlement } from "../loaders/entitlement";
import type { Actor } from "../policies";
import { isProfileOwner } from "../policies/creator-profile";

export interface ViewerChatAccess extends ChatAccess {
  /** A fan now (whatever their tier gives): for the refusal's words. */
  isFan: boolean;
}

export async function loadChatAccess(
  db: DbOrTx,
  viewer: Actor | undefined,
  profile: Pick<CreatorProfile, "id" | "userId" | "subscriptionPrice" | "benefits">,
): Promise<ViewerChatAccess> {
  const vipRoomOpen = await isVipRoomOpen(db, profile.id);
  if (!viewer) return { rooms: [], moderates: false, badge: null, vipRoomOpen, isFan: false };
  const isCreator = isProfileOwner(viewer, profile);
  if (isCreator || viewer.isStaff) {
    return { ...chatAccessOf({ isCreator, isStaff: viewer.isStaff, fanBenefits: null, vipRoomOpen }), isFan: false };
  }
  const entitlement = await loadEntitlement(db, viewer, profile);
  const fanBenefits = entitlement.fan?.benefits ?? null;
  return { ...chatAccessOf({ isCreator: false, isStaff: false, fanBenefits, vipRoomOpen }), isFan: fanBenefits !== null };
}

/** The creator's switch (no row: open). */
async function isVipRoomOpen(db: DbOrTx, creatorProfileId: string): Promise<boolean> {
  const [row] = await db
    .select({ open: chatSettings.vipRoomOpen })
    .from(chatSettings)
    .where(eq(chatSettings.creatorProfileId, creatorProfileId));
  return row?.open ?? true;
}

/** The creator opens or closes the VIP room. */
export async function setVipRoomOpen(db: DbOrTx, creatorProfileId: string, vipRoomOpen: boolean): Promise<void> {
  await db
    .insert(chatSettings)
    .values({ creatorProfileId, vipRoomOpen })
    .onConflictDoUpdate({ target: chatSettings.creatorProfileId, set: { vipRoomOpen } });
}

/**
 * Of the people given, those who may enter the room now: one statement reading
 * each person's role, whether they own the profile, and the benefits of their
 * fan subscription (its tier's, else the profile's own price's), as
 * loadEntitlement resolves them.
 */
export async function peopleAllowedIn(
  pool: pg.Pool,
  creatorProfileId: string,
  room: ChatRoom,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await pool.query<{ id: string; role: string; is_creator: boolean; benefits: Benefits | null; vip_room_open: boolean }>(
    `select u.id, u.role, (p.user_id = u.id) as is_creator,
            coalesce((select cs.vip_room_open from chat_settings cs where cs.creator_profile_id = p.id), true) as vip_room_open,
            (select coalesce(t.benefits, p.benefits)
               from subscriptions s left join subscription_tiers t on t.id = s.tier_id
              where s.subscriber_id = u.id and s.creator_profile_id = p.id and s.status = any($3::text[])
              order by s.created_at desc limit 1) as benefits
       from users u cross join creator_profiles p
      where u.id = any($1::uuid[]) and p.id = $2`,
    [userIds, creatorProfileId, [...FAN_SUBSCRIPTION_STATUSES]],
  );
  const allowed = new Set<string>();
  for (const row of rows) {
    const access = chatAccessOf({
      isCreator: row.is_creator,
      isStaff: isStaffRole(row.role),
      fanBenefits: row.benefits,
      vipRoomOpen: row.vip_room_open,
    });
    if (access.rooms.includes(room)) allowed.add(row.id);
  }
  return allowed;
}
