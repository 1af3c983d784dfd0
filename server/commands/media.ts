/**
 * Putting an upload to use: a profile or cover image (PUT /api/profile-images)
 * or a post's media (checked before publishPost's transaction, recorded inside it). Each records who may read
 * the object in media_objects; policies/media.ts reads that record.
 *
 * - Only the uploader's own files can be used: the owner is read from the
 *   object's path ("uploads/<ownerId>/…"), never from a request body.
 * - A new record is made only after the stored object is checked (it exists,
 *   its bytes are its declared format, within the limit): with cloud storage the
 *   bytes never passed through this server. An invalid object is deleted.
 * - A recorded object keeps its visibility: using a premium post's file as a
 *   public image (or the reverse) is refused with 409 rather than silently
 *   exposing or hiding it; the same file may be reused where the rule is equal:
 *   public files anywhere public, an exclusive post's files in that post only
 *   (they are read under its audience, policies/post-access.ts).
 * - A newly recorded image gets its size, placeholder and WebP variants from the
 *   make-image-variants job, sent in the same transaction as its record. Not
 *   here: a large photo takes about a second of CPU (and, with a bucket, a
 *   download), which would hold up the request; until the job is done the
 *   answers carry the original alone, which the client shows as it is.
 */
import { eq } from "drizzle-orm";
import { mediaObjects, uploadTickets } from "../db/schema";
import type { DbOrTx } from "../db";
import type { JobQueue } from "../jobs/queue";
import { badRequest, conflict, forbidden, type HttpError } from "../http/errors";
import {
  bytesMatchContentType,
  familyOf,
  fileTooLarge,
  maxBytesOf,
  normalizeContentType,
  SNIFF_BYTES,
  unsupportedFileType,
  type MediaFamily,
} from "../storage/media-types";
import { deleteWithVariants, originalOfVariant } from "../storage/image-variants";
import { MESSAGE_MEDIA_VISIBILITY } from "../policies/media";
import { objectPathFromReference, objectUrlPath, uploadsPrefixOf } from "../storage/object-path";
import type { ObjectStorage, StoredObjectInfo } from "../storage/types";

export const POST_MEDIA_REQUIRED = "Please upload a photo, video, or reel for your post";
const UPLOAD_NOT_FOUND = "Uploaded file not found: please upload it again";
const NOT_YOUR_UPLOAD = "You can only use files you uploaded yourself";
const VISIBILITY_CONFLICT = "This file is already in use with different visibility: please upload it again";

/**
 * Who reads a file: everyone, whoever the one rule lets see its post (an exclusive
 * file belongs to one post), or the people of the conversations whose messages
 * carry it (policies/media.ts, MESSAGE_MEDIA_VISIBILITY).
 */
type AccessRule =
  | { visibility: "public" }
  | { visibility: "subscribers"; creatorProfileId: string; postId: string }
  | { visibility: typeof MESSAGE_MEDIA_VISIBILITY };

/**
 * An upload checked and ready to be recorded: its record if it has one, or the
 * facts read from storage. Checking reads the object from local disk or the
 * bucket, so it happens before the caller opens its transaction: no network
 * call ever runs inside one.
 */
export interface CheckedUpload {
  objectPath: string;
  ownerId: string;
  families: MediaFamily[];
  stored: StoredObjectInfo | null;
}

/** Records the caller's uploaded image as public and answers its "/objects/…" path. Must be an image. */
export async function registerProfileImage(
  deps: { db: DbOrTx; storage: ObjectStorage; jobs: JobQueue },
  input: { imageURL: string; ownerId: string },
): Promise<string> {
  const { db, storage, jobs } = deps;
  const upload = await checkUpload(db, storage, {
    reference: input.imageURL,
    ownerId: input.ownerId,
    families: ["image"],
    invalidMessage: UPLOAD_NOT_FOUND,
  });
  await db.transaction((tx) => recordUpload(tx, jobs, upload, { visibility: "public" }));
  return objectUrlPath(upload.objectPath);
}

