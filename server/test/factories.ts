/** Small builders for test data, written straight to the database. */
import crypto from "node:crypto";
import {
  creatorProfiles,
  posts,
  subscriptions,
  subscriptionTiers,
  users,
  type CreatorProfile,
  type Post,
  type Subscription,
  type SubscriptionTier,
  type User,
} from "../db/schema";
import { ACTIVE_SUBSCRIPTION_STATUS } from "@shared/subscriptions";
import type { DbOrTx } from "../db";
import type { ObjectStorage } from "../storage/types";

export async function buildUser(db: DbOrTx, overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const n = crypto.randomBytes(4).toString("hex");
  const [user] = await db
    .insert(users)
    .values({
      authSubject: `test-${n}`,
      email: `user-${n}@example.test`,
      username: `user_${n}`,
      displayName: `Test User ${n}`,
      firstName: "Test",
      lastName: `User${n}`,
      ...overrides,
    })
    .returning();
  return user;
}

/** A staff member: an admin, or a moderator when asked for. */
export function buildStaff(
  db: DbOrTx,
  role: "admin" | "moderator" = "admin",
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  return buildUser(db, { role, ...overrides });
}

/** A creator profile and its owner (a new user unless one is given). */
export async function buildCreator(
  db: DbOrTx,
  overrides: Partial<Omit<typeof creatorProfiles.$inferInsert, "userId">> & { owner?: User } = {},
): Promise<{ owner: User; profile: CreatorProfile }> {
  const { owner: givenOwner, ...profileOverrides } = overrides;
  const owner = givenOwner ?? (await buildUser(db));
  const [profile] = await db
    .insert(creatorProfiles)
    .values({
      userId: owner.id,
      petName: "Biscuit",
      petType: "Dog",
      breed: "Corgi",
      bio: "A corgi who loves the beach.",
      ...profileOverrides,
    })
    .returning();
  return { owner, profile };
}

export async function buildPost(
  db: DbOrTx,
  profile: Pick<CreatorProfile, "id">,
  overrides: Partial<Omit<typeof posts.$inferInsert, "creatorProfileId">> = {},
): Promise<Post> {
  const [post] = await db
    .insert(posts)
    .values({
      creatorProfileId: profile.id,
      caption: "Beach day!",
      mediaUrl: `/objects/uploads/test/${crypto.randomUUID()}`,
      mediaType: "image",
      ...overrides,
      // isPremium alone means every fan, as the API reads it; an audience sets isPremium.
      ...(overrides.audienceKind
        ? { isPremium: overrides.audienceKind !== "public" }
        : { audienceKind: overrides.isPremium ? "fans" : "public" }),
    })
    .returning();
  return post;
}

export async function buildTier(
  db: DbOrTx,
  profile: Pick<CreatorProfile, "id">,
  overrides: Partial<Omit<typeof subscriptionTiers.$inferInsert, "creatorProfileId">> = {},
): Promise<SubscriptionTier> {
  const [tier] = await db
    .insert(subscriptionTiers)
    .values({
      creatorProfileId: profile.id,
      name: "Premium",
      price: "9.99",
      description: "The full PawFan experience",
      features: ["Unlimited exclusive posts"],
      ...overrides,
    })
    .returning();
  return tier;
}

/**
 * A fan subscription at the profile's price unless told otherwise, written straight
 * to the database with no provider behind it (for tests of who sees what). The app
 * itself only ever activates a subscription from a verified payment event: tests of
 * that path subscribe and pay (./payments.ts, subscribeAndPay).
 */
export async function buildSubscription(
  db: DbOrTx,
  subscriber: Pick<User, "id">,
  profile: Pick<CreatorProfile, "id" | "subscriptionPrice">,
  overrides: Partial<Omit<typeof subscriptions.$inferInsert, "subscriberId" | "creatorProfileId">> = {},
): Promise<Subscription> {
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      subscriberId: subscriber.id,
      creatorProfileId: profile.id,
      price: profile.subscriptionPrice,
      status: ACTIVE_SUBSCRIPTION_STATUS,
      ...overrides,
    })
    .returning();
  return subscription;
}

/** A 1x1 PNG: real image bytes, as the upload checks sniff them. */
const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** An image the user has uploaded, as the upload flow leaves it; answers its "/objects/..." URL. */
export async function buildUpload(storage: ObjectStorage, owner: Pick<User, "id">): Promise<string> {
  const objectPath = `uploads/${owner.id}/${crypto.randomUUID()}`;
  await storage.writeObject(objectPath, PNG_BYTES, "image/png");
  return `/objects/${objectPath}`;
}
