/**
 * Who may read an uploaded object. The visibility is recorded in media_objects
 * when the object is put to use (commands/media.ts): profile and cover images,
 * marketplace and public post media are public; an exclusive post's media
 * ('subscribers', with the post's id) are read under that post's rule, the one
 * rule of the feed (./post-access.ts), with the viewer's entitlement to its
 * creator: whoever sees the post in the feed reads its bytes, nobody else.
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
 *
 * A direct message's photo ('message') is read by the two people of a
 * conversation whose message carries it, and by staff (who handle reports).
 *
 * The uploaded file of a video or reel post is its creator's (and staff's) alone,
 * whatever the post's audience: viewers watch its renditions, at most the quality
 * their tier pays for (server/video/playback*.ts), and the original may be 4K.
 */
import { eq, sql } from "drizzle-orm";
import { conversations, creatorProfiles, mediaObjects, messages, posts } from "../db/schema";
import type { DbOrTx } from "../db";
import { loadEntitlement } from "../loaders/entitlement";
import { originalOfVariant } from "../storage/image-variants";
import { objectUrlPath, uploadsPrefixOf } from "../storage/object-path";
import type { Actor } from "./actor";
import { postAccess } from "./post-access";

/** The visibility of the files of hidden content (./moderation.ts). */
export const HIDDEN_MEDIA_VISIBILITY = "hidden";

/** The visibility of direct messages' photos. */
export const MESSAGE_MEDIA_VISIBILITY = "message";

/** How an object may be served to a viewer: "public" (shared caches may keep it), "private", or null: 404. */
export type ReadAccess = "public" | "private" | null;

export async function readAccessFor(db: DbOrTx, actor: Actor | undefined, objectPath: string): Promise<ReadAccess> {
  // A variant sits in its original's folder, so the owner rule below reads the same for both.
  const recordPath = originalOfVariant(objectPath) ?? objectPath;
  const [row] = await db
    .select({
      visibility: mediaObjects.visibility,
      contentType: mediaObjects.contentType,
      ownerId: mediaObjects.ownerId,
      creator: {
        id: creatorProfiles.id,
        userId: creatorProfiles.userId,
        subscriptionPrice: creatorProfiles.subscriptionPrice,
        benefits: creatorProfiles.benefits,
      },
      post: {
        creatorProfileId: posts.creatorProfileId,
        audienceKind: posts.audienceKind,
        audienceMinTierId: posts.audienceMinTierId,
        behindTheScenes: posts.behindTheScenes,
        mediaType: posts.mediaType,
        createdAt: posts.createdAt,
      },
    })
    .from(mediaObjects)
    .leftJoin(posts, eq(posts.id, mediaObjects.postId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, posts.creatorProfileId))
    .where(eq(mediaObjects.objectPath, recordPath))
    .limit(1);
  if (!row) {
    return actor && objectPath.startsWith(uploadsPrefixOf(actor.id)) ? "private" : null;
  }
  // Video files are only ever the uploads of video and reel posts.
  if (row.contentType.startsWith("video/")) return actor?.isStaff || actor?.id === row.ownerId ? "private" : null;
  if (row.visibility === "public") return "public";
  if (actor?.isStaff) return "private";
  if (row.visibility === HIDDEN_MEDIA_VISIBILITY) return actor?.id === row.ownerId ? "private" : null;
  if (row.visibility === MESSAGE_MEDIA_VISIBILITY) {
    if (!actor) return null;
    if (actor.id === row.ownerId) return "private";
    return (await inConversationOf(db, actor, recordPath)) ? "private" : null;
  }
  // An exclusive file without its post (none recorded) is its owner's alone.
  if (row.visibility === "subscribers" && (!row.post || !row.creator)) return actor?.id === row.ownerId ? "private" : null;
  if (row.visibility === "subscribers" && row.post && row.creator) {
    const entitlement = await loadEntitlement(db, actor, row.creator);
    return postAccess(entitlement, row.post).visible ? "private" : null;
  }
  return null; // unknown visibility: closed
}

/** Whether a message carrying the object is in one of the actor's conversations (by messages_media_url_idx). */
async function inConversationOf(db: DbOrTx, actor: Actor, objectPath: string): Promise<boolean> {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      sql`${messages.mediaUrl} = ${objectUrlPath(objectPath)} and ${messages.deletedAt} is null
        and (${conversations.creatorUserId} = ${actor.id} or ${conversations.fanUserId} = ${actor.id})`,
    )
    .limit(1);
  return Boolean(found);
}
