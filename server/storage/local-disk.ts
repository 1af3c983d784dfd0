/**
 * The local disk driver: objects under <dataDir>/objects, bytes in data/<path>
 * and their content type, size and ETag in meta/<path>.json. Upload URLs point
 * at this server (PUT /objects/<path>?…&signature=…), which streams the body to
 * a temporary file in the object's folder and moves it into place only when it
 * is complete and valid, so a stored object is never half-written.
 */
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { conflict } from "../http/errors";
import { bytesMatchContentType, familyOf, fileTooLarge, SNIFF_BYTES, unsupportedFileType } from "./media-types";
import { assertObjectPath, objectUrlPath } from "./object-path";
import type { StoredObjectInfo, UploadReceivingStorage, UploadUrlRequest } from "./types";
import { signUploadQuery, verifyUploadQuery } from "./upload-signature";

export class LocalDiskStorage implements UploadReceivingStorage {
  readonly driver = "local" as const;

  constructor(
    private readonly root: string,
    /** The server's canonical address; upload URLs are built on it. */
    private readonly publicUrl: string,
    private readonly signingKey: Buffer,
  ) {}

  async createUploadUrl(request: UploadUrlRequest): Promise<string> {
    const query = signUploadQuery(this.signingKey, {
      objectPath: assertObjectPath(request.objectPath),
      contentType: request.contentType,
      maxBytes: request.maxBytes,
      expires: Math.floor(Date.now() / 1000) + request.expiresInSeconds,
    });
    return `${this.publicUrl}${objectUrlPath(request.objectPath)}?${query}`;
  }

  uploadHeaders(request: UploadUrlRequest): Record<string, string> {
    // A family-only grant ("image/*") lets the browser send the file's own type.
    return request.contentType.endsWith("/*") ? {} : { "Content-Type": request.contentType };
  }

  objectPathFromStoreUrl(): string | null {
    return null; // every URL of this driver is a "/objects/..." URL of this server
  }

  verifyUpload(objectPath: string, query: Record<string, unknown>) {
    return verifyUploadQuery(this.signingKey, assertObjectPath(objectPath), query);
  }

  async writeUpload(objectPath: string, body: Readable, contentType: string, maxBytes: number): Promise<StoredObjectInfo> {
    const file = this.dataFile(objectPath);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    if (await exists(file)) throw uploadUrlUsed();
    const temp = tempFileFor(file);
    const guard = new UploadGuard(contentType, maxBytes);
    // Opened before any byte is read: a write stream opening lazily could create the
    // file after a refused upload's clean-up below, leaving it behind.
    const handle = await fsp.open(temp, "wx");
    try {
      await pipeline(body, guard, handle.createWriteStream());
      await placeExclusively(temp, file);
    } finally {
      await handle.close().catch(() => {}); // usually closed by its stream already
      await fsp.rm(temp, { force: true });
    }
    const info: StoredObjectInfo = { size: guard.bytes, contentType, etag: guard.etag() };
    await this.writeMeta(objectPath, info);
    return info;
  }

  async writeObject(objectPath: string, data: Buffer, contentType: string): Promise<StoredObjectInfo> {
    const file = this.dataFile(objectPath);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = tempFileFor(file);
    const info: StoredObjectInfo = { size: data.length, contentType, etag: etagOf(crypto.createHash("sha256").update(data)) };
    try {
      await fsp.writeFile(temp, data, { flag: "wx" });
      // Readers see "no object" rather than new bytes with old metadata.
      await fsp.rm(this.metaFile(objectPath), { force: true });
      await fsp.rename(temp, file);
    } finally {
      await fsp.rm(temp, { force: true });
    }
    await this.writeMeta(objectPath, info);
    return info;
  }

