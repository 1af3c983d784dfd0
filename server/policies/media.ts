/**
 * Who may read an uploaded object. The visibility is recorded in media_objects
 * when the object is put to use (commands/media.ts): profile and cover images,
 * marketplace and non-premium post media are public; premium post media are for
 * whoever may see the creator's subscriber-only content (canViewCreatorContent,
 * the one gating rule).
 *
 * An upload not yet put to use (no media_objects row) is readable by its owner
 * only, the user whose id its path carries ("uploads/<ownerId>/…"), so a form
 * can show what was just uploaded. A refused read answers like a missing object
 * (404), so nobody learns whether a private object exists.
 *
 * An image's WebP variants ("<path>.w640.webp", storage/image-variants.ts) are
 * read under their original's record: whoever may not see a premium photo gets
 * the same 404 for every variant of it.
 *
 * The files of hidden content (visibility "hidden", set and cleared by the
 * moderation commands, commands/moderation-files.ts) are read by their owner and
 * staff only. Staff also read premium media: moderators review reported posts.
 */
import { eq } from "drizzle-orm";
import { creatorProfiles, mediaObjects } from "../db/schema";
import type { DbOrTx } from "../db";
import { originalOfVariant } from "../storage/image-variants";
import { uploadsPrefixOf } from "../storage/object-path";
import type { Actor } from "./actor";
import { canViewCreatorContent } from "./creator-content";

/** The visibility of the files of hidden content (./moderation.ts). */
export const HIDDEN_MEDIA_VISIBILITY = "hidden";

/** How an object may be served to a viewer: "public" (shared caches may keep it), "private", or null: 404. */
export type ReadAccess = "public" | "private" | null;

export async function readAccessFor(db: DbOrTx, actor: Actor | undefined, objectPath: string): Promise<ReadAccess> {
  // A variant sits in its original's folder, so the owner rule below reads the same for both.
  const recordPath = originalOfVariant(objectPath) ?? objectPath;
  const [row] = await db
    .select({
      visibility: mediaObjects.visibility,
      ownerId: mediaObjects.ownerId,
      creatorProfileId: creatorProfiles.id,
      creatorUserId: creatorProfiles.userId,
    })
    .from(mediaObjects)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, mediaObjects.creatorProfileId))
    .where(eq(mediaObjects.objectPath, recordPath))
    .limit(1);
  if (!row) {
    return actor && objectPath.startsWith(uploadsPrefixOf(actor.id)) ? "private" : null;
  }
  if (row.visibility === "public") return "public";
  if (actor?.isStaff) return "private";
  if (row.visibility === HIDDEN_MEDIA_VISIBILITY) return actor?.id === row.ownerId ? "private" : null;
  if (row.visibility === "subscribers" && row.creatorProfileId && row.creatorUserId) {
    const allowed = await canViewCreatorContent(db, actor, { id: row.creatorProfileId, userId: row.creatorUserId });
    return allowed ? "private" : null;
  }
  return null; // unknown visibility: closed
}
