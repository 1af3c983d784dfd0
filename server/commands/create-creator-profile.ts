/**
 * Becoming a PawPal: the caller's creator profile. One per user: the unique
 * index on user_id decides, so two racing requests cannot both win, and the
 * loser gets the same 409 as a plain second attempt.
 */
import type { z } from "zod";
import { creatorProfiles, type CreatorProfile } from "../db/schema";
import type { creatorProfileInputSchema } from "@shared/validation";
import type { DbOrTx } from "../db";
import { conflict } from "../http/errors";

type ProfileInput = z.output<typeof creatorProfileInputSchema>;

const ALREADY_A_CREATOR = "You already have a creator profile";

export async function createCreatorProfile(
  db: DbOrTx,
  input: { ownerId: string; profile: ProfileInput },
): Promise<CreatorProfile> {
  const { ownerId, profile: fields } = input;
  const [profile] = await db
    .insert(creatorProfiles)
    .values({
      userId: ownerId,
      petName: fields.petName,
      petType: fields.petType,
      breed: fields.breed,
      bio: fields.bio,
      coverImageUrl: fields.coverImageUrl,
      avatarImageUrl: fields.avatarImageUrl,
      subscriptionPrice: fields.subscriptionPrice,
    })
    .onConflictDoNothing({ target: creatorProfiles.userId })
    .returning();
  if (!profile) throw conflict(ALREADY_A_CREATOR);
  return profile;
}
