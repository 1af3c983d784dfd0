import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./local-disk";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-stream-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("writing an object from a stream (local disk)", () => {
  const storage = new LocalDiskStorage(root, "http://localhost:5000", Buffer.alloc(32));

  it("stores the chunks as one object with its size, type and ETag, and replaces an earlier one", async () => {
    const chunks = [Buffer.alloc(64 * 1024, 1), Buffer.alloc(64 * 1024, 2), Buffer.from("end")];
    await storage.writeObject("videos/a/360/segment_000.ts", Buffer.from("partial"), "video/mp2t");
    const info = await storage.writeObjectStream("videos/a/360/segment_000.ts", Readable.from(chunks), "video/mp2t");
    expect(info.size).toBe(128 * 1024 + 3);
    expect(await storage.stat("videos/a/360/segment_000.ts")).toEqual(info);
    const read: Buffer[] = [];
    for await (const chunk of (await storage.openRead("videos/a/360/segment_000.ts")) as AsyncIterable<Buffer>) read.push(chunk);
    expect(Buffer.concat(read).equals(Buffer.concat(chunks))).toBe(true);
    const again = await storage.writeObject("videos/b", Buffer.concat(chunks), "video/mp2t");
    expect(again.etag).toBe(info.etag);
  });

  it("a stream that fails leaves no object and no temporary file behind", async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error("source gone"));
      },
    });
    await expect(storage.writeObjectStream("videos/a/360/segment_001.ts", failing, "video/mp2t")).rejects.toThrow("source gone");
    expect(await storage.stat("videos/a/360/segment_001.ts")).toBeNull();
    expect(fs.readdirSync(path.join(root, "data", "videos", "a", "360"))).toEqual(["segment_000.ts"]);
  });
});
