/**
 * Uploads and object reads end to end on the local disk driver: issue a URL,
 * PUT the bytes, register them, read them back as each kind of viewer.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { eq } from "drizzle-orm";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadTicket } from "@shared/api-types";
import { mediaObjects, type User } from "../../db/schema";
import { attachPostMedia, checkPostMedia, POST_MEDIA_REQUIRED } from "../../commands/media";
import { sampleFile, SVG_WITH_SCRIPT } from "../../test/fixtures/media-samples";
import { buildCreator, buildPost, buildStaff, buildSubscription, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

const MB = 1024 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** superagent buffers any answer as raw bytes with this parser. */
function bytes(res: unknown, done: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  stream.on("end", () => done(null, Buffer.concat(chunks)));
}

/** The path and query of an absolute upload URL, for a supertest agent. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

async function issue(agent: request.Agent, body?: object): Promise<UploadTicket> {
  const res = await agent.post("/api/objects/upload").send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The whole flow's first half: a URL for this file, and the PUT of its bytes. */
async function uploadAs(
  agent: request.Agent,
  file: Buffer,
  contentType: string,
  purpose: "profile" | "image" | "video" | "reel" = "image",
) {
  const ticket = await issue(agent, { contentType, size: file.length, purpose });
  const put = await t.anonymous().put(pathOf(ticket.uploadURL)).set(ticket.uploadHeaders).send(file);
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return { ticket, objectPath: ticket.objectPath, etag: put.headers.etag as string };
}

/** Every file left under the local driver's folder. */
function filesOnDisk(): string[] {
  const root = path.join(t.ctx.config.dataDir, "objects");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}

/** A PUT written by hand: chunked when no Content-Length is given, or cut off midway. */
function rawPut(
  url: string,
  headers: Record<string, string>,
  chunks: Buffer[],
  options: { abortAfterChunks?: number } = {},
): Promise<{ status: number; body: string } | "aborted"> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "PUT", headers }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", (error) => (options.abortAfterChunks !== undefined ? resolve("aborted") : reject(error)));
    chunks.forEach((chunk, i) => {
      req.write(chunk);
      if (i + 1 === options.abortAfterChunks) setTimeout(() => req.destroy(), 50);
    });
    if (options.abortAfterChunks === undefined) req.end();
  });
}

const until = async (check: () => boolean | Promise<boolean>, ms = 2000) => {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((r) => setTimeout(r, 20))) {
    if (await check()) return;
  }
  throw new Error("condition not reached");
};

