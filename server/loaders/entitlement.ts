/**
 * What a viewer is entitled to of one creator's posts, loaded once per request
 * and handed to the one rule (policies/post-access.ts) for every post asked:
 * whether they are the creator or staff (who see everything), the fan
 * subscription that makes them a fan (FAN_SUBSCRIPTION_STATUSES: active, or past
 * due in its grace) with what it gives and when it began, and the creator's
 * tier ladder (every tier, archived too, cheapest first: an archived tier's posts
 * still go to its price and up, and its fans keep it; only tiers still offered
 * are named to unlock a post).
 *
 * One statement for a signed-in viewer (the ladder and their fan subscription
 * together), one for a visitor (the ladder), none for the creator or staff.
 * Where the viewer's fan subscriptions come from is one replaceable part: a
 * caller that already holds them (read with the session) passes them in and
 * only the ladder is read.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Benefits } from "@shared/benefits";
import { FAN_SUBSCRIPTION_STATUSES } from "@shared/subscriptions";
import { subscriptions, subscriptionTiers, type CreatorProfile } from "../db/schema";
import type { DbOrTx } from "../db";
import { param, preparedQuery } from "../db/prepared-queries";
import type { Actor } from "../policies/actor";
import { isProfileOwner } from "../policies/creator-profile";

/** A tier of the creator as the rule compares it. */
export interface TierRung {
  id: string;
  name: string;
  /** As the API answers prices ("9.99"). */
  price: string;
  priceCents: number;
  benefits: Benefits;
  /** Offered to no new fan: never named to unlock a post. */
  archived: boolean;
}

/** A viewer's fan subscription to a creator (a status in FAN_SUBSCRIPTION_STATUSES). */
export interface FanSubscription {
  creatorProfileId: string;
  /** null: the profile's own price. */
  tierId: string | null;
  /** When the subscription began: the library window counts back from it. */
  beganAt: Date;
}

/** What a fan's subscription gives, resolved against the ladder (or the profile's own price). */
export interface FanEntitlement {
  tierId: string | null;
  priceCents: number;
  benefits: Benefits;
  beganAt: Date;
}

export interface ViewerEntitlement {
  creatorProfileId: string;
  /** The creator and staff see every post. */
  seesAll: boolean;
  /** null: not a fan (signed out, a member, an ended or unpaid subscription). */
  fan: FanEntitlement | null;
  /** Every tier of the creator, cheapest first. */
  ladder: readonly TierRung[];
  /** The request's time: a viewer who subscribes now has their library window counted from it. */
  now: Date;
}

/** The profile columns the entitlement reads (its own price and what that gives). */
export type EntitledCreator = Pick<CreatorProfile, "id" | "userId" | "subscriptionPrice" | "benefits">;

export const priceCents = (price: string | number): number => Math.round(Number(price) * 100);

interface LadderRow {
  id: string | null;
  name: string | null;
  price: string | null;
  benefits: Benefits | null;
  archived: boolean;
  /** Set on the viewer's fan subscription's row only. */
  beganAt: Date | string | null;
}

// Typed as the union's rows are: the fan subscription's row has no tier columns.
const tierColumns = {
  id: sql<string | null>`${subscriptionTiers.id}`.as("id"),
  name: sql<string | null>`${subscriptionTiers.name}`.as("name"),
  price: sql<string | null>`${subscriptionTiers.price}`.as("price"),
  benefits: sql<Benefits | null>`${subscriptionTiers.benefits}`.as("benefits"),
  archived: sql<boolean>`${subscriptionTiers.archivedAt} is not null`.as("archived"),
  beganAt: sql<Date | null>`null::timestamptz`.as("began_at"),
};

/** The ladder alone (visitors, and callers that hold the fan subscriptions). */
const ladderOf = preparedQuery("tier_ladder", (db) =>
  db
    .select(tierColumns)
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.creatorProfileId, param("creatorId")))
    .orderBy(asc(subscriptionTiers.price), asc(subscriptionTiers.createdAt)),
);

