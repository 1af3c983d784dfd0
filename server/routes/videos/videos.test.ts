/**
 * Playback by tier end to end. A creator with the Basic, Premium and VIP
 * templates has a fans-only video of four renditions (360 to 2160: a ready asset
 * whose small files are written to storage here, so 4K needs no 4K transcode),
 * a public one like it, and a real clip made by ffmpeg and transcoded by its job.
 *
 * - GET /api/posts/:id/playback: Basic is locked (its tier has no video), Premium
 *   plays up to 1080 with VIP named for 4K, VIP, the creator and staff play all,
 *   a visitor is asked to subscribe; a public video plays in HD for everyone.
 * - The master lists only what the token allows; variant playlists and segments
 *   are served by the token alone; a forged, expired or escalated token is 403.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { LOCKED_POST_REFUSALS } from "@shared/post-audience";
import type { PlaybackView } from "@shared/video";
import { mediaObjects, videoAssets, type CreatorProfile, type Post, type SubscriptionTier, type User, type VideoRendition } from "../../db/schema";
import { buildCreator, buildPost, buildStaff, buildSubscription, buildTier, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { enqueueTranscode, videoAssetOfSource } from "../../video/assets";
import { PLAYBACK_REFUSED } from "../../video/playback-files";
import { playbackKey, signPlaybackToken } from "../../video/playback-token";
import { makeClip, testBinariesEnv } from "../../video/test-clips";

const HOUR = 60 * 60 * 1000;
const LADDER = [360, 720, 1080, 2160] as const;

let t: TestApp;
let owner: User;
let profile: CreatorProfile;
let clips: string;
const tiers = {} as Record<"Basic" | "Premium" | "VIP", SubscriptionTier>;
const viewers = {} as Record<"Basic" | "Premium" | "VIP" | "staff", User>;
/** A fans-only video with the four renditions, a public one, a photo, a video still processing. */
const posts = {} as Record<"fansVideo" | "publicVideo" | "photo" | "processing", Post>;
const assets = {} as Record<"fansVideo" | "publicVideo", string>;

/** A segment's bytes as stored: which rendition and asset it is, so a test can tell them apart. */
const segmentBytes = (assetId: string, quality: number) => Buffer.from(`segment of ${assetId} at ${quality}`.padEnd(188, "."));

/** An uploaded video of the owner, recorded as publishing records it; answers its object path. */
async function recordedUpload(bytes: Buffer): Promise<string> {
  const objectPath = `uploads/${owner.id}/${crypto.randomUUID()}`;
  const info = await t.ctx.storage.writeObject(objectPath, bytes, "video/mp4");
  await t.ctx.db.insert(mediaObjects).values({ objectPath, ownerId: owner.id, contentType: "video/mp4", size: info.size, etag: info.etag });
  return objectPath;
}

/** A ready asset of the four renditions, its playlists and one segment each written to storage. */
async function readyAsset(sourceObjectPath: string, qualities: readonly number[]): Promise<string> {
  const id = crypto.randomUUID();
  const renditions: VideoRendition[] = [];
  for (const quality of qualities) {
    const folder = `videos/${id}/${quality}`;
    await t.ctx.storage.writeObject(`${folder}/segment_000.ts`, segmentBytes(id, quality), "video/mp2t");
    const playlist = "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:2.000000,\nsegment_000.ts\n#EXT-X-ENDLIST\n";
    await t.ctx.storage.writeObject(`${folder}/index.m3u8`, Buffer.from(playlist), "application/vnd.apple.mpegurl");
    renditions.push({
      quality,
      width: Math.round((quality * 16) / 9),
      height: quality,
      bandwidth: quality * 5000,
      codecs: "avc1.640020,mp4a.40.2",
      playlistPath: `${folder}/index.m3u8`,
      segmentPaths: [`${folder}/segment_000.ts`],
    });
  }
  await t.ctx.db.insert(videoAssets).values({
    id,
    sourceObjectPath,
    status: "ready",
    progress: 100,
    durationSeconds: 2,
    width: renditions.at(-1)!.width,
    height: renditions.at(-1)!.height,
    hasAudio: true,
    plannedQualities: [...qualities],
    renditions,
    masterPath: `videos/${id}/master.m3u8`,
    posterPath: `videos/${id}/poster.jpg`,
  });
  return id;
}