describe("POST /api/objects/upload", () => {
  it("refuses visitors", async () => {
    const res = await t.anonymous().post("/api/objects/upload").send({ contentType: "image/png", size: 10 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("answers a signed URL for one new object in the caller's uploads folder, good for 15 minutes", async () => {
    const user = await buildUser(t.ctx.db);
    const ticket = await issue(await t.as(user), { contentType: "image/png", size: 1234, purpose: "profile" });
    expect(ticket.objectPath).toMatch(new RegExp(`^/objects/uploads/${user.id}/[0-9a-f-]{36}$`));
    const url = new URL(ticket.uploadURL);
    expect(url.origin).toBe(t.baseUrl);
    expect(url.pathname).toBe(ticket.objectPath);
    expect(url.searchParams.get("contentType")).toBe("image/png");
    expect(url.searchParams.get("maxBytes")).toBe("1234");
    expect(Number(url.searchParams.get("expires")) - Date.now() / 1000).toBeCloseTo(15 * 60, -1);
    expect(ticket.uploadHeaders).toEqual({ "Content-Type": "image/png" });
  });

  it("with an empty body grants any accepted image format of up to 10 MB", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const res = await agent.post("/api/objects/upload");
    expect(res.status).toBe(200);
    const url = new URL(res.body.uploadURL);
    expect(url.searchParams.get("contentType")).toBe("image/*");
    expect(url.searchParams.get("maxBytes")).toBe(String(10 * MB));
    expect(res.body.uploadHeaders).toEqual({});

    const put = await t.anonymous().put(pathOf(res.body.uploadURL)).set("Content-Type", "image/webp").send(sampleFile("image/webp"));
    expect(put.status).toBe(200);
    const video = await issue(agent);
    const refused = await t.anonymous().put(pathOf(video.uploadURL)).set("Content-Type", "video/mp4").send(sampleFile("video/mp4"));
    expect(refused.status).toBe(415);
  });

  it("refuses a declared size over the purpose's limit (413): images 10 MB, videos and reels 100 MB", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const tooBigImage = await agent.post("/api/objects/upload").send({ contentType: "image/png", size: 10 * MB + 1, purpose: "image" });
    expect(tooBigImage.status).toBe(413);
    expect(tooBigImage.body).toEqual({ message: "Maximum file size is 10MB" });
    const tooBigProfile = await agent.post("/api/objects/upload").send({ contentType: "image/jpeg", size: 11 * MB, purpose: "profile" });
    expect(tooBigProfile.status).toBe(413);
    const tooBigReel = await agent.post("/api/objects/upload").send({ contentType: "video/mp4", size: 100 * MB + 1, purpose: "reel" });
    expect(tooBigReel.status).toBe(413);
    expect(tooBigReel.body).toEqual({ message: "Maximum file size is 100MB" });
    const bigVideo = await agent.post("/api/objects/upload").send({ contentType: "video/mp4", size: 100 * MB, purpose: "video" });
    expect(bigVideo.status).toBe(200);
  });

  it("refuses a content type the purpose does not take (415), and SVG always", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const cases = [
      { contentType: "image/svg+xml", size: 100, purpose: "image" },
      { contentType: "image/png", size: 100, purpose: "video" },
      { contentType: "video/mp4", size: 100, purpose: "profile" },
      { contentType: "text/html", size: 100, purpose: "image" },
    ];
    for (const body of cases) {
      const res = await agent.post("/api/objects/upload").send(body);
      expect(res.status, body.contentType).toBe(415);
      expect(res.body.message).toMatch(/^Invalid file type/);
    }
  });

  it("answers bad fields with a 400 and its message", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const res = await agent.post("/api/objects/upload").send({ purpose: "podcast" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("purpose must be profile, image, video or reel");
  });
});

describe("PUT to an upload URL", () => {
  it("stores the bytes: the owner reads them back byte for byte", async () => {
    const owner = await buildUser(t.ctx.db);
    const agent = await t.as(owner);
    const file = sampleFile("video/mp4", 300_000);
    const { objectPath, etag } = await uploadAs(agent, file, "video/mp4", "video");
    const res = await agent.get(objectPath).buffer(true).parse(bytes);
    expect(res.status).toBe(200);
    expect((res.body as Buffer).equals(file)).toBe(true);
    expect(res.headers["content-type"]).toBe("video/mp4");
    expect(res.headers["content-length"]).toBe("300000");
    expect(res.headers.etag).toBe(etag);
  });

  it("is good for one object: a second PUT to the same URL is refused (409)", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const file = sampleFile("image/png");
    const { ticket } = await uploadAs(agent, file, "image/png");
    const again = await t.anonymous().put(pathOf(ticket.uploadURL)).set(ticket.uploadHeaders).send(file);
    expect(again.status).toBe(409);
  });

  it("refuses a tampered signature (403) and stores nothing", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const ticket = await issue(agent, { contentType: "image/png", size: 100, purpose: "image" });
    const url = new URL(ticket.uploadURL);
    url.searchParams.set("maxBytes", String(10 * MB));
    const res = await t.anonymous().put(pathOf(url.toString())).set(ticket.uploadHeaders).send(sampleFile("image/png", 5000));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Invalid upload signature" });

    const otherPath = new URL(ticket.uploadURL);
    otherPath.pathname = `${otherPath.pathname.slice(0, -4)}0000`;
    const moved = await t.anonymous().put(pathOf(otherPath.toString())).set(ticket.uploadHeaders).send(sampleFile("image/png", 100));
    expect(moved.status).toBe(403);
    expect(await t.ctx.storage.stat(ticket.objectPath.slice("/objects/".length))).toBeNull();
  });

  it("refuses an expired URL (403)", async () => {
    const user = await buildUser(t.ctx.db);
    const objectPath = `uploads/${user.id}/expired-upload`;
    const url = await t.ctx.storage.createUploadUrl({ objectPath, contentType: "image/png", maxBytes: 100, expiresInSeconds: -1 });
    const res = await t.anonymous().put(pathOf(url)).set("Content-Type", "image/png").send(sampleFile("image/png", 100));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "This upload URL has expired" });
    expect(await t.ctx.storage.stat(objectPath)).toBeNull();
  });

  it("refuses a Content-Type other than the signed one (415)", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const ticket = await issue(agent, { contentType: "image/png", size: 4096, purpose: "image" });
    const res = await t.anonymous().put(pathOf(ticket.uploadURL)).set("Content-Type", "image/gif").send(sampleFile("image/gif"));
    expect(res.status).toBe(415);
  });

  it("refuses bytes that are not the declared format (415) and leaves nothing behind", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const before = filesOnDisk().length;
    const ticket = await issue(agent, { contentType: "image/png", size: SVG_WITH_SCRIPT.length, purpose: "image" });
    const res = await t.anonymous().put(pathOf(ticket.uploadURL)).set(ticket.uploadHeaders).send(SVG_WITH_SCRIPT);
    expect(res.status).toBe(415);
    expect(filesOnDisk()).toHaveLength(before);
    expect(await t.ctx.storage.stat(ticket.objectPath.slice("/objects/".length))).toBeNull();
  });

  it("refuses a Content-Length over the signed maximum before reading (413)", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const before = filesOnDisk().length;
    const ticket = await issue(agent, { contentType: "image/png", size: 1000, purpose: "image" });
    const res = await t.anonymous().put(pathOf(ticket.uploadURL)).set(ticket.uploadHeaders).send(sampleFile("image/png", 2000));
    expect(res.status).toBe(413);
    expect(filesOnDisk()).toHaveLength(before);
  });

  it("counts the bytes actually received: a chunked body past the maximum is refused (413) and removed", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const before = filesOnDisk().length;
    const ticket = await issue(agent, { contentType: "image/png", size: 20_000, purpose: "image" });
    const file = sampleFile("image/png", 30_000);
    const res = await rawPut(ticket.uploadURL, { ...ticket.uploadHeaders, "Transfer-Encoding": "chunked" }, [
      file.subarray(0, 10_000),
      file.subarray(10_000, 20_000),
      file.subarray(20_000),
    ]);
    expect(res).toMatchObject({ status: 413 });
    expect(filesOnDisk()).toHaveLength(before);
    expect(await t.ctx.storage.stat(ticket.objectPath.slice("/objects/".length))).toBeNull();
  });

  it("leaves nothing behind when the upload is interrupted", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    const before = filesOnDisk().length;
    const file = sampleFile("video/webm", 200_000);
    const ticket = await issue(agent, { contentType: "video/webm", size: file.length, purpose: "reel" });
    const res = await rawPut(
      ticket.uploadURL,
      { ...ticket.uploadHeaders, "Content-Length": String(file.length) },
      [file.subarray(0, 50_000), file.subarray(50_000, 100_000)],
      { abortAfterChunks: 2 },
    );
    expect(res).toBe("aborted");
    await until(() => filesOnDisk().length === before);
    expect(await t.ctx.storage.stat(ticket.objectPath.slice("/objects/".length))).toBeNull();
    // The URL is still unused: the whole file can be sent again.
    const retry = await t.anonymous().put(pathOf(ticket.uploadURL)).set(ticket.uploadHeaders).send(file);
    expect(retry.status).toBe(200);
  });
});

