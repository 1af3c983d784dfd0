/**
 * Serving fast, through the whole app: answers compressed as the client accepts,
 * built assets sent pre-compressed, public answers reused for signed-out visitors
 * (never for or from someone signed in) until a write changes them, and no
 * session cookie on anything a cache may keep.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityThreads, sessions, type User } from "./db/schema";
import { createApp } from "./app";
import { buildCreator, buildPost, buildSubscription, buildUser } from "./test/factories";
import { startTestApp, type TestApp } from "./test/harness";
import { newSessionRow, signedSessionCookie } from "./test/session-cookie";

let t: TestApp;
let clientDir = "";
/** The app again, over the same database, serving a client build made by the test. */
let appWithClient: Awaited<ReturnType<typeof createApp>>;
/** A GET from a browser with no cookies of its own, at the app's canonical address (page loads elsewhere are redirected). */
const fromClientBuild = (url: string) => request(appWithClient).get(url).set("Host", new URL(t.baseUrl).host);

const script = `console.log(${JSON.stringify("paws ".repeat(400))});\n`;

beforeAll(async () => {
  // A cache time far longer than the test: only writes clear answers here.
  t = await startTestApp({ PUBLIC_CACHE_SECONDS: "300" });
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "index.html"), `<!doctype html><title>PawFans</title>${"<!-- paws -->".repeat(200)}`);
  fs.writeFileSync(path.join(clientDir, "assets", "index-abc123.js"), script);
  fs.writeFileSync(path.join(clientDir, "assets", "index-abc123.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(clientDir, "assets", "index-abc123.js.gz"), zlib.gzipSync(script));
  appWithClient = await createApp(t.ctx, { clientDir });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function buildThreads(count: number, title = "Thread") {
  const author = await buildUser(t.ctx.db);
  await t.ctx.db
    .insert(communityThreads)
    .values(Array.from({ length: count }, (_, i) => ({ userId: author.id, title: `${title} ${i}`, content: "All about pets. ".repeat(30) })));
}

/** A signed-in session, as passport stores it, and its cookie. */
async function sessionCookieFor(user: User): Promise<string> {
  const row = newSessionRow(user.id);
  await t.ctx.db.insert(sessions).values(row);
  return signedSessionCookie(row.sid, t.ctx.sessionSecret);
}

const titles = (res: request.Response) => (res.body as Array<{ title: string }>).map((thread) => thread.title);

describe("compression", () => {
  it("compresses a JSON answer with Brotli or gzip as the client prefers, else sends it plain, always with Vary: Accept-Encoding", async () => {
    await buildThreads(5);
    const member = await buildUser(t.ctx.db);
    // Signed in: computed for this request and compressed on the fly.
    const agent = await t.as(member);
    const plain = await agent.get("/api/community-threads").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    expect(plain.text.length).toBeGreaterThan(1024);
    for (const [acceptEncoding, coding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      // supertest decodes the body as a browser would.
      const res = await agent.get("/api/community-threads").set("Accept-Encoding", acceptEncoding);
      expect(res.headers["content-encoding"]).toBe(coding);
      expect(res.headers.vary).toContain("Accept-Encoding");
      expect(res.text).toBe(plain.text);
    }
  });

  it("sends small answers plain: compressing them saves nothing", async () => {
    const res = await t.anonymous().get("/api/health").set("Accept-Encoding", "br, gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses index.html on the fly", async () => {
    const res = await fromClientBuild("/explore").set("Accept-Encoding", "br");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-encoding"]).toBe("br");
    // The same page for every signed-out visitor (this app keeps it in the public cache), checked again on every visit.
    expect(res.headers["cache-control"]).toBe("public, no-cache");
  });

  it("sends a built asset as its pre-compressed file, with its own type, cached for a year", async () => {
    const res = await fromClientBuild("/assets/index-abc123.js").set("Accept-Encoding", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["content-length"]).toBe(String(fs.statSync(path.join(clientDir, "assets", "index-abc123.js.br")).size));
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(res.text).toBe(script);
  });

  it("sends an asset with a subresource's two headers only, not the page's policies", async () => {
    const res = await fromClientBuild("/assets/index-abc123.js").set("Accept-Encoding", "br");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers).not.toHaveProperty("content-security-policy");
    expect(res.headers).not.toHaveProperty("x-frame-options");
    // Nor what a hashed, immutable file never needs (a page loads dozens): its ETag is validator enough.
    expect(res.headers).not.toHaveProperty("last-modified");
    expect(res.headers).not.toHaveProperty("accept-ranges");
    expect(res.headers.etag).toBeTruthy();
    // The page itself keeps them.
    const page = await fromClientBuild("/");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

describe("the public cache", () => {
  it("serves a list computed once to every signed-out visitor, while someone signed in always gets it fresh", async () => {
    const first = await t.anonymous().get("/api/community-threads?category=Success%20Stories");
    expect(first.headers["x-public-cache"]).toBe("miss");
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    // A change no write announced (as a job's would be): cached answers keep the old list for their time.
    await t.ctx.db
      .insert(communityThreads)
      .values({ userId: (await buildUser(t.ctx.db)).id, title: "Quietly added", content: "x", category: "Success Stories" });
    const cached = await t.anonymous().get("/api/community-threads?category=Success%20Stories");
    expect(cached.headers["x-public-cache"]).toBe("hit");
    expect(titles(cached)).toEqual(titles(first));

    const member = await t.as(await buildUser(t.ctx.db));
    const fresh = await member.get("/api/community-threads?category=Success%20Stories");
    expect(fresh.headers["x-public-cache"]).toBe("bypass");
    expect(fresh.headers["cache-control"]).toBe("private, no-cache");
    expect(titles(fresh)).toContain("Quietly added");
  });

  it("shows a new thread to signed-out visitors as soon as it is posted", async () => {
    await t.anonymous().get("/api/community-threads");
    expect((await t.anonymous().get("/api/community-threads")).headers["x-public-cache"]).toBe("hit");
    const member = await t.as(await buildUser(t.ctx.db));
    const posted = await member
      .post("/api/community-threads")
      .send({ title: "Just posted", content: "Hello from the cache test", category: "General" });
    expect(posted.status).toBe(201);
    const after = await t.anonymous().get("/api/community-threads");
    expect(after.headers["x-public-cache"]).toBe("miss");
    expect(titles(after)[0]).toBe("Just posted");
  });

  it("still redirects a signed-out read on another host name to the canonical address", async () => {
    await t.anonymous().get("/api/wellness-tips");
    expect((await t.anonymous().get("/api/wellness-tips")).headers["x-public-cache"]).toBe("hit");
    const elsewhere = await request(t.baseUrl.replace("localhost", "127.0.0.1")).get("/api/wellness-tips");
    expect(elsewhere.status).toBe(308);
    expect(elsewhere.headers.location).toBe(`${t.baseUrl}/api/wellness-tips`);
  });

  it("lets a browser revalidate a cached list for a 304", async () => {
    const { etag } = (await t.anonymous().get("/api/marketplace-items")).headers;
    expect(etag).toMatch(/^W\//);
    const revalidated = await t.anonymous().get("/api/marketplace-items").set("If-None-Match", etag!);
    expect(revalidated.status).toBe(304);
  });

  it("gives every signed-out visitor the same locked premium posts, and a fan the unlocked ones, in either order", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const premium = await buildPost(t.ctx.db, profile, { caption: "Exclusive", isPremium: true });
    const fan = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile);
    const fanAgent = await t.as(fan);
    const url = `/api/posts/creator/${profile.id}`;

    // The fan first: their answer is never stored for anyone else.
    const fanFirst = await fanAgent.get(url);
    expect(fanFirst.body[0]).toMatchObject({ id: premium.id, locked: false, mediaUrl: premium.mediaUrl });
    const visitor = await t.anonymous().get(url);
    expect(visitor.headers["x-public-cache"]).toBe("miss");
    expect(visitor.body[0]).toMatchObject({ id: premium.id, locked: true, mediaUrl: null });

    // A signed-out visitor's answer stored: the fan still gets their own.
    expect((await t.anonymous().get(url)).headers["x-public-cache"]).toBe("hit");
    const fanAfter = await fanAgent.get(url);
    expect(fanAfter.headers["x-public-cache"]).toBe("bypass");
    expect(fanAfter.body[0]).toMatchObject({ id: premium.id, locked: false, mediaUrl: premium.mediaUrl });
  });
});

describe("paths match exactly as written", () => {
  it("treats a path in another case as no route: it cannot delete a thread behind the cache's back", async () => {
    const author = await buildUser(t.ctx.db);
    const agent = await t.as(author);
    const thread = (await agent.post("/api/community-threads").send({ title: "Still here", content: "Case matters", category: "General" })).body;
    await t.anonymous().get(`/api/community-threads/${thread.id}`);
    expect((await t.anonymous().get(`/api/community-threads/${thread.id}`)).headers["x-public-cache"]).toBe("hit");

    for (const path of [`/API/Community-Threads/${thread.id}`, `/api/Community-Threads/${thread.id}`, `/api/community-threads/${thread.id}/`.toUpperCase()]) {
      const res = await agent.delete(path);
      expect(res.status, path).toBe(404);
    }
    const [row] = await t.ctx.db.select().from(communityThreads).where(eq(communityThreads.id, thread.id));
    expect(row).toBeDefined();
    expect((await agent.get(`/api/community-threads/${thread.id}`)).body.title).toBe("Still here");
  });

  it("never answers an API read in another case, so nothing off the allow-list is kept as public", async () => {
    const member = await t.as(await buildUser(t.ctx.db));
    expect((await member.get("/API/notifications")).headers["content-type"] ?? "").not.toMatch(/json/);
    const signedOut = await fromClientBuild("/API/Community-Threads");
    expect(signedOut.headers["content-type"]).toMatch(/^text\/html/);
    expect((await fromClientBuild("/api/Community-Threads")).status).toBe(404);
  });
});

describe("answers to a signed-in person", () => {
  it("are kept by no cache (no-store) unless public by design", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(owner);
    for (const path of [
      "/api/auth/user",
      "/api/notifications",
      "/api/notifications/unread-count",
      "/api/subscriptions/mine",
      `/api/creator-profile/${profile.id}/earnings`,
      `/api/creator-profile/${profile.id}/payout-account`,
      `/api/creator-profile/${profile.id}/payouts`,
    ]) {
      const res = await agent.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toMatch(/no-store/);
    }
    // Refusals too: a 403 names nothing, but no cache needs it either.
    expect((await agent.get("/api/contact-messages")).headers["cache-control"]).toBe("no-store");
    // Public by design: the shared lists say they may be kept privately and revalidated.
    expect((await agent.get("/api/community-threads")).headers["cache-control"]).toBe("private, no-cache");
  });
});

describe("cookies", () => {
  it("never sets a cookie on built assets, even for a signed-in browser", async () => {
    const cookie = await sessionCookieFor(await buildUser(t.ctx.db));
    const asset = await fromClientBuild("/assets/index-abc123.js").set("Cookie", cookie);
    expect(asset.status).toBe(200);
    expect(asset.headers["set-cookie"]).toBeUndefined();
    // A private answer to the same browser still refreshes its session cookie.
    const own = await fromClientBuild("/api/auth/user").set("Cookie", cookie);
    expect(own.status).toBe(200);
    expect(own.headers["set-cookie"]?.[0]).toMatch(/^pawfans\.sid=/);
  });

  it("never sets a cookie on index.html or a cached answer for a signed-out visitor", async () => {
    const page = await fromClientBuild("/community");
    expect(page.status).toBe(200);
    expect(page.headers["set-cookie"]).toBeUndefined();
    await t.anonymous().get("/api/vet-articles");
    const cached = await t.anonymous().get("/api/vet-articles");
    expect(cached.headers["x-public-cache"]).toBe("hit");
    expect(cached.headers["set-cookie"]).toBeUndefined();
  });
});
