/**
 * Editing one's own names and picture (PATCH /api/me). A new picture must be an
 * image the person uploaded: it is checked and recorded public first, through
 * the profile image registration (./media.ts, registerProfileImage: it reads
 * the stored file, so before the transaction). Then, in one transaction, the
 * row changes and a replaced or removed uploaded picture is let go of
 * (./release-media.ts).
 */
import { eq } from "drizzle-orm";
import { users, type User } from "../db/schema";
import type { accountProfileUpdateSchema } from "@shared/validation";
import type { z } from "zod";
import type { Db } from "../db";
import { sessionsChanged } from "../auth/session-cache";
import type { JobQueue } from "../jobs/queue";
import type { ObjectStorage } from "../storage/types";
import { registerProfileImage } from "./media";
import { releaseMedia } from "./release-media";

type AccountChanges = z.output<typeof accountProfileUpdateSchema>;

export async function editAccountProfile(
  deps: { db: Db; storage: ObjectStorage; jobs: JobQueue },
  input: { userId: string; changes: AccountChanges },
): Promise<User> {
  const { userId, changes } = input;
  const profileImageUrl = changes.profileImageUrl
    ? await registerProfileImage(deps, { imageURL: changes.profileImageUrl, ownerId: userId })
    : changes.profileImageUrl;
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    const [user] = await tx
      .update(users)
      .set({
        displayName: changes.displayName,
        firstName: changes.firstName,
        lastName: changes.lastName,
        profileImageUrl,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    // Each request carries the person's row (their name in the header): every instance reads it again.
    await sessionsChanged(tx, { userId });
    if (profileImageUrl !== undefined && profileImageUrl !== before.profileImageUrl) {
      await releaseMedia(tx, deps.jobs, [before.profileImageUrl]);
    }
    return user;
  });
}