/** The ladder, then the viewer's fan subscription as one more row (id = its tier, began_at set). */
const ladderAndFanSubscription = preparedQuery("tier_ladder_and_fan", (db) =>
  db
    .select(tierColumns)
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.creatorProfileId, param("creatorId")))
    .unionAll(
      db
        .select({
          id: subscriptions.tierId,
          name: sql<string | null>`null::text`,
          price: sql<string | null>`null::numeric`,
          benefits: sql<Benefits | null>`null::jsonb`,
          archived: sql<boolean>`false`,
          beganAt: sql<Date | null>`${subscriptions.createdAt}`,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.subscriberId, param("viewerId")),
            eq(subscriptions.creatorProfileId, param("creatorId")),
            inArray(subscriptions.status, [...FAN_SUBSCRIPTION_STATUSES]),
          ),
        ),
    ),
);

function rungOf(row: LadderRow): TierRung {
  return {
    id: row.id!,
    name: row.name!,
    price: row.price!,
    priceCents: priceCents(row.price!),
    benefits: row.benefits!,
    archived: row.archived,
  };
}

/** Every tier of the creator, cheapest first (archived ones too, flagged). */
export async function loadTierLadder(db: DbOrTx, creatorProfileId: string): Promise<TierRung[]> {
  const rows: LadderRow[] = await ladderOf(db, {}, { creatorId: creatorProfileId });
  return rows.map(rungOf).sort((a, b) => a.priceCents - b.priceCents);
}

/** What a fan subscription gives: its tier's benefits and price, or the profile's own. */
function fanEntitlementOf(subscription: FanSubscription, creator: EntitledCreator, ladder: readonly TierRung[]): FanEntitlement {
  const tier = subscription.tierId ? ladder.find((rung) => rung.id === subscription.tierId) : undefined;
  return {
    tierId: tier?.id ?? null,
    priceCents: tier ? tier.priceCents : priceCents(creator.subscriptionPrice),
    benefits: tier ? tier.benefits : creator.benefits,
    beganAt: subscription.beganAt,
  };
}

/**
 * The viewer's entitlement to the creator's posts. `fanSubscriptions`, when
 * given, are the viewer's fan subscriptions already read (to any creators);
 * otherwise the viewer's subscription is read with the ladder, in one statement.
 */
export async function loadEntitlement(
  db: DbOrTx,
  viewer: Actor | undefined,
  creator: EntitledCreator,
  options: { fanSubscriptions?: readonly FanSubscription[]; now?: Date } = {},
): Promise<ViewerEntitlement> {
  const now = options.now ?? new Date();
  const base = { creatorProfileId: creator.id, now };
  if (viewer && (isProfileOwner(viewer, creator) || viewer.isStaff)) {
    return { ...base, seesAll: true, fan: null, ladder: [] };
  }
  const readsFan = Boolean(viewer) && !options.fanSubscriptions;
  const rows: LadderRow[] = readsFan
    ? await ladderAndFanSubscription(db, {}, { creatorId: creator.id, viewerId: viewer!.id })
    : await ladderOf(db, {}, { creatorId: creator.id });
  const ladder = rows
    .filter((row) => row.beganAt === null)
    .map(rungOf)
    .sort((a, b) => a.priceCents - b.priceCents);
  const fanRow = rows.find((row) => row.beganAt !== null);
  const subscription: FanSubscription | undefined = readsFan
    ? fanRow && { creatorProfileId: creator.id, tierId: fanRow.id, beganAt: new Date(fanRow.beganAt!) }
    : viewer
      ? options.fanSubscriptions?.find((s) => s.creatorProfileId === creator.id)
      : undefined;
  return { ...base, seesAll: false, fan: subscription ? fanEntitlementOf(subscription, creator, ladder) : null, ladder };
}
