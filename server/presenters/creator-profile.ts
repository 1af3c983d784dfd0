/**
 * What a creator profile looks like to anyone (CreatorProfileView). The owner's
 * email never goes out here: only the name shown as "by ...".
 */
import type { CreatorProfileView } from "@shared/api-types";
import type { CreatorProfile, User } from "@shared/schema";

/** The name fields of a user that a shown name is built from. */
export type UserNameFields = Pick<User, "displayName" | "firstName" | "lastName" | "username">;

/** A profile row with its owner's name fields and its counts, as the creator queries load it. */
export interface CreatorProfileRow {
  profile: CreatorProfile;
  owner: UserNameFields;
  fansCount: number;
  postsCount: number;
}

/** The name others see for a user: display name, else first and last name, else the username. */
export function publicNameOf(user: UserNameFields): string {
  const displayName = user.displayName?.trim();
  if (displayName) return displayName;
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return fullName || user.username;
}

export function presentCreatorProfile({ profile, owner, fansCount, postsCount }: CreatorProfileRow): CreatorProfileView {
  return {
    id: profile.id,
    userId: profile.userId,
    petName: profile.petName,
    petType: profile.petType,
    breed: profile.breed,
    bio: profile.bio,
    coverImageUrl: profile.coverImageUrl,
    avatarImageUrl: profile.avatarImageUrl,
    subscriptionPrice: profile.subscriptionPrice,
    createdAt: profile.createdAt.toISOString(),
    creatorName: publicNameOf(owner),
    fansCount,
    postsCount,
  };
}