describe("PUT /api/profile-images", () => {
  it("refuses visitors", async () => {
    const res = await t.anonymous().put("/api/profile-images").send({ imageURL: "/objects/uploads/x/y" });
    expect(res.status).toBe(401);
  });

  it("accepts the upload URL, a full /objects URL or the object path, and makes the image public", async () => {
    const owner = await buildUser(t.ctx.db);
    const agent = await t.as(owner);
    for (const reference of ["uploadURL", "fullUrl", "objectPath"] as const) {
      const file = sampleFile("image/jpeg", 2048);
      const { ticket } = await uploadAs(agent, file, "image/jpeg", "profile");
      const imageURL =
        reference === "uploadURL" ? ticket.uploadURL : reference === "fullUrl" ? `${t.baseUrl}${ticket.objectPath}` : ticket.objectPath;
      const res = await agent.put("/api/profile-images").send({ imageURL });
      expect(res.status, reference).toBe(200);
      expect(res.body).toEqual({ objectPath: ticket.objectPath });

      const read = await t.anonymous().get(ticket.objectPath).buffer(true).parse(bytes);
      expect(read.status).toBe(200);
      expect((read.body as Buffer).equals(file)).toBe(true);
      expect(read.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const [row] = await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.ownerId, owner.id)).limit(1);
    expect(row).toMatchObject({ visibility: "public", contentType: "image/jpeg", size: 2048, creatorProfileId: null });
  });

  it("refuses another user's upload (403), a missing one (400) and a video (415)", async () => {
    const owner = await buildUser(t.ctx.db);
    const { objectPath } = await uploadAs(await t.as(owner), sampleFile("image/png"), "image/png");
    const intruder = await t.as(await buildUser(t.ctx.db));
    const stolen = await intruder.put("/api/profile-images").send({ imageURL: objectPath });
    expect(stolen.status).toBe(403);

    const missing = await (await t.as(owner)).put("/api/profile-images").send({ imageURL: `/objects/uploads/${owner.id}/nothing-here` });
    expect(missing.status).toBe(400);
    const empty = await (await t.as(owner)).put("/api/profile-images").send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("imageURL is required");

    const { objectPath: video } = await uploadAs(await t.as(owner), sampleFile("video/mp4"), "video/mp4", "video");
    const notAnImage = await (await t.as(owner)).put("/api/profile-images").send({ imageURL: video });
    expect(notAnImage.status).toBe(415);
    // The video itself is untouched: it may still become a post's media.
    expect(await t.ctx.storage.stat(video.slice("/objects/".length))).not.toBeNull();
  });
});

