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
 */
import { eq } from "drizzle-orm";
import { creatorProfiles, mediaObjects } from "@shared/schema";
import type { DbOrTx } from "../db";
import { uploadsPrefixOf } from "../storage/object-path";
import type { Actor } from "./actor";
import { canViewCreatorContent } from "./creator-content";

/** How an object may be served to a viewer: "public" (shared caches may keep it), "private", or null: 404. */
export type ReadAccess = "public" | "private" | null;

export async function readAccessFor(db: DbOrTx, actor: Actor | undefined, objectPath: string): Promise<ReadAccess> {
  const [row] = await db
    .select({
      visibility: mediaObjects.visibility,
      creatorProfileId: creatorProfiles.id,
      creatorUserId: creatorProfiles.userId,
    })
    .from(mediaObjects)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, mediaObjects.creatorProfileId))
    .where(eq(mediaObjects.objectPath, objectPath))
    .limit(1);
  if (!row) {
    return actor && objectPath.startsWith(uploadsPrefixOf(actor.id)) ? "private" : null;
  }
  if (row.visibility === "public") return "public";
  if (row.visibility === "subscribers" && row.creatorProfileId && row.creatorUserId) {
    const allowed = await canViewCreatorContent(db, actor, { id: row.creatorProfileId, userId: row.creatorUserId });
    return allowed ? "private" : null;
  }
  return null; // unknown visibility: closed
}