async function agentOf(viewer: keyof typeof viewers | "owner" | "visitor") {
  if (viewer === "visitor") return t.anonymous();
  return t.as(viewer === "owner" ? owner : viewers[viewer]);
}

async function playback(viewer: Parameters<typeof agentOf>[0], post: Post) {
  return (await agentOf(viewer)).get(`/api/posts/${post.id}/playback`);
}

/** The viewer's playback of a post they may see. */
async function playbackOf(viewer: Parameters<typeof agentOf>[0], post: Post): Promise<PlaybackView> {
  const res = await playback(viewer, post);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as PlaybackView;
}

const allowedOf = (view: PlaybackView) => view.renditions.filter((r) => r.allowed).map((r) => r.height);

/** The address of a file next to the master ("1080/index.m3u8"), as a player resolves it. */
const besideMaster = (masterUrl: string, relative: string) => new URL(relative, `http://x${masterUrl}`).pathname;

beforeAll(async () => {
  t = await startTestApp(testBinariesEnv);
  ({ owner, profile } = await buildCreator(t.ctx.db, { subscriptionPrice: "9.99" }));
  tiers.Basic = await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic });
  tiers.Premium = await buildTier(t.ctx.db, profile, { name: "Premium", price: "9.99", benefits: BENEFIT_TEMPLATES.premium });
  tiers.VIP = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
  for (const name of ["Basic", "Premium", "VIP"] as const) {
    viewers[name] = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, viewers[name], profile, { tierId: tiers[name].id, price: tiers[name].price });
  }
  viewers.staff = await buildStaff(t.ctx.db, "moderator");

  const fansSource = await recordedUpload(Buffer.from("fans video"));
  assets.fansVideo = await readyAsset(fansSource, LADDER);
  posts.fansVideo = await buildPost(t.ctx.db, profile, { mediaType: "video", mediaUrl: `/objects/${fansSource}`, audienceKind: "fans" });
  const publicSource = await recordedUpload(Buffer.from("public video"));
  assets.publicVideo = await readyAsset(publicSource, LADDER);
  posts.publicVideo = await buildPost(t.ctx.db, profile, { mediaType: "reel", mediaUrl: `/objects/${publicSource}`, audienceKind: "public" });
  posts.photo = await buildPost(t.ctx.db, profile, { mediaType: "image", audienceKind: "public" });
  const processingSource = await recordedUpload(Buffer.from("not transcoded yet"));
  await t.ctx.db.insert(videoAssets).values({ sourceObjectPath: processingSource, status: "processing" });
  posts.processing = await buildPost(t.ctx.db, profile, { mediaType: "video", mediaUrl: `/objects/${processingSource}`, audienceKind: "public" });
});

afterAll(async () => {
  await t?.close();
  if (clips) fs.rmSync(clips, { recursive: true, force: true });
});

describe("GET /api/posts/:id/playback on a fans-only video of 360 to 2160", () => {
  it("refuses Basic, whose tier has no video, with the lock reason", async () => {
    const res = await playback("Basic", posts.fansVideo);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: LOCKED_POST_REFUSALS.upgrade });
  });

  it("refuses a visitor, who is no fan, with the reason to subscribe", async () => {
    const res = await playback("visitor", posts.fansVideo);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: LOCKED_POST_REFUSALS.subscribe });
  });

  it("lets Premium play up to 1080 and names VIP, the cheapest tier that plays 4K", async () => {
    const view = await playbackOf("Premium", posts.fansVideo);
    expect(view.renditions).toEqual([
      { height: 360, allowed: true },
      { height: 720, allowed: true },
      { height: 1080, allowed: true },
      { height: 2160, allowed: false },
    ]);
    expect(view.upgradeTier).toEqual({ id: tiers.VIP.id, name: "VIP", price: "19.99" });
    expect(view).toMatchObject({ duration: 2, posterUrl: `/objects/videos/${assets.fansVideo}/poster.jpg` });
    expect(view.masterUrl).toMatch(new RegExp(`^/api/videos/${assets.fansVideo}/1080\\.\\d{10}\\.[\\w-]{43}/master\\.m3u8$`));
  });

  it.each(["VIP", "owner", "staff"] as const)("lets %s play every rendition, 2160 included, with nothing to upgrade to", async (viewer) => {
    const view = await playbackOf(viewer, posts.fansVideo);
    expect(allowedOf(view)).toEqual([...LADDER]);
    expect(view.upgradeTier).toBeNull();
    expect(view.masterUrl).toContain("/2160.");
  });
});