describe("GET /objects/<path>: who may read", () => {
  let creator: User;
  let subscriber: User;
  let canceled: User;
  let stranger: User;
  let staff: User;
  let premiumMedia: string;
  let publicMedia: string;
  let publicVideo: string;

  beforeAll(async () => {
    const built = await buildCreator(t.ctx.db);
    creator = built.owner;
    subscriber = await buildUser(t.ctx.db);
    canceled = await buildUser(t.ctx.db);
    stranger = await buildUser(t.ctx.db);
    staff = await buildStaff(t.ctx.db);
    await buildSubscription(t.ctx.db, subscriber, built.profile);
    await buildSubscription(t.ctx.db, canceled, built.profile, { status: "canceled" });
    const creatorAgent = await t.as(creator);
    premiumMedia = (await uploadAs(creatorAgent, sampleFile("image/png"), "image/png", "image")).objectPath;
    publicMedia = (await uploadAs(creatorAgent, sampleFile("image/gif"), "image/gif", "image")).objectPath;
    publicVideo = (await uploadAs(creatorAgent, sampleFile("video/quicktime"), "video/quicktime", "video")).objectPath;
    const premium = await checkPostMedia(t.ctx.db, t.ctx.storage, { ownerId: creator.id, mediaUrl: premiumMedia });
    const open = await checkPostMedia(t.ctx.db, t.ctx.storage, { ownerId: creator.id, mediaUrl: publicMedia });
    const video = await checkPostMedia(t.ctx.db, t.ctx.storage, { ownerId: creator.id, mediaUrl: publicVideo });
    const premiumPost = await buildPost(t.ctx.db, built.profile, { mediaUrl: premiumMedia, isPremium: true });
    const publicPost = await buildPost(t.ctx.db, built.profile, { mediaUrl: publicMedia });
    const videoPost = await buildPost(t.ctx.db, built.profile, { mediaUrl: publicVideo, mediaType: "video" });
    await t.ctx.db.transaction(async (tx) => {
      await attachPostMedia(tx, t.ctx.jobs, premium, { creatorProfileId: built.profile.id, postId: premiumPost.id, premium: true });
      await attachPostMedia(tx, t.ctx.jobs, open, { creatorProfileId: built.profile.id, postId: publicPost.id, premium: false });
      await attachPostMedia(tx, t.ctx.jobs, video, { creatorProfileId: built.profile.id, postId: videoPost.id, premium: false });
    });
  });

  const read = async (who: User | null, objectPath: string) =>
    (who ? await t.as(who) : t.anonymous()).get(objectPath).buffer(true).parse(bytes);

  it("premium post media: the creator and active subscribers only", async () => {
    expect((await read(creator, premiumMedia)).status).toBe(200);
    const bySubscriber = await read(subscriber, premiumMedia);
    expect(bySubscriber.status).toBe(200);
    expect(bySubscriber.headers["cache-control"]).toBe("private, no-cache");
    for (const who of [null, stranger, canceled]) {
      const res = await read(who, premiumMedia);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString())).toEqual({ message: "Not found" });
    }
  });

  it("a video post's uploaded file: its creator and staff only, even on a post for everyone (viewers watch its renditions)", async () => {
    for (const who of [creator, staff]) {
      const res = await read(who, publicVideo);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-cache");
    }
    for (const who of [null, stranger, subscriber]) expect((await read(who, publicVideo)).status).toBe(404);
  });

  it("answers a refused read exactly like a missing object", async () => {
    const refused = await read(stranger, premiumMedia);
    const missing = await read(stranger, `/objects/uploads/${creator.id}/00000000-0000-4000-8000-000000000000`);
    expect([refused.status, refused.body.toString()]).toEqual([missing.status, missing.body.toString()]);
    expect(refused.headers["content-type"]).toBe(missing.headers["content-type"]);
  });

  it("non-premium post media: everyone, cacheable publicly", async () => {
    for (const who of [null, stranger, subscriber, creator]) {
      const res = await read(who, publicMedia);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("an upload not yet used anywhere: its owner only", async () => {
    const owner = await buildUser(t.ctx.db);
    const { objectPath } = await uploadAs(await t.as(owner), sampleFile("image/png"), "image/png");
    expect((await read(owner, objectPath)).status).toBe(200);
    expect((await read(stranger, objectPath)).status).toBe(404);
    expect((await read(null, objectPath)).status).toBe(404);
  });

  it("HEAD answers the headers without the body", async () => {
    const res = await (await t.as(subscriber)).head(premiumMedia);
    expect(res.status).toBe(200);
    expect(res.headers["content-length"]).toBe("4096");
    expect(res.headers["content-type"]).toBe("image/png");
    expect((await t.anonymous().head(premiumMedia)).status).toBe(404);
  });

  it("answers 304 when If-None-Match names the current ETag", async () => {
    const first = await read(subscriber, premiumMedia);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await (await t.as(subscriber)).get(premiumMedia).set("If-None-Match", etag);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    const weak = await (await t.as(subscriber)).get(premiumMedia).set("If-None-Match", `"other", W/${etag}`);
    expect(weak.status).toBe(304);
    const stale = await (await t.as(subscriber)).get(premiumMedia).set("If-None-Match", '"other"');
    expect(stale.status).toBe(200);
    // The access rule comes first: a stranger with the ETag learns nothing.
    const strangerWithTag = await (await t.as(stranger)).get(premiumMedia).set("If-None-Match", etag);
    expect(strangerWithTag.status).toBe(404);
  });

  it("honours byte ranges (206) so large files stream and resume", async () => {
    const file = sampleFile("image/png");
    const agent = await t.as(subscriber);
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=4000-", 4000, 4095],
      ["bytes=-96", 4000, 4095],
      ["bytes=4000-999999", 4000, 4095],
    ];
    for (const [range, start, end] of cases) {
      const res = await agent.get(premiumMedia).set("Range", range).buffer(true).parse(bytes);
      expect(res.status, range).toBe(206);
      expect(res.headers["content-range"]).toBe(`bytes ${start}-${end}/4096`);
      expect(res.headers["content-length"]).toBe(String(end - start + 1));
      expect((res.body as Buffer).equals(file.subarray(start, end + 1))).toBe(true);
    }
    expect(res200(await agent.get(premiumMedia).set("Range", "bytes=0-1,10-20").buffer(true).parse(bytes))).toBe(4096);
    expect(res200(await agent.get(premiumMedia).set("Range", "bytes=0-9").set("If-Range", '"old"').buffer(true).parse(bytes))).toBe(4096);
    const unsatisfiable = await agent.get(premiumMedia).set("Range", "bytes=5000-6000");
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers["content-range"]).toBe("bytes */4096");
  });

  it("serves demo SVGs sandboxed, so a script inside cannot run", async () => {
    const info = await t.ctx.storage.writeObject("demo/test-badge.svg", SVG_WITH_SCRIPT, "image/svg+xml");
    await t.ctx.db.insert(mediaObjects).values({ objectPath: "demo/test-badge.svg", ownerId: creator.id, visibility: "public", ...info });
    const res = await t.anonymous().get("/objects/demo/test-badge.svg").buffer(true).parse(bytes);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-security-policy"]).toBe("sandbox");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers malformed paths with 404 and other methods with 405", async () => {
    expect((await t.anonymous().get("/objects/..%2F..%2Fsession-secret")).status).toBe(404);
    expect((await t.anonymous().get("/objects/.hidden")).status).toBe(404);
    const del = await (await t.as(creator)).delete(publicMedia);
    expect(del.status).toBe(405);
    expect(del.body).toEqual({ message: "Method not allowed" });
  });
});

