/** On-the-fly compression: JSON above 1 KB as the client accepts; never exempt paths or byte ranges. */
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { compressResponses } from "./compression";

const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, text: "a pet and its person" })) };
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${"<circle r='1'/>".repeat(200)}</svg>`;

const app = express();
app.use(compressResponses({ exempt: (req) => req.path.startsWith("/objects/") }));
app.get("/api/big", (_req, res) => void res.json(big));
app.get("/api/small", (_req, res) => void res.json({ ok: true }));
app.get("/objects/drawing.svg", (_req, res) => void res.type("image/svg+xml").send(svg));
app.get("/partial.svg", (req, res) => {
  if (req.headers.range) res.status(206).setHeader("Content-Range", `bytes 0-9/${svg.length}`);
  res.type("image/svg+xml").send(req.headers.range ? svg.slice(0, 10) : svg);
});

describe("compressResponses", () => {
  it("compresses a JSON answer above 1 KB with Brotli for a browser, gzip for a client without it, with Vary", async () => {
    const br = await request(app).get("/api/big").set("Accept-Encoding", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.body).toEqual(big);
    const gzip = await request(app).get("/api/big").set("Accept-Encoding", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toEqual(big);
    const plain = await request(app).get("/api/big").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body).toEqual(big);
  });

  it("sends answers under 1 KB as they are", async () => {
    const res = await request(app).get("/api/small").set("Accept-Encoding", "br");
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("never compresses an exempt path, even of a compressible type", async () => {
    const res = await request(app).get("/objects/drawing.svg").set("Accept-Encoding", "br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-length"]).toBe(String(svg.length));
  });

  it("never compresses a byte range: its bytes are the stored ones", async () => {
    const whole = await request(app).get("/partial.svg").set("Accept-Encoding", "br");
    expect(whole.headers["content-encoding"]).toBe("br");
    const range = await request(app).get("/partial.svg").set("Accept-Encoding", "br").set("Range", "bytes=0-9");
    expect(range.status).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
  });
});
