/**
 * What a creator profile looks like to anyone (CreatorProfileView). The owner's
 * email never goes out here: only the name shown as "by ..." (shared/people.ts).
 */
import type { CreatorProfileView } from "@shared/api-types";
import { displayNameOf } from "@shared/people";
import type { CreatorProfile, User } from "../db/schema";
import { presentImage, type ImageFacts } from "./image";
import { hiddenFlag } from "./hidden";

/** The name fields of a user that a shown name is built from (never the email). */
type OwnerNameFields = Pick<User, "displayName" | "firstName" | "lastName" | "username">;

/** A profile row with its owner's name fields, its counts and its images' media records, as the creator queries load it. */
export interface CreatorProfileRow {
  profile: CreatorProfile;
  owner: OwnerNameFields;
  fansCount: number;
  postsCount: number;
  coverImage: ImageFacts | null;
  avatarImage: ImageFacts | null;
  /** The creator's live now (one at most: live_sessions_one_live_key). */
  liveSessionId: string | null;
}

export function presentCreatorProfile({
  profile,
  owner,
  fansCount,
  postsCount,
  coverImage,
  avatarImage,
  liveSessionId,
}: CreatorProfileRow): CreatorProfileView {
  return {
    id: profile.id,
    userId: profile.userId,
    petName: profile.petName,
    petType: profile.petType,
    breed: profile.breed,
    bio: profile.bio,
    coverImageUrl: profile.coverImageUrl,
    avatarImageUrl: profile.avatarImageUrl,
    coverImage: presentImage(profile.coverImageUrl, coverImage),
    avatarImage: presentImage(profile.avatarImageUrl, avatarImage),
    subscriptionPrice: profile.subscriptionPrice,
    benefits: profile.benefits,
    createdAt: profile.createdAt.toISOString(),
    creatorName: displayNameOf(owner, { withEmail: false }),
    fansCount,
    postsCount,
    liveSessionId,
    ...hiddenFlag(profile.hiddenAt),
  };
}
