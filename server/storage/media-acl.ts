/**
 * Who may read an uploaded object, recorded in media_objects when the object is
 * put to use: profile and cover images, marketplace and non-premium post media
 * are public; premium post media are for the creator and their active
 * subscribers only (canViewCreatorContent, the one gating rule).
 *
 * Decisions:
 * - An upload not yet put to use (no media_objects row) is readable by its owner
 *   only, the user whose id its path carries ("uploads/<ownerId>/…"), so a form
 *   can show what was just uploaded; everyone else gets 404.
 * - A recorded object keeps its visibility: using a premium post's file as a
 *   public image (or the reverse) is refused with 409 rather than silently
 *   exposing or hiding it; the same file may be reused where the rule is equal.
 */
import { eq } from "drizzle-orm";
import { creatorProfiles, mediaObjects } from "@shared/schema";
import type { DbOrTx } from "../db";
import { badRequest, conflict, forbidden, HttpError } from "../http/errors";
import { canViewCreatorContent, type ContentViewer } from "../policies/creator-content";
import {
  bytesMatchContentType,
  familyOf,
  fileTooLarge,
  maxBytesOf,
  normalizeContentType,
  SNIFF_BYTES,
  unsupportedFileType,
  type MediaFamily,
} from "./media-types";
import { isValidObjectPath, uploadsPrefixOf } from "./object-path";
import type { ObjectStorage, StoredObjectInfo } from "./types";

export type Visibility = "public" | "subscribers";

export const POST_MEDIA_REQUIRED = "Please upload a photo, video, or reel for your post";
export const UPLOAD_NOT_FOUND = "Uploaded file not found: please upload it again";
const NOT_YOUR_UPLOAD = "You can only use files you uploaded yourself";

// ---------- Reading ----------

/** How an object may be served to a viewer: "public" (shared caches may keep it), "private", or null: 404. */
export type ReadAccess = "public" | "private" | null;

export async function readAccessFor(
  db: DbOrTx,
  viewer: ContentViewer | undefined,
  objectPath: string,
): Promise<ReadAccess> {
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
    return viewer && objectPath.startsWith(uploadsPrefixOf(viewer.id)) ? "private" : null;
  }
  if (row.visibility === "public") return "public";
  if (row.visibility === "subscribers" && row.creatorProfileId && row.creatorUserId) {
    const allowed = await canViewCreatorContent(db, viewer, { id: row.creatorProfileId, userId: row.creatorUserId });
    return allowed ? "private" : null;
  }
  return null; // unknown visibility: closed
}

// ---------- Putting uploads to use ----------

/**
 * The object path (without "/objects/") an upload reference names: the signed
 * upload URL, a full or relative "/objects/…" URL. null when it names none.
 */
export function objectPathFromReference(storage: ObjectStorage, reference: string): string | null {
  let url: URL;
  try {
    url = new URL(reference.trim(), "http://reference.invalid");
  } catch {
    return null;
  }
  let objectPath: string | null;
  try {
    objectPath = url.pathname.startsWith("/objects/")
      ? decodeURIComponent(url.pathname.slice("/objects/".length))
      : storage.objectPathFromStoreUrl(url);
  } catch {
    return null; // malformed percent-encoding
  }
  return objectPath && isValidObjectPath(objectPath) ? objectPath : null;
}

/**
 * PUT /api/profile-images: records the caller's uploaded image as public and
 * answers its path. Profile and cover images must be images.
 */
export async function registerProfileImage(
  db: DbOrTx,
  storage: ObjectStorage,
  input: { imageURL: string; ownerId: string },
): Promise<string> {
  const objectPath = ownUploadPath(storage, input.imageURL, input.ownerId, UPLOAD_NOT_FOUND);
  await recordMediaObject(db, storage, { objectPath, ownerId: input.ownerId, families: ["image"] }, { visibility: "public" });
  return `/objects/${objectPath}`;
}

/**
 * Called by the posts route inside its transaction: the post's media must be an
 * upload of the post's owner that exists; it becomes readable by subscribers
 * of the creator when the post is premium, by everyone otherwise.
 */
export async function attachPostMedia(
  tx: DbOrTx,
  storage: ObjectStorage,
  input: { mediaUrl: string; ownerId: string; creatorProfileId: string; premium: boolean },
): Promise<void> {
  const objectPath = ownUploadPath(storage, input.mediaUrl, input.ownerId, POST_MEDIA_REQUIRED);
  const rule: AccessRule = input.premium
    ? { visibility: "subscribers", creatorProfileId: input.creatorProfileId }
    : { visibility: "public" };
  await recordMediaObject(tx, storage, { objectPath, ownerId: input.ownerId, families: ["image", "video"] }, rule);
}

type AccessRule = { visibility: "public" } | { visibility: "subscribers"; creatorProfileId: string };

/** The path of an upload of `ownerId`; the owner is read from the path, never from a body field. */
function ownUploadPath(storage: ObjectStorage, reference: string, ownerId: string, invalidMessage: string): string {
  const objectPath = objectPathFromReference(storage, reference);
  if (!objectPath) throw badRequest(invalidMessage);
  if (!objectPath.startsWith(uploadsPrefixOf(ownerId))) throw forbidden(NOT_YOUR_UPLOAD);
  return objectPath;
}

/**
 * Records who may read an object. A new record is made only after the stored
 * object is checked (it exists, its bytes are its declared format, within the
 * limit): with cloud storage the bytes never passed through this server.
 */
async function recordMediaObject(
  db: DbOrTx,
  storage: ObjectStorage,
  object: { objectPath: string; ownerId: string; families: MediaFamily[] },
  rule: AccessRule,
): Promise<void> {
  const existing = await findRecord(db, object.objectPath);
  if (existing) {
    assertUsableAs(existing, object.families, rule);
    return;
  }
  const info = await verifyStoredMedia(storage, object.objectPath);
  assertFamily(info.contentType, object.families);
  const [inserted] = await db
    .insert(mediaObjects)
    .values({
      objectPath: object.objectPath,
      ownerId: object.ownerId,
      visibility: rule.visibility,
      creatorProfileId: rule.visibility === "subscribers" ? rule.creatorProfileId : null,
      contentType: info.contentType,
      size: info.size,
      etag: info.etag,
    })
    .onConflictDoNothing()
    .returning({ objectPath: mediaObjects.objectPath });
  if (!inserted) {
    // Recorded by a concurrent request meanwhile: the same rules apply.
    const raced = await findRecord(db, object.objectPath);
    if (raced) assertUsableAs(raced, object.families, rule);
  }
}

async function findRecord(db: DbOrTx, objectPath: string) {
  const [row] = await db
    .select({
      visibility: mediaObjects.visibility,
      creatorProfileId: mediaObjects.creatorProfileId,
      contentType: mediaObjects.contentType,
    })
    .from(mediaObjects)
    .where(eq(mediaObjects.objectPath, objectPath))
    .limit(1);
  return row;
}

function assertUsableAs(
  record: { visibility: string; creatorProfileId: string | null; contentType: string },
  families: MediaFamily[],
  rule: AccessRule,
) {
  assertFamily(record.contentType, families);
  const sameRule =
    record.visibility === rule.visibility &&
    (rule.visibility === "public" || record.creatorProfileId === rule.creatorProfileId);
  if (!sameRule) {
    throw conflict("This file is already in use with different visibility: please upload it again");
  }
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
    await storage.delete(objectPath);
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
