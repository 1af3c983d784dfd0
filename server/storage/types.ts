/** What the server needs from an object store; local disk and GCS implement it. */
export interface StoredObjectInfo {
  size: number;
  contentType: string;
  etag: string;
}

export interface UploadUrlRequest {
  /** e.g. "uploads/<ownerId>/<uuid>" (no leading slash, no "/objects/" prefix). */
  objectPath: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

export interface ObjectStorage {
  readonly driver: "local" | "gcs";
  /** A signed URL the browser PUTs one object's bytes to. */
  createUploadUrl(request: UploadUrlRequest): Promise<string>;
  /** Writes an object at once (demo content, tests). */
  writeObject(objectPath: string, data: Buffer, contentType: string): Promise<StoredObjectInfo>;
  /** null when there is no such object. */
  stat(objectPath: string): Promise<StoredObjectInfo | null>;
  /** The object's bytes, or the inclusive byte range [start, end]. */
  openRead(objectPath: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
  delete(objectPath: string): Promise<void>;
}
