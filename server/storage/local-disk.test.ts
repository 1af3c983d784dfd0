import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalDiskStorage } from "./local-disk";
import { sampleFile } from "../test/fixtures/media-samples";

const OWNER = "0b5c7f1e-8a55-4d2c-9a0e-3f1d2c4b5a69";
const PATH = `uploads/${OWNER}/2d1f6c2e-5b7a-4c8e-9f10-1a2b3c4d5e6f`;
const KEY = Buffer.alloc(32, 7);

let root: string;
let storage: LocalDiskStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-objects-"));
  storage = new LocalDiskStorage(root, "http://localhost:5000", KEY);
});
afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every file under the storage root (objects, metadata and any temporary file). */
function filesOnDisk(): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const grant = { objectPath: PATH, contentType: "image/png", maxBytes: 10_000, expiresInSeconds: 900 };

describe("local disk upload URLs", () => {
  it("point at this server's /objects URL, signed for method, path, type, size and expiry", async () => {
    const url = new URL(await storage.createUploadUrl(grant));
    expect(url.origin + url.pathname).toBe(`http://localhost:5000/objects/${PATH}`);
    expect(url.searchParams.get("contentType")).toBe("image/png");
    expect(url.searchParams.get("maxBytes")).toBe("10000");
    expect(Number(url.searchParams.get("expires")) - Date.now() / 1000).toBeCloseTo(900, -1);
    expect(storage.verifyUpload(PATH, Object.fromEntries(url.searchParams))).toMatchObject({
      objectPath: PATH,
      contentType: "image/png",
      maxBytes: 10_000,
    });
  });

  it("are refused when any signed part is changed", async () => {
    const query = Object.fromEntries(new URL(await storage.createUploadUrl(grant)).searchParams);
    const refused = (objectPath: string, q: Record<string, string>) => () => storage.verifyUpload(objectPath, q);
    expect(refused(PATH, { ...query, maxBytes: "999999999" })).toThrow("Invalid upload signature");
    expect(refused(PATH, { ...query, contentType: "image/gif" })).toThrow("Invalid upload signature");
    expect(refused(PATH, { ...query, expires: String(Number(query.expires) + 3600) })).toThrow("Invalid upload signature");
    expect(refused(`uploads/${OWNER}/another`, query)).toThrow("Invalid upload signature");
    expect(refused(PATH, { ...query, signature: `${query.signature.slice(0, -2)}AA` })).toThrow("Invalid upload signature");
    const { signature: _dropped, ...unsigned } = query;
    expect(refused(PATH, unsigned)).toThrow("Invalid upload signature");
  });

  it("are refused once expired (after 15 minutes)", async () => {
    const query = Object.fromEntries(new URL(await storage.createUploadUrl(grant)).searchParams);
    vi.useFakeTimers({ now: Date.now() + 901_000 });
    expect(() => storage.verifyUpload(PATH, query)).toThrow("This upload URL has expired");
  });

  it("are signed with the server's key: another key refuses them", async () => {
    const query = Object.fromEntries(new URL(await storage.createUploadUrl(grant)).searchParams);
    const other = new LocalDiskStorage(root, "http://localhost:5000", Buffer.alloc(32, 8));
    expect(() => other.verifyUpload(PATH, query)).toThrow("Invalid upload signature");
  });
});

describe("local disk uploads", () => {
  it("store the bytes with their content type, size and ETag, readable whole or by range", async () => {
    const bytes = sampleFile("image/png", 5000);
    const info = await storage.writeUpload(PATH, Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]), "image/png", 10_000);
    expect(info).toMatchObject({ size: 5000, contentType: "image/png" });
    expect(info.etag).toMatch(/^"[\w-]{43}"$/);
    expect(await storage.stat(PATH)).toEqual(info);
    expect((await readAll(await storage.openRead(PATH))).equals(bytes)).toBe(true);
    expect((await readAll(await storage.openRead(PATH, { start: 100, end: 199 }))).equals(bytes.subarray(100, 200))).toBe(true);
  });

  it("refuse more bytes than the limit (413) and leave nothing behind", async () => {
    const upload = storage.writeUpload(PATH, Readable.from([sampleFile("image/png", 10_001)]), "image/png", 10_000);
    await expect(upload).rejects.toMatchObject({ status: 413 });
    expect(await storage.stat(PATH)).toBeNull();
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuse bytes that are not the declared format (415) and leave nothing behind", async () => {
    const upload = storage.writeUpload(PATH, Readable.from([sampleFile("image/jpeg")]), "image/png", 10_000);
    await expect(upload).rejects.toMatchObject({ status: 415 });
    expect(filesOnDisk()).toEqual([]);
  });

  it("leave nothing behind when the upload is interrupted", async () => {
    const body = new PassThrough();
    const upload = storage.writeUpload(PATH, body, "image/png", 10_000);
    body.write(sampleFile("image/png", 2000));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(filesOnDisk()).toHaveLength(1); // the temporary file, hidden and not an object
    expect(await storage.stat(PATH)).toBeNull();
    body.destroy(new Error("client went away"));
    await expect(upload).rejects.toThrow("client went away");
    expect(filesOnDisk()).toEqual([]);
  });

  it("store one object per path: a second upload is refused (409)", async () => {
    await storage.writeUpload(PATH, Readable.from([sampleFile("image/png")]), "image/png", 10_000);
    const again = storage.writeUpload(PATH, Readable.from([sampleFile("image/png", 100)]), "image/png", 10_000);
    await expect(again).rejects.toMatchObject({ status: 409 });
    expect((await storage.stat(PATH))?.size).toBe(4096);
  });

  it("let only one of two racing uploads to the same path win", async () => {
    const results = await Promise.allSettled([
      storage.writeUpload(PATH, Readable.from([sampleFile("image/png", 3000)]), "image/png", 10_000),
      storage.writeUpload(PATH, Readable.from([sampleFile("image/png", 4000)]), "image/png", 10_000),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const winner = results.find((r) => r.status === "fulfilled")!.value;
    expect(await storage.stat(PATH)).toEqual(winner);
    expect(filesOnDisk()).toHaveLength(2); // the object and its metadata
  });
});

describe("local disk objects", () => {
  it("are written at once, replaced, and deleted", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const first = await storage.writeObject("demo/corgi.svg", svg, "image/svg+xml");
    expect(first).toMatchObject({ size: svg.length, contentType: "image/svg+xml" });
    const second = await storage.writeObject("demo/corgi.svg", Buffer.from("<svg/>"), "image/svg+xml");
    expect(second.etag).not.toBe(first.etag);
    expect((await readAll(await storage.openRead("demo/corgi.svg"))).toString()).toBe("<svg/>");
    await storage.delete("demo/corgi.svg");
    expect(await storage.stat("demo/corgi.svg")).toBeNull();
    expect(filesOnDisk()).toEqual([]);
  });

  it("cannot be named outside the storage folder", async () => {
    for (const bad of ["../escape", "demo/../../x", ".hidden", "a//b", "/abs", ""]) {
      await expect(storage.writeObject(bad, Buffer.from("x"), "image/png"), bad).rejects.toThrow("Invalid object path");
    }
  });
});