/** A post's media (or thumbnail), checked before publishPost's transaction. */
export function checkPostMedia(
  db: DbOrTx,
  storage: ObjectStorage,
  input: { mediaUrl: string; ownerId: string },
): Promise<CheckedUpload> {
  return checkUpload(db, storage, {
    reference: input.mediaUrl,
    ownerId: input.ownerId,
    families: ["image", "video"],
    invalidMessage: POST_MEDIA_REQUIRED,
  });
}

/**
 * Inside publishPost's transaction, once the post is written: the media of an
 * exclusive post is read under that post's rule (policies/post-access.ts), the
 * media of a public one by everyone.
 */
export function attachPostMedia(
  tx: DbOrTx,
  jobs: JobQueue,
  upload: CheckedUpload,
  input: { creatorProfileId: string; postId: string; premium: boolean },
): Promise<void> {
  const rule: AccessRule = input.premium
    ? { visibility: "subscribers", creatorProfileId: input.creatorProfileId, postId: input.postId }
    : { visibility: "public" };
  return recordUpload(tx, jobs, upload, rule);
}

const MESSAGE_PHOTO_INVALID = "Photo not found: please upload it again";

/** A direct message's photo, checked before the message's transaction. Must be an image. */
export function checkMessagePhoto(
  db: DbOrTx,
  storage: ObjectStorage,
  input: { mediaUrl: string; ownerId: string },
): Promise<CheckedUpload> {
  return checkUpload(db, storage, {
    reference: input.mediaUrl,
    ownerId: input.ownerId,
    families: ["image"],
    invalidMessage: MESSAGE_PHOTO_INVALID,
  });
}

/** Inside the message's transaction: the photo is read by the conversation's two people only. */
export function attachMessagePhoto(tx: DbOrTx, jobs: JobQueue, upload: CheckedUpload): Promise<void> {
  return recordUpload(tx, jobs, upload, { visibility: MESSAGE_MEDIA_VISIBILITY });
}

function ownUploadPath(storage: ObjectStorage, reference: string, ownerId: string, invalidMessage: string): string {
  const objectPath = objectPathFromReference(storage, reference);
  // A variant is read under its original's record: it is never an upload of its own.
  if (!objectPath || originalOfVariant(objectPath)) throw badRequest(invalidMessage);
  if (!objectPath.startsWith(uploadsPrefixOf(ownerId))) throw forbidden(NOT_YOUR_UPLOAD);
  return objectPath;
}

async function checkUpload(
  db: DbOrTx,
  storage: ObjectStorage,
  input: { reference: string; ownerId: string; families: MediaFamily[]; invalidMessage: string },
): Promise<CheckedUpload> {
  const objectPath = ownUploadPath(storage, input.reference, input.ownerId, input.invalidMessage);
  const existing = await findRecord(db, objectPath);
  if (existing) {
    assertFamily(existing.contentType, input.families);
    return { objectPath, ownerId: input.ownerId, families: input.families, stored: null };
  }
  const stored = await verifyStoredMedia(storage, objectPath);
  assertFamily(stored.contentType, input.families);
  return { objectPath, ownerId: input.ownerId, families: input.families, stored };
}

