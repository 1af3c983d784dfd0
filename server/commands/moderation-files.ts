/**
 * What moderation does to the uploaded files a reported thing shows. Their
 * read rule lives in media_objects (policies/media.ts), so it changes with the
 * thing, in the same transaction:
 *
 * - hidden: the files are read by their owner and staff only (visibility
 *   "hidden"); shown again, each gets back the rule of what shows it (a premium
 *   post's media its creator's fans, everything else everyone).
 * - removed: a file nothing else shows loses its record and gets an expired
 *   upload ticket, so it is an unattached upload like one never used: nobody
 *   but its owner reads it any more, and the hourly clean-up job
 *   (jobs/handlers/clean-up-unattached-uploads.ts) deletes its bytes and
 *   variants (a video's too: its whole ladder and poster). No storage call
 *   runs inside the transaction.
 *
 * A file shown by two things at once (an upload reused in a second post) is
 * hidden with either of them; it is deleted only when neither is left. A photo
 * that a case keeps as evidence (a reported message's, shown to moderators with
 * the words around it) is not deleted with its message: it stays, hidden, for
 * staff to read.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { mediaObjects, videoAssets } from "../db/schema";
import type { DbOrTx } from "../db";
import { HIDDEN_MEDIA_VISIBILITY } from "../policies/media";
import { objectUrlPath } from "../storage/object-path";
import { videoObjectPaths } from "../video/assets";

/** The rule a file is read under while what shows it is visible. */
export type FileRule = { visibility: "public" } | { visibility: "subscribers"; creatorProfileId: string };

const OBJECTS_PREFIX = objectUrlPath("");

/** The object path of a stored "/objects/…" address; null for addresses elsewhere. */
function objectPathOf(url: string): string | null {
  return url.startsWith(OBJECTS_PREFIX) ? url.slice(OBJECTS_PREFIX.length) : null;
}

const pathsOf = (urls: readonly string[]) => [...new Set(urls.map(objectPathOf).filter((p): p is string => p !== null))];

export async function hideFiles(db: DbOrTx, urls: readonly string[]): Promise<void> {
  const paths = pathsOf(urls);
  if (paths.length === 0) return;
  await db
    .update(mediaObjects)
    .set({ visibility: HIDDEN_MEDIA_VISIBILITY })
    .where(and(inArray(mediaObjects.objectPath, paths), ne(mediaObjects.visibility, HIDDEN_MEDIA_VISIBILITY)));
}

export async function showFiles(db: DbOrTx, files: ReadonlyArray<{ url: string; rule: FileRule }>): Promise<void> {
  for (const { url, rule } of files) {
    const path = objectPathOf(url);
    if (!path) continue;
    await db
      .update(mediaObjects)
      .set({
        visibility: rule.visibility,
        creatorProfileId: rule.visibility === "subscribers" ? rule.creatorProfileId : null,
      })
      .where(and(eq(mediaObjects.objectPath, path), eq(mediaObjects.visibility, HIDDEN_MEDIA_VISIBILITY)));
  }
}

/** After the things showing them were deleted: files nothing shows any more become unattached uploads. */
export async function detachFiles(db: DbOrTx, urls: readonly string[]): Promise<void> {
  for (const path of pathsOf(urls)) {
    if (await stillShown(db, objectUrlPath(path))) continue;
    if (await keptAsEvidence(db, objectUrlPath(path))) {
      await hideFiles(db, [objectUrlPath(path)]);
      continue;
    }
    // An uploaded video's ladder and poster go with it (its asset goes with its record: ON DELETE CASCADE).
    const [asset] = await db.select().from(videoAssets).where(eq(videoAssets.sourceObjectPath, path)).limit(1);
    const [record] = await db
      .delete(mediaObjects)
      .where(eq(mediaObjects.objectPath, path))
      .returning({ ownerId: mediaObjects.ownerId });
    // A premium post's record may have gone with its profile (ON DELETE CASCADE): its path names the owner.
    const ownerId = record?.ownerId ?? /^uploads\/([0-9a-f-]{36})\//.exec(path)?.[1];
    if (!ownerId) continue;
    const files = [path, ...(asset ? videoObjectPaths(asset) : [])];
    await db.execute(sql`
      insert into upload_tickets (object_path, owner_id, expires_at)
      select f, id, now() - interval '1 day' from users, unnest(array[${sql.join(
        files.map((file) => sql`${file}`),
        sql`, `,
      )}]::text[]) f
      where id = ${ownerId}::uuid
      on conflict (object_path) do update set expires_at = excluded.expires_at`);
  }
}

/** Whether a case's evidence names the address (moderation/MessageEvidence; rare, unindexed). */
async function keptAsEvidence(db: DbOrTx, url: string): Promise<boolean> {
  const result = await db.execute<{ kept: boolean }>(sql`select exists (
    select 1 from moderation_cases where evidence -> 'messages' @> ${JSON.stringify([{ mediaUrl: url }])}::jsonb) as kept`);
  return Boolean(result.rows[0]?.kept);
}

/** Whether any profile, post, listing, article or account picture still shows the address (a rare, unindexed check). */
async function stillShown(db: DbOrTx, url: string): Promise<boolean> {
  const result = await db.execute<{ shown: boolean }>(sql`select
    exists (select 1 from posts where media_url = ${url} or thumbnail_url = ${url})
    or exists (select 1 from creator_profiles where cover_image_url = ${url} or avatar_image_url = ${url})
    or exists (select 1 from marketplace_items where image_url = ${url})
    or exists (select 1 from articles where image_url = ${url})
    or exists (select 1 from users where profile_image_url = ${url}) as shown`);
  return Boolean(result.rows[0]?.shown);
}
