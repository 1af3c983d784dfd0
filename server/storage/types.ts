/** What the server needs from an object store; local disk and GCS implement it. */
import type { Readable } from "node:stream";

export interface StoredObjectInfo {
  size: number;
  contentType: string;
  etag: string;
}

export interface UploadUrlRequest {
  /** e.g. "uploads/<ownerId>/<uuid>" (no leading slash, no "/objects/" prefix). */
  objectPath: string;
  /**
   * The exact content type the PUT must carry, e.g. "image/png". A family such as
   * "image/*" (when the browser declared no type) binds only the family: the PUT
   * may carry any accepted format of it, and the file's leading bytes must match.
   */
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

export interface ObjectStorage {
  readonly driver: "local" | "gcs";
  /** The origin browsers upload to, when it is not this server (the page's CSP must allow it). */
  readonly uploadOrigin?: string;
  /** A signed URL the browser PUTs one object's bytes to. */
  createUploadUrl(request: UploadUrlRequest): Promise<string>;
  /** The headers the browser must send with that PUT, exactly as signed. */
  uploadHeaders(request: UploadUrlRequest): Record<string, string>;
  /**
   * The object path a URL of this store's own shape names (a signed GCS URL),
   * or null. URLs of this server ("/objects/...") are understood by the caller.
   */
  objectPathFromStoreUrl(url: URL): string | null;
  /** Writes an object at once (demo content, tests). */
  writeObject(objectPath: string, data: Buffer, contentType: string): Promise<StoredObjectInfo>;
  /**
   * Writes an object from a stream (transcoded video files): the bytes pass
   * through in chunks, never whole in memory. Replaces an object at that path.
   */
  writeObjectStream(objectPath: string, body: NodeJS.ReadableStream, contentType: string): Promise<StoredObjectInfo>;
  /** null when there is no such object. */
  stat(objectPath: string): Promise<StoredObjectInfo | null>;
  /** Where the object's bytes are on this machine's disk, for a store that keeps them there (read in place, never written). */
  localFile?(objectPath: string): string;
  /** The object's bytes, or the inclusive byte range [start, end]. */
  openRead(objectPath: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
  delete(objectPath: string): Promise<void>;
}

/** The parameters an upload URL of this server was signed with. */
export interface SignedUpload {
  objectPath: string;
  contentType: string;
  maxBytes: number;
}

/**
 * A store whose upload URLs point at this server (local disk): it checks their
 * signatures and stores the PUT bodies itself.
 */
export interface UploadReceivingStorage extends ObjectStorage {
  /** The signed parameters, or an HttpError 403 when the signature is wrong or expired. */
  verifyUpload(objectPath: string, query: Record<string, unknown>): SignedUpload;
  /**
   * Streams an upload into place: 413 past maxBytes, 415 when the leading bytes
   * are not the declared format, 409 when the object already exists. Nothing is
   * left behind on failure.
   */
  writeUpload(objectPath: string, body: Readable, contentType: string, maxBytes: number): Promise<StoredObjectInfo>;
}

export function receivesUploads(storage: ObjectStorage): storage is UploadReceivingStorage {
  return typeof (storage as Partial<UploadReceivingStorage>).writeUpload === "function";
}