  async writeObjectStream(objectPath: string, body: NodeJS.ReadableStream, contentType: string): Promise<StoredObjectInfo> {
    const file = this.dataFile(objectPath);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = tempFileFor(file);
    const hash = crypto.createHash("sha256");
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, (await fsp.open(temp, "wx")).createWriteStream());
      // Readers see "no object" rather than new bytes with old metadata.
      await fsp.rm(this.metaFile(objectPath), { force: true });
      await fsp.rename(temp, file);
    } finally {
      await fsp.rm(temp, { force: true });
    }
    const info: StoredObjectInfo = { size, contentType, etag: etagOf(hash) };
    await this.writeMeta(objectPath, info);
    return info;
  }

  async stat(objectPath: string): Promise<StoredObjectInfo | null> {
    try {
      const meta = JSON.parse(await fsp.readFile(this.metaFile(objectPath), "utf8")) as StoredObjectInfo;
      return { size: meta.size, contentType: meta.contentType, etag: meta.etag };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async openRead(objectPath: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream> {
    // A path's stream reads with callbacks; a FileHandle's makes a promise per read, about
    // twice the work for a small file (a video segment). Waiting for the open makes a
    // missing file an error here rather than on the stream.
    const stream = fs.createReadStream(this.dataFile(objectPath), range ? { start: range.start, end: range.end } : {});
    await once(stream, "open");
    return stream;
  }

  async delete(objectPath: string): Promise<void> {
    await fsp.rm(this.metaFile(objectPath), { force: true });
    await fsp.rm(this.dataFile(objectPath), { force: true });
  }

  /** The metadata file is written last: an object exists for readers once it is there. */
  private async writeMeta(objectPath: string, info: StoredObjectInfo) {
    const file = this.metaFile(objectPath);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = tempFileFor(file);
    try {
      await fsp.writeFile(temp, JSON.stringify(info), { flag: "wx" });
      await fsp.rename(temp, file);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }

  localFile(objectPath: string): string {
    return this.dataFile(objectPath);
  }

  private dataFile(objectPath: string) {
    return path.join(this.root, "data", ...assertObjectPath(objectPath).split("/"));
  }

  private metaFile(objectPath: string) {
    return `${path.join(this.root, "meta", ...assertObjectPath(objectPath).split("/"))}.json`;
  }
}

/**
 * Passes an upload's bytes through while counting them (413 past the limit),
 * checking the leading bytes against the declared type (415) and hashing them
 * for the ETag.
 */
class UploadGuard extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);
  private headChecked = false;
  private readonly hash = crypto.createHash("sha256");

  constructor(
    private readonly contentType: string,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(fileTooLarge(this.maxBytes));
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
      if (this.head.length >= SNIFF_BYTES && !this.checkHead()) return callback(this.wrongType());
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    // Files shorter than SNIFF_BYTES (or empty) are checked on what there is.
    if (!this.headChecked && !this.checkHead()) return callback(this.wrongType());
    callback();
  }

  etag(): string {
    return etagOf(this.hash);
  }

  private checkHead(): boolean {
    this.headChecked = true;
    return bytesMatchContentType(this.contentType, this.head);
  }

  private wrongType() {
    return unsupportedFileType(familyOf(this.contentType));
  }
}

function etagOf(hash: crypto.Hash): string {
  return `"${hash.digest("base64url")}"`;
}

function uploadUrlUsed() {
  return conflict("This upload URL has already been used");
}

/** A hidden temporary name next to the final file (same folder, so the move is atomic). */
function tempFileFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(6).toString("hex")}.tmp`);
}

/** Moves a finished upload into place, refusing (409) if the object appeared meanwhile. */
async function placeExclusively(temp: string, file: string) {
  try {
    // link() fails when the target exists, unlike rename(): two PUTs racing on one URL cannot both win.
    await fsp.link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw uploadUrlUsed();
    // File systems without hard links: check, then rename.
    if (await exists(file)) throw uploadUrlUsed();
    await fsp.rename(temp, file);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fsp.access(file);
    return true;
  } catch {
    return false;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === "ENOENT";
}
