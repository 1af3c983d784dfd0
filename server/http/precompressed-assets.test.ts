/** Hashed assets are sent as the Brotli or gzip file the build made next to them, as the client accepts. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets";

const script = `console.log(${JSON.stringify("paws ".repeat(400))});\n`;
let dir = "";
let app: express.Express;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-assets-"));
  // As scripts/vite-precompress.mjs leaves them: the file, and its compressed copies when worth it.
  fs.writeFileSync(path.join(dir, "index-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "index-abc123.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "index-abc123.js.gz"), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, "tiny-def456.js"), "export {};\n");
  const forever = { immutable: true, maxAge: "1y" };
  app = express();
  app.use("/assets", precompressedAssets(dir, forever), express.static(dir, { ...forever, fallthrough: false }));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const asset = (file: string, acceptEncoding?: string) => {
  const req = request(app).get(`/assets/${file}`);
  return acceptEncoding === undefined ? req : req.set("Accept-Encoding", acceptEncoding);
};

describe("precompressed assets", () => {
  it("sends the Brotli file to a browser, as JavaScript, cached for a year, varying by Accept-Encoding", async () => {
    const res = await asset("index-abc123.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["content-length"]).toBe(String(fs.statSync(path.join(dir, "index-abc123.js.br")).size));
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.text).toBe(script);
  });

  it("sends the gzip file to a client without Brotli", async () => {
    const res = await asset("index-abc123.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-length"]).toBe(String(fs.statSync(path.join(dir, "index-abc123.js.gz")).size));
    expect(res.text).toBe(script);
  });

  it("sends the plain file to a client that accepts no coding, still varying by Accept-Encoding", async () => {
    const res = await asset("index-abc123.js", "identity");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(script)));
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.text).toBe(script);
  });

  it("gives each coding its own ETag, and a 304 to a client that has that one", async () => {
    const br = await asset("index-abc123.js", "br");
    const plain = await asset("index-abc123.js", "identity");
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await asset("index-abc123.js", "br").set("If-None-Match", br.headers.etag!);
    expect(revalidated.status).toBe(304);
  });

  it("answers HEAD with the compressed file's headers and no body", async () => {
    const res = await request(app).head("/assets/index-abc123.js").set("Accept-Encoding", "br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.text).toBeUndefined();
  });

  it("serves a byte range of the compressed file it sends", async () => {
    const compressed = fs.readFileSync(path.join(dir, "index-abc123.js.gz"));
    const res = await asset("index-abc123.js", "gzip")
      .set("Range", "bytes=0-9")
      .buffer(true)
      // The ten bytes as sent: a piece of a gzip stream cannot be decoded.
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => done(null, Buffer.concat(chunks)));
      })
      .catch((error: { response?: request.Response }) => error.response!);
    expect(res.status).toBe(206);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-range"]).toBe(`bytes 0-9/${compressed.length}`);
    expect(res.headers["content-length"]).toBe("10");
  });

  it("sends a file without compressed copies as it is, and answers 404 for a missing one", async () => {
    const tiny = await asset("tiny-def456.js", "br");
    expect(tiny.status).toBe(200);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.text).toBe("export {};\n");
    expect((await asset("missing-000000.js", "br")).status).toBe(404);
  });
});
