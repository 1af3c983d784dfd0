/**
 * The Google Cloud Storage driver: the browser PUTs straight to the bucket with
 * a v4 signed URL; reads stream from the bucket through this server, which
 * applies the access rules. The bucket needs a CORS rule allowing PUT from the
 * app's origin with the Content-Type and x-goog-* headers below.
 */
import { pipeline } from "node:stream/promises";
import { Storage, type File } from "@google-cloud/storage";
import { assertObjectPath } from "./object-path";
import type { ObjectStorage, StoredObjectInfo, UploadUrlRequest } from "./types";

const GCS_HOST = "storage.googleapis.com";

export interface GcsOptions {
  bucket: string;
  projectId?: string;
  /** A service-account key (parsed JSON); absent: Application Default Credentials. */
  credentials?: { client_email: string; private_key: string; [key: string]: unknown };
}

export class GcsStorage implements ObjectStorage {
  readonly driver = "gcs" as const;
  readonly uploadOrigin = `https://${GCS_HOST}`;
  private readonly storage: Storage;

  constructor(private readonly options: GcsOptions) {
    this.storage = new Storage({ projectId: options.projectId, credentials: options.credentials });
  }

  async createUploadUrl(request: UploadUrlRequest): Promise<string> {
    const [url] = await this.file(request.objectPath).getSignedUrl({
      version: "v4",
      action: "write",
      expires: Date.now() + request.expiresInSeconds * 1000,
      // A family-only grant ("image/*") cannot be signed; the type is checked when the object is registered.
      contentType: request.contentType.endsWith("/*") ? undefined : request.contentType,
      extensionHeaders: extensionHeaders(request),
    });
    return url;
  }

  uploadHeaders(request: UploadUrlRequest): Record<string, string> {
    const headers: Record<string, string> = { ...extensionHeaders(request) };
    if (!request.contentType.endsWith("/*")) headers["Content-Type"] = request.contentType;
    return headers;
  }

  objectPathFromStoreUrl(url: URL): string | null {
    const { bucket } = this.options;
    const pathname = decodeURIComponent(url.pathname);
    if (url.hostname === GCS_HOST && pathname.startsWith(`/${bucket}/`)) return pathname.slice(bucket.length + 2);
    if (url.hostname === `${bucket}.${GCS_HOST}`) return pathname.slice(1);
    return null;
  }

  async writeObject(objectPath: string, data: Buffer, contentType: string): Promise<StoredObjectInfo> {
    await this.file(objectPath).save(data, { contentType, resumable: false });
    const info = await this.stat(objectPath);
    if (!info) throw new Error(`Object ${objectPath} vanished after writing`);
    return info;
  }

  async writeObjectStream(objectPath: string, body: NodeJS.ReadableStream, contentType: string): Promise<StoredObjectInfo> {
    // A single request per object: video segments are a few MB, below where resumable uploads pay off.
    await pipeline(body, this.file(objectPath).createWriteStream({ contentType, resumable: false }));
    const info = await this.stat(objectPath);
    if (!info) throw new Error(`Object ${objectPath} vanished after writing`);
    return info;
  }

  async stat(objectPath: string): Promise<StoredObjectInfo | null> {
    try {
      const [metadata] = await this.file(objectPath).getMetadata();
      return {
        size: Number(metadata.size ?? 0),
        contentType: metadata.contentType ?? "application/octet-stream",
        etag: `"${metadata.etag ?? metadata.generation}"`,
      };
    } catch (error) {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    }
  }

  async openRead(objectPath: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream> {
    // Checksums cover whole objects only, so ranged reads skip validation.
    return this.file(objectPath).createReadStream(range ? { start: range.start, end: range.end, validation: false } : {});
  }

  async delete(objectPath: string): Promise<void> {
    await this.file(objectPath).delete({ ignoreNotFound: true });
  }

  private file(objectPath: string): File {
    return this.storage.bucket(this.options.bucket).file(assertObjectPath(objectPath));
  }
}

/**
 * Signed headers the PUT must carry: the size limit, enforced by the bucket, and
 * "create only", so a URL is good for one object and cannot overwrite it later.
 */
function extensionHeaders(request: UploadUrlRequest): Record<string, string> {
  return {
    "x-goog-content-length-range": `0,${request.maxBytes}`,
    "x-goog-if-generation-match": "0",
  };
}