/** Inside the caller's transaction: the record, and for a new image the job that makes its variants. */
async function recordUpload(db: DbOrTx, jobs: JobQueue, upload: CheckedUpload, rule: AccessRule): Promise<void> {
  const existing = await findRecord(db, upload.objectPath);
  if (existing || !upload.stored) {
    // Recorded before (or by a concurrent request since the check): the same rules apply.
    if (!existing) throw badRequest(UPLOAD_NOT_FOUND);
    assertUsableAs(existing, upload.families, rule);
    return;
  }
  await claimTicket(db, upload.objectPath, upload.stored.size);
  const [inserted] = await db
    .insert(mediaObjects)
    .values({
      objectPath: upload.objectPath,
      ownerId: upload.ownerId,
      visibility: rule.visibility,
      creatorProfileId: rule.visibility === "subscribers" ? rule.creatorProfileId : null,
      postId: rule.visibility === "subscribers" ? rule.postId : null,
      contentType: upload.stored.contentType,
      size: upload.stored.size,
      etag: upload.stored.etag,
    })
    .onConflictDoNothing()
    .returning({ objectPath: mediaObjects.objectPath });
  if (!inserted) {
    const raced = await findRecord(db, upload.objectPath);
    if (raced) assertUsableAs(raced, upload.families, rule);
    return;
  }
  if (familyOf(upload.stored.contentType) === "image") {
    await jobs.send(db, "make-image-variants", { objectPaths: [upload.objectPath] });
  }
}

/**
 * The upload's ticket takes the file's real size (with a bucket, the first time
 * it is known), and its row stays locked until the record is committed: the
 * clean-up job, deleting files never attached, either sees the record or has
 * already deleted the file, which is then refused here.
 */
async function claimTicket(db: DbOrTx, objectPath: string, size: number): Promise<void> {
  const [ticket] = await db
    .update(uploadTickets)
    .set({ size })
    .where(eq(uploadTickets.objectPath, objectPath))
    .returning({ filesDeletedAt: uploadTickets.filesDeletedAt });
  if (ticket?.filesDeletedAt) throw badRequest(UPLOAD_NOT_FOUND);
}

async function findRecord(db: DbOrTx, objectPath: string) {
  const [row] = await db
    .select({
      visibility: mediaObjects.visibility,
      creatorProfileId: mediaObjects.creatorProfileId,
      postId: mediaObjects.postId,
      contentType: mediaObjects.contentType,
    })
    .from(mediaObjects)
    .where(eq(mediaObjects.objectPath, objectPath))
    .limit(1);
  return row;
}

function assertUsableAs(
  record: { visibility: string; creatorProfileId: string | null; postId: string | null; contentType: string },
  families: MediaFamily[],
  rule: AccessRule,
) {
  assertFamily(record.contentType, families);
  // An exclusive file is read under its one post's rule: another post cannot show it (upload it again).
  const sameRule =
    record.visibility === rule.visibility &&
    (rule.visibility !== "subscribers" || (record.creatorProfileId === rule.creatorProfileId && record.postId === rule.postId));
  if (!sameRule) throw conflict(VISIBILITY_CONFLICT);
}

function assertFamily(contentType: string, families: MediaFamily[]) {
  const family = familyOf(contentType);
  if (!family || !families.includes(family)) throw unsupportedFileType(families.length === 1 ? families[0] : null);
}

/**
 * The stored object's facts after checking it is an accepted format within its
 * limit; an invalid object (never recorded, so nothing uses it) is deleted.
 */
async function verifyStoredMedia(storage: ObjectStorage, objectPath: string): Promise<StoredObjectInfo> {
  const info = await storage.stat(objectPath);
  if (!info) throw badRequest(UPLOAD_NOT_FOUND);
  const contentType = normalizeContentType(info.contentType);
  const family = familyOf(contentType);
  let problem: HttpError | undefined;
  if (!family) problem = unsupportedFileType();
  else if (info.size > maxBytesOf(family)) problem = fileTooLarge(maxBytesOf(family));
  else if (!bytesMatchContentType(contentType, await readHead(storage, objectPath, info.size))) {
    problem = unsupportedFileType(family);
  }
  if (problem) {
    await deleteWithVariants(storage, objectPath);
    throw problem;
  }
  return { ...info, contentType };
}

async function readHead(storage: ObjectStorage, objectPath: string, size: number): Promise<Buffer> {
  if (size === 0) return Buffer.alloc(0);
  const stream = await storage.openRead(objectPath, { start: 0, end: Math.min(SNIFF_BYTES, size) - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