describe("checking and attaching a post's media", () => {
  const attach = async (input: { mediaUrl: string; ownerId: string; creatorProfileId: string; postId: string; premium: boolean }) => {
    const upload = await checkPostMedia(t.ctx.db, t.ctx.storage, input);
    await t.ctx.db.transaction((tx) => attachPostMedia(tx, t.ctx.jobs, upload, input));
  };

  it("needs an existing upload of the post's owner", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const post = await buildPost(t.ctx.db, profile);
    const base = { ownerId: owner.id, creatorProfileId: profile.id, postId: post.id, premium: false };
    await expect(attach({ ...base, mediaUrl: "https://example.com/cat.png" })).rejects.toMatchObject({
      status: 400,
      message: POST_MEDIA_REQUIRED,
    });
    await expect(attach({ ...base, mediaUrl: `/objects/uploads/${owner.id}/never-uploaded` })).rejects.toMatchObject({ status: 400 });
    const other = await buildUser(t.ctx.db);
    const { objectPath } = await uploadAs(await t.as(other), sampleFile("image/png"), "image/png");
    await expect(attach({ ...base, mediaUrl: objectPath })).rejects.toMatchObject({ status: 403 });
  });

  it("keeps a file's visibility: premium media cannot be reused in a public post, nor in another exclusive post", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const { objectPath } = await uploadAs(await t.as(owner), sampleFile("image/webp"), "image/webp");
    const [post, other] = [await buildPost(t.ctx.db, profile, { isPremium: true }), await buildPost(t.ctx.db, profile, { isPremium: true })];
    const base = { ownerId: owner.id, creatorProfileId: profile.id, mediaUrl: objectPath };
    await attach({ ...base, postId: post.id, premium: true });
    await attach({ ...base, postId: post.id, premium: true }); // the same rule again is fine
    await expect(attach({ ...base, postId: other.id, premium: false })).rejects.toMatchObject({ status: 409 });
    // Read under its post's audience: another post's could differ.
    await expect(attach({ ...base, postId: other.id, premium: true })).rejects.toMatchObject({ status: 409 });
    const stillPrivate = await t.anonymous().get(objectPath);
    expect(stillPrivate.status).toBe(404);
  });
});

function res200(res: { status: number; body: Buffer }): number {
  expect(res.status).toBe(200);
  return res.body.length;
}