describe("GET /api/posts/:id/playback on a public video", () => {
  it.each(["visitor", "Basic", "Premium"] as const)("plays in HD (up to 1080) for %s, with VIP named for 4K", async (viewer) => {
    const res = await playback(viewer, posts.publicVideo);
    // Each viewer's own addresses: never kept by a shared cache, a visitor's included.
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const view = await playbackOf(viewer, posts.publicVideo);
    expect(allowedOf(view)).toEqual([360, 720, 1080]);
    expect(view.upgradeTier?.name).toBe("VIP");
  });

  it("plays in 4K for VIP", async () => {
    expect(allowedOf(await playbackOf("VIP", posts.publicVideo))).toEqual([...LADDER]);
  });
});

describe("GET /api/posts/:id/playback answers 404", () => {
  it("for a missing post, a post that is no video, and a video not watchable yet (even to its creator)", async () => {
    const agent = await agentOf("owner");
    for (const id of [crypto.randomUUID(), posts.photo.id, posts.processing.id]) {
      const res = await agent.get(`/api/posts/${id}/playback`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe("the files behind a playback", () => {
  it("the master lists only the renditions the token allows, each beside it, kept by the browser only for half a minute", async () => {
    const premium = await playbackOf("Premium", posts.fansVideo);
    const res = await t.anonymous().get(premium.masterUrl);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.apple\.mpegurl/);
    // The player's read-ahead serves hls.js's read of it; a 4K rendition arriving later is listed within 30 s.
    expect(res.headers["cache-control"]).toBe("private, max-age=30");
    const uris = res.text.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(uris).toEqual(["360/index.m3u8", "720/index.m3u8", "1080/index.m3u8"]);
    expect(res.text).toContain("RESOLUTION=1920x1080");

    const vip = await playbackOf("VIP", posts.fansVideo);
    const vipMaster = await t.anonymous().get(vip.masterUrl);
    expect(vipMaster.text.split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([
      "360/index.m3u8",
      "720/index.m3u8",
      "1080/index.m3u8",
      "2160/index.m3u8",
    ]);
  });

  it("a variant playlist and its segment play by the token alone: the segment immutable and private for the token's lifetime", async () => {
    const { masterUrl } = await playbackOf("Premium", posts.fansVideo);
    const playlist = await t.anonymous().get(besideMaster(masterUrl, "1080/index.m3u8"));
    expect(playlist.status).toBe(200);
    expect(playlist.headers["content-type"]).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(playlist.text).toMatch(/^segment_000\.ts$/m);

    const segment = await t.anonymous().get(besideMaster(masterUrl, "1080/segment_000.ts")).buffer(true);
    expect(segment.status).toBe(200);
    expect(segment.headers["content-type"]).toBe("video/mp2t");
    expect(Buffer.from(segment.body as Buffer)).toEqual(segmentBytes(assets.fansVideo, 1080));
    const cacheControl = segment.headers["cache-control"] as string;
    expect(cacheControl).toMatch(/^private, max-age=\d+, immutable$/);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)![1]);
    expect(maxAge).toBeGreaterThan(2 * 60 * 60 - 60);
    expect(maxAge).toBeLessThanOrEqual(2 * 60 * 60 + 10 * 60);
  });

  it("a segment or variant playlist reads no database, even for a signed-in viewer (no session either)", async () => {
    const { masterUrl } = await playbackOf("Premium", posts.fansVideo);
    const agent = await agentOf("Premium");
    const { pool } = t.ctx.database;
    const queries = vi.spyOn(pool, "query");
    const connects = vi.spyOn(pool, "connect");
    try {
      expect((await agent.get(besideMaster(masterUrl, "720/index.m3u8"))).status).toBe(200);
      expect((await agent.get(besideMaster(masterUrl, "720/segment_000.ts"))).status).toBe(200);
      expect(queries.mock.calls.length + connects.mock.calls.length).toBe(0);
      // The same counting sees the master's one read of the asset.
      expect((await agent.get(masterUrl)).status).toBe(200);
      expect(queries.mock.calls.length + connects.mock.calls.length).toBeGreaterThan(0);
    } finally {
      queries.mockRestore();
      connects.mockRestore();
    }
  });

  it("refuses a rendition above the token's maximum (403), playlist or segment", async () => {
    const { masterUrl } = await playbackOf("Premium", posts.fansVideo);
    for (const file of ["2160/index.m3u8", "2160/segment_000.ts"]) {
      const res = await t.anonymous().get(besideMaster(masterUrl, file));
      expect(res.status, file).toBe(403);
      expect(res.body).toEqual({ message: PLAYBACK_REFUSED });
    }
  });

  it("refuses a token raised to 2160, with another signature, expired, or of another asset (403)", async () => {
    const { masterUrl } = await playbackOf("Premium", posts.fansVideo);
    const [, , assetId, token] = masterUrl.split("/").slice(1);
    const [, expires, signature] = token!.split(".");
    const key = playbackKey(t.ctx.sessionSecret);
    const forgedSignature = `${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`;
    const bad = {
      escalated: `2160.${expires}.${signature}`,
      forged: `1080.${expires}.${forgedSignature}`,
      "signed with another secret": signPlaybackToken(playbackKey("not-the-server-secret"), assetId!, 2160),
      expired: signPlaybackToken(key, assetId!, 1080, Date.now() - 3 * HOUR),
      "another asset's": signPlaybackToken(key, assets.publicVideo, 2160),
    };
    for (const [kind, badToken] of Object.entries(bad)) {
      for (const file of ["master.m3u8", "1080/index.m3u8", "1080/segment_000.ts", "2160/segment_000.ts"]) {
        const res = await t.anonymous().get(`/api/videos/${assetId}/${badToken}/${file}`);
        expect(res.status, `${kind}: ${file}`).toBe(403);
        expect(res.body).toEqual({ message: PLAYBACK_REFUSED });
      }
    }
  });

  it("answers 404 for a segment deleted after it was served (its post deleted), not an error", async () => {
    const id = await readyAsset(await recordedUpload(Buffer.from("soon deleted")), [360]);
    const url = `/api/videos/${id}/${signPlaybackToken(playbackKey(t.ctx.sessionSecret), id, 1080)}/360/segment_000.ts`;
    expect((await t.anonymous().get(url)).status).toBe(200);
    await t.ctx.storage.delete(`videos/${id}/360/segment_000.ts`);
    const res = await t.anonymous().get(url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No such video file" });
  });

  it("answers 404 for a file the address cannot name, with a valid token", async () => {
    const { masterUrl } = await playbackOf("VIP", posts.fansVideo);
    for (const file of ["1080/segment_999.ts", "1080/secret.txt", "1080/..%2Fmaster.m3u8", "abc/index.m3u8", "0360/index.m3u8"]) {
      expect((await t.anonymous().get(besideMaster(masterUrl, file))).status, file).toBe(404);
    }
  });
});

describe("a real clip, transcoded by its job", () => {
  it("plays to its last segment for a Premium fan: playback, master, variant playlist and the segments as stored", async () => {
    clips = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-playback-clips-"));
    const file = await makeClip(clips, "clip.mp4", { width: 640, height: 360, seconds: 1, audio: true });
    const source = await recordedUpload(fs.readFileSync(file));
    await enqueueTranscode(t.ctx.db, t.ctx.jobs, source);
    await t.drainJobs();
    const asset = (await videoAssetOfSource(t.ctx.db, source))!;
    expect(asset.status).toBe("ready");
    const post = await buildPost(t.ctx.db, profile, { mediaType: "video", mediaUrl: `/objects/${source}`, audienceKind: "fans" });

    const view = await playbackOf("Premium", post);
    expect(view.renditions).toEqual([{ height: 360, allowed: true }]);
    expect(view.upgradeTier).toBeNull();
    expect(view.duration).toBeCloseTo(1, 0);
    expect(view.posterUrl).toBe(`/objects/${asset.posterPath}`);

    const agent = await agentOf("Premium");
    const master = await agent.get(view.masterUrl);
    expect(master.text).toMatch(/^360\/index\.m3u8$/m);
    const variantUrl = besideMaster(view.masterUrl, "360/index.m3u8");
    const variant = await agent.get(variantUrl);
    expect(variant.text).toContain("#EXT-X-ENDLIST");
    const segments = variant.text.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(segments.length).toBe(asset.renditions[0]!.segmentPaths.length);
    for (const [i, name] of segments.entries()) {
      const res = await agent.get(besideMaster(variantUrl, name)).buffer(true);
      expect(res.status, name).toBe(200);
      const stored = await t.ctx.storage.stat(asset.renditions[0]!.segmentPaths[i]!);
      expect((res.body as Buffer).length).toBe(stored!.size);
    }
  });
});
