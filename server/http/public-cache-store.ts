/**
 * Where the public cache (./public-cache.ts) keeps answers: in this process, or
 * in Redis when REDIS_URL is set, so that every instance shares the answers and
 * a write on one instance clears them for all. Each family of answers has a
 * version; a write gives its family a new one, and an answer counts only under
 * the version that was current when its request began, so an answer computed
 * while a write happened is never served after it.
 */
import crypto from "node:crypto";
import type { Redis } from "ioredis";
import type { ContentCoding } from "./content-coding";

/** One stored answer: the JSON body unencoded and in each coding worth sending. */
export interface CachedAnswer {
  /** The family's version when the request that made it began. */
  version: string;
  contentType: string;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<ContentCoding, Buffer>>;
}

export interface PublicCacheStore {
  /** The family's current version and the answer stored under the key, if it is of that version. */
  read(family: string, key: string): Promise<{ version: string; answer: CachedAnswer | undefined }>;
  write(family: string, key: string, answer: CachedAnswer, ttlMs: number): Promise<void>;
  /** New versions for the families: every answer stored before is gone. */
  invalidate(families: readonly string[]): Promise<void>;
}

/** Bounds the memory one process spends on answers (keys include the query string, which visitors choose). */
const MAX_MEMORY_ENTRIES = 2000;

export function memoryPublicCacheStore(maxEntries = MAX_MEMORY_ENTRIES): PublicCacheStore {
  const versions = new Map<string, number>();
  const entries = new Map<string, { answer: CachedAnswer; expiresAt: number }>();
  const versionOf = (family: string) => String(versions.get(family) ?? 0);
  return {
    async read(family, key) {
      const version = versionOf(family);
      const entry = entries.get(`${family} ${key}`);
      if (!entry || entry.answer.version !== version || entry.expiresAt <= Date.now()) return { version, answer: undefined };
      return { version, answer: entry.answer };
    },
    async write(family, key, answer, ttlMs) {
      if (answer.version !== versionOf(family)) return;
      const id = `${family} ${key}`;
      entries.delete(id);
      // Oldest first out: a Map keeps insertion order.
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(id, { answer, expiresAt: Date.now() + ttlMs });
    },
    async invalidate(families) {
      for (const family of families) versions.set(family, (versions.get(family) ?? 0) + 1);
      for (const id of entries.keys()) {
        if (families.includes(id.slice(0, id.indexOf(" ")))) entries.delete(id);
      }
    },
  };
}

const PREFIX = "pawfans:public-cache";

/** Redis: one round trip per read (MGET of the family's version and the answer). */
export function redisPublicCacheStore(client: Redis): PublicCacheStore {
  const versionKey = (family: string) => `${PREFIX}:version:${family}`;
  const answerKey = (family: string, key: string) => `${PREFIX}:answer:${family}:${key}`;
  return {
    async read(family, key) {
      const [version, stored] = await client.mgetBuffer(versionKey(family), answerKey(family, key));
      const current = version?.toString() ?? "0";
      const answer = stored ? decode(stored) : undefined;
      return { version: current, answer: answer?.version === current ? answer : undefined };
    },
    async write(family, key, answer, ttlMs) {
      await client.set(answerKey(family, key), encode(answer), "PX", Math.ceil(ttlMs));
    },
    async invalidate(families) {
      // Random, not counted up: a version that went missing can never come back and revive old answers.
      const pipeline = client.pipeline();
      for (const family of families) pipeline.set(versionKey(family), crypto.randomUUID());
      await pipeline.exec();
    },
  };
}

/** A header line of JSON (fields and the bodies' lengths), then the bodies back to back. */
function encode(answer: CachedAnswer): Buffer {
  const bodies = [answer.body, ...Object.values(answer.encoded)];
  const header = JSON.stringify({
    version: answer.version,
    contentType: answer.contentType,
    etag: answer.etag,
    codings: Object.keys(answer.encoded),
    lengths: bodies.map((b) => b.length),
  });
  return Buffer.concat([Buffer.from(`${header}\n`), ...bodies]);
}

function decode(stored: Buffer): CachedAnswer | undefined {
  const newline = stored.indexOf(10);
  if (newline < 0) return undefined;
  try {
    const header = JSON.parse(stored.subarray(0, newline).toString()) as {
      version: string;
      contentType: string;
      etag: string;
      codings: ContentCoding[];
      lengths: number[];
    };
    let offset = newline + 1;
    const bodies = header.lengths.map((length) => stored.subarray(offset, (offset += length)));
    const [body, ...encoded] = bodies;
    return {
      version: header.version,
      contentType: header.contentType,
      etag: header.etag,
      body: body!,
      encoded: Object.fromEntries(header.codings.map((coding, i) => [coding, encoded[i]!])),
    };
  } catch {
    return undefined;
  }
}
