/**
 * Video posts and their transcode, end to end through the API with clips made
 * by ffmpeg in the test: a new video post reaches only its creator and staff
 * ("Processing video…" with progress) until its video is watchable; then its
 * fans get it, with the probe's duration and the poster as thumbnail, and are
 * told of it only then. A file that is no video fails with the reason for its
 * creator and never reaches fans; deleting the post deletes its whole ladder.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostView } from "@shared/api-types";
import { mediaObjects, notifications, posts, videoAssets, type CreatorProfile, type User } from "../db/schema";
import { hideTarget, loadTarget, removeTarget, showTarget } from "../commands/moderation-targets";
import { cleanUpUnattachedUploads } from "../jobs/handlers/clean-up-unattached-uploads";
import { jobHandlers } from "../jobs/handlers";
import { attachPostMedia, checkPostMedia } from "../commands/media";
import { buildCreator, buildPost, buildStaff, buildSubscription, buildUpload, buildUser } from "../test/factories";
import { sampleFile } from "../test/fixtures/media-samples";
import { startTestApp, type TestApp } from "../test/harness";
import { videoAssetOfSource, videoObjectPaths } from "./assets";
import { DAMAGED_VIDEO } from "./probe";
import { makeClip, testBinaries, testBinariesEnv } from "./test-clips";
import { TRANSCODE_GAVE_UP, transcodeStage } from "./transcode";
import { transcodeWaitingVideos } from "./waiting-videos";

let t: TestApp;
let owner: User;
let profile: CreatorProfile;
let fan: User;
let staff: User;
let clipFile: string;
let clips: string;

beforeAll(async () => {
  t = await startTestApp(testBinariesEnv);
  ({ owner, profile } = await buildCreator(t.ctx.db));
  fan = await buildUser(t.ctx.db);
  // The profile's own price: Premium's benefits (HD video).
  await buildSubscription(t.ctx.db, fan, profile);
  staff = await buildStaff(t.ctx.db);
  clips = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-post-clips-"));
  // Tiny and quick: 2 s, 320×240, with a tone.
  clipFile = await makeClip(clips, "walk.mp4", { width: 320, height: 240, seconds: 2, audio: true });
});

afterAll(async () => {
  await t?.close();
  if (clips) fs.rmSync(clips, { recursive: true, force: true });
});

/** Stores bytes as the owner's upload, as the signed upload URL would. */
async function uploaded(bytes: Buffer): Promise<string> {
  const objectPath = `uploads/${owner.id}/${crypto.randomUUID()}`;
  await t.ctx.storage.writeObject(objectPath, bytes, "video/mp4");
  return `/objects/${objectPath}`;
}

async function publishVideo(mediaUrl: string, fields: Record<string, unknown> = {}) {
  return (await t.as(owner))
    .post("/api/posts")
    .send({ creatorProfileId: profile.id, caption: "Zoomies", mediaType: "video", mediaUrl, audience: { kind: "fans" }, ...fields });
}

async function feedOf(agent: Awaited<ReturnType<TestApp["as"]>>): Promise<PostView[]> {
  const res = await agent.get(`/api/posts/creator/${profile.id}`);
  expect(res.status).toBe(200);
  return res.body as PostView[];
}

const feedAs = async (user: User | null) => feedOf(user ? await t.as(user) : t.anonymous());
const postIn = (feed: PostView[], id: string) => feed.find((post) => post.id === id);

/** Runs every job due now except transcodes: what would have run if the video had not been made watchable. */
async function drainAllButTranscodes() {
  const { "transcode-video": _transcode, ...others } = jobHandlers(t.ctx);
  return t.ctx.jobs.drain(others);
}

async function toldFan(postId: string) {
  const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.postId, postId));
  return rows.map((row) => row.userId);
}

async function stored(objectPath: string) {
  return (await t.ctx.storage.stat(objectPath)) !== null;
}

describe("a video post", () => {
  let postId: string;
  let sourcePath: string;

  it("reaches only its creator and staff, as processing, until its video is watchable", async () => {
    const mediaUrl = await uploaded(await fsp.readFile(clipFile));
    sourcePath = mediaUrl.slice("/objects/".length);
    const res = await publishVideo(mediaUrl);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    postId = res.body.id;
    expect(res.body).toMatchObject({ videoProcessing: { status: "processing", progress: 0, failureReason: null }, duration: null });

    // Fans and visitors: as if it did not exist.
    expect(postIn(await feedAs(fan), postId)).toBeUndefined();
    expect(postIn(await feedAs(null), postId)).toBeUndefined();
    const fanAgent = await t.as(fan);
    expect((await fanAgent.post(`/api/posts/${postId}/like`)).status).toBe(404);
    expect((await fanAgent.get(`/api/posts/${postId}/comments`)).status).toBe(404);
    expect((await fanAgent.post(`/api/posts/${postId}/comments`).send({ content: "Cute!" })).status).toBe(404);
    expect((await t.anonymous().get(`/api/posts/${postId}/comments`)).status).toBe(404);

    // Its creator and staff: with where the video stands.
    for (const viewer of [owner, staff]) {
      expect(postIn(await feedAs(viewer), postId)).toMatchObject({
        locked: false,
        videoProcessing: { status: "processing", progress: 0, failureReason: null },
      });
    }

    // The fans' notification waits for the video.
    await drainAllButTranscodes();
    expect(await toldFan(postId)).toEqual([]);
  });

  it("reaches its fans once watchable, with the probe's duration and the poster as thumbnail, and they are told then", async () => {
    await t.drainJobs();
    const asset = (await videoAssetOfSource(t.ctx.db, sourcePath))!;
    expect(asset.status).toBe("ready");
    const posterUrl = `/objects/${asset.posterPath}`;

    const seen = postIn(await feedAs(fan), postId);
    // A fan streams it: the original upload (readable by its creator and staff only) is not named to them.
    expect(seen).toMatchObject({ locked: false, duration: 2, thumbnailUrl: posterUrl, mediaUrl: null });
    expect(seen).not.toHaveProperty("videoProcessing");
    expect(seen!.thumbnailImage).toMatchObject({ url: posterUrl, placeholder: expect.stringMatching(/^data:image\//) });
    const ownSeen = postIn(await feedAs(owner), postId);
    expect(ownSeen).not.toHaveProperty("videoProcessing");
    expect(ownSeen!.mediaUrl).toBe(`/objects/${sourcePath}`);
    expect((await (await t.as(owner)).get(ownSeen!.mediaUrl!)).status).toBe(200);
    expect(await toldFan(postId)).toEqual([fan.id]);
    expect((await (await t.as(fan)).post(`/api/posts/${postId}/like`)).status).toBe(200);

    // The poster is read under the post's rule, exactly as the video is.
    const [poster] = await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, asset.posterPath!));
    expect(poster).toMatchObject({ visibility: "subscribers", creatorProfileId: profile.id, postId });
    expect((await (await t.as(fan)).get(posterUrl)).status).toBe(200);

    // Locked for a visitor: the blurred poster as teaser, nothing of the video.
    const locked = postIn(await feedAs(null), postId);
    expect(locked).toMatchObject({ locked: true, mediaUrl: null, thumbnailUrl: null, thumbnailImage: null });
    expect(locked!.teaser).toMatchObject({ placeholder: expect.stringMatching(/^data:image\//) });
    expect(JSON.stringify(locked)).not.toContain(asset.id);
    expect((await t.anonymous().get(posterUrl)).status).toBe(404);
    expect((await t.anonymous().get(`/objects/${sourcePath}`)).status).toBe(404);
  });

  it("keeps the thumbnail its creator chose", async () => {
    const mediaUrl = await uploaded(await fsp.readFile(clipFile));
    const thumbnailUrl = await buildUpload(t.ctx.storage, owner);
    const res = await publishVideo(mediaUrl, { thumbnailUrl });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.drainJobs();
    expect(postIn(await feedAs(fan), res.body.id)).toMatchObject({ thumbnailUrl, duration: 2 });
  });

  it("hidden by moderation, hides its poster with its files, also when its creator chose another thumbnail", async () => {
    const res = await publishVideo(await uploaded(await fsp.readFile(clipFile)), { thumbnailUrl: await buildUpload(t.ctx.storage, owner) });
    await t.drainJobs();
    const asset = (await videoAssetOfSource(t.ctx.db, (res.body.mediaUrl as string).slice("/objects/".length)))!;
    const posterUrl = `/objects/${asset.posterPath}`;
    expect((await (await t.as(fan)).get(posterUrl)).status).toBe(200);

    const target = (await loadTarget(t.ctx.db, "post", res.body.id))!;
    expect(target.files.map((file) => file.url)).toContain(posterUrl);
    await t.ctx.db.transaction((tx) => hideTarget(tx, t.ctx.jobs, target));
    expect((await (await t.as(fan)).get(posterUrl)).status).toBe(404);
    expect((await (await t.as(owner)).get(posterUrl)).status).toBe(200);

    await t.ctx.db.transaction((tx) => showTarget(tx, t.ctx.jobs, target));
    expect((await (await t.as(fan)).get(posterUrl)).status).toBe(200);
    expect((await t.anonymous().get(posterUrl)).status).toBe(404);
  });

  it("removed by moderation, leaves its whole ladder and poster to the clean-up of unattached uploads", async () => {
    const res = await publishVideo(await uploaded(await fsp.readFile(clipFile)));
    await t.drainJobs();
    const source = (res.body.mediaUrl as string).slice("/objects/".length);
    const asset = (await videoAssetOfSource(t.ctx.db, source))!;
    const files = [source, ...videoObjectPaths(asset), `${asset.posterPath}.w320.webp`];
    for (const file of files) expect(await stored(file), file).toBe(true);

    const target = (await loadTarget(t.ctx.db, "post", res.body.id))!;
    await t.ctx.db.transaction((tx) => removeTarget(tx, t.ctx.jobs, target));
    await cleanUpUnattachedUploads(t.ctx.db, t.ctx.storage, new Date(Date.now() + 2 * 60 * 60 * 1000));
    for (const file of files) expect(await stored(file), file).toBe(false);
  });

  it("deleted, takes its whole ladder and poster with it", async () => {
    const asset = (await videoAssetOfSource(t.ctx.db, sourcePath))!;
    const files = [sourcePath, ...videoObjectPaths(asset)];
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) expect(await stored(file), file).toBe(true);

    expect((await (await t.as(owner)).delete(`/api/posts/${postId}`)).status).toBe(204);
    await t.drainJobs();
    for (const file of files) expect(await stored(file), file).toBe(false);
    expect(await stored(`${asset.posterPath}.w320.webp`)).toBe(false);
    expect(await videoAssetOfSource(t.ctx.db, sourcePath)).toBeNull();
    expect(await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, asset.posterPath!))).toEqual([]);
  });
});

describe("a video post deleted while its video transcodes", () => {
  it("leaves nothing of what the transcode stored", async () => {
    const res = await publishVideo(await uploaded(await fsp.readFile(clipFile)));
    const asset = (await videoAssetOfSource(t.ctx.db, (res.body.mediaUrl as string).slice("/objects/".length)))!;
    let deleting: Promise<unknown> = Promise.resolve();
    const outcome = await transcodeStage(
      { db: t.ctx.db, storage: t.ctx.storage, jobs: t.ctx.jobs, binaries: testBinaries },
      asset.id,
      "watchable",
      {
        // ffmpeg paused while the post is deleted, so the deletion lands mid-transcode.
        onSpawn: (child) => {
          child.kill("SIGSTOP");
          deleting = (async () => {
            const answer = await (await t.as(owner)).delete(`/api/posts/${res.body.id}`);
            child.kill("SIGCONT");
            return answer;
          })();
        },
      },
    );
    expect((await deleting) as { status: number }).toMatchObject({ status: 204 });
    expect(outcome).toBe("skipped");
    await t.drainJobs();
    for (const file of [`videos/${asset.id}/master.m3u8`, `videos/${asset.id}/240/index.m3u8`, `videos/${asset.id}/240/segment_000.ts`, `videos/${asset.id}/poster.jpg`]) {
      expect(await stored(file), file).toBe(false);
    }
    expect(await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, `videos/${asset.id}/poster.jpg`))).toEqual([]);
  });
});

describe("a creator's account deleted", () => {
  it("takes their videos' ladders and posters with their files", async () => {
    const { owner: leaving, profile: theirs } = await buildCreator(t.ctx.db);
    const objectPath = `uploads/${leaving.id}/${crypto.randomUUID()}`;
    await t.ctx.storage.writeObject(objectPath, await fsp.readFile(clipFile), "video/mp4");
    const res = await (await t.as(leaving))
      .post("/api/posts")
      .send({ creatorProfileId: theirs.id, caption: "Bye", mediaType: "reel", mediaUrl: `/objects/${objectPath}`, audience: { kind: "public" } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.drainJobs();
    const asset = (await videoAssetOfSource(t.ctx.db, objectPath))!;
    const files = [objectPath, ...videoObjectPaths(asset)];
    for (const file of files) expect(await stored(file), file).toBe(true);

    expect((await (await t.as(leaving)).delete("/api/me").send({ confirm: leaving.username })).status).toBe(204);
    await t.drainJobs();
    for (const file of files) expect(await stored(file), file).toBe(false);
  });
});

describe("a video post whose file is replaced", () => {
  it("waits for the new video as a new post does, and the old video's ladder and poster are deleted", async () => {
    const res = await publishVideo(await uploaded(await fsp.readFile(clipFile)));
    expect(res.status).toBe(201);
    const postId = res.body.id as string;
    await t.drainJobs();
    const oldSource = (res.body.mediaUrl as string).slice("/objects/".length);
    const oldAsset = (await videoAssetOfSource(t.ctx.db, oldSource))!;
    expect(postIn(await feedAs(fan), postId)).toMatchObject({ thumbnailUrl: `/objects/${oldAsset.posterPath}` });

    const newUrl = await uploaded(await fsp.readFile(clipFile));
    const edited = await (await t.as(owner)).patch(`/api/posts/${postId}`).send({ mediaUrl: newUrl });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ mediaUrl: newUrl, thumbnailUrl: null, duration: null, videoProcessing: { status: "processing" } });
    expect(postIn(await feedAs(fan), postId)).toBeUndefined();

    await drainAllButTranscodes();
    for (const file of [oldSource, ...videoObjectPaths(oldAsset)]) expect(await stored(file), file).toBe(false);
    expect(postIn(await feedAs(fan), postId)).toBeUndefined();

    await t.drainJobs();
    const newAsset = (await videoAssetOfSource(t.ctx.db, newUrl.slice("/objects/".length)))!;
    expect(postIn(await feedAs(fan), postId)).toMatchObject({ thumbnailUrl: `/objects/${newAsset.posterPath}`, duration: 2 });
    expect(postIn(await feedAs(owner), postId)).toMatchObject({ mediaUrl: newUrl });
  });

  it("takes only the creator's own uploads", async () => {
    const res = await publishVideo(await uploaded(await fsp.readFile(clipFile)));
    const someoneElses = `/objects/uploads/${fan.id}/${crypto.randomUUID()}`;
    await t.ctx.storage.writeObject(someoneElses.slice("/objects/".length), await fsp.readFile(clipFile), "video/mp4");
    const edited = await (await t.as(owner)).patch(`/api/posts/${res.body.id}`).send({ mediaUrl: someoneElses });
    expect(edited.status).toBe(403);
    expect(edited.body).toEqual({ message: "You can only use files you uploaded yourself" });
  });
});

describe("a video post whose file is no video", () => {
  it("fails with the reason for its creator and never reaches fans", async () => {
    // Starts like an MP4 (so the upload is accepted), decodes as nothing.
    const res = await publishVideo(await uploaded(sampleFile("video/mp4", 20_000)));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.drainJobs();

    // Its header read as an MP4, its contents as nothing: refused by the pipeline as damaged.
    const failed = { status: "failed", failureReason: DAMAGED_VIDEO };
    expect(postIn(await feedAs(owner), res.body.id)).toMatchObject({ videoProcessing: failed });
    expect(postIn(await feedAs(staff), res.body.id)).toMatchObject({ videoProcessing: failed });
    expect(postIn(await feedAs(fan), res.body.id)).toBeUndefined();
    expect(postIn(await feedAs(null), res.body.id)).toBeUndefined();
    expect(await toldFan(res.body.id)).toEqual([]);
  });

  it("is refused at once when it is a text file renamed .mp4 (its bytes are no MP4's), so no post is made", async () => {
    const res = await publishVideo(await uploaded(Buffer.from("Not a video at all, just words.\n".repeat(100))));
    expect(res.status).toBe(415);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe("a video post published before videos were transcoded", () => {
  it("waits until the sweep sends its upload to be transcoded, then reaches its fans", async () => {
    // As migration 0024 leaves it: its file recorded for the post, no asset, waiting.
    const mediaUrl = await uploaded(await fsp.readFile(clipFile));
    const upload = await checkPostMedia(t.ctx.db, t.ctx.storage, { ownerId: owner.id, mediaUrl });
    const post = await buildPost(t.ctx.db, profile, { mediaUrl, mediaType: "video", isPremium: true, videoReady: false });
    await t.ctx.db.transaction((tx) => attachPostMedia(tx, t.ctx.jobs, upload, { creatorProfileId: profile.id, postId: post.id, premium: true }));
    expect(postIn(await feedAs(fan), post.id)).toBeUndefined();

    expect(await transcodeWaitingVideos(t.ctx.db, t.ctx.jobs)).toBe(1);
    // Sent once: the next sweep finds its asset.
    expect(await transcodeWaitingVideos(t.ctx.db, t.ctx.jobs)).toBe(0);
    await t.drainJobs();
    expect(postIn(await feedAs(fan), post.id)).toMatchObject({ locked: false, duration: 2 });
  });
});

describe("a transcode out of retries", () => {
  it("goes to its dead letter queue, which marks the video failed with a reason for its creator", async () => {
    const [queue] = (
      await t.ctx.db.execute<{ dead_letter: string | null }>(sql`select dead_letter from pgboss.queue where name = 'transcode-video'`)
    ).rows;
    expect(queue?.dead_letter).toBe("transcode-video-failed");

    const res = await publishVideo(await uploaded(await fsp.readFile(clipFile)));
    expect(res.status).toBe(201);
    const sourcePath = (res.body.mediaUrl as string).slice("/objects/".length);
    const asset = (await videoAssetOfSource(t.ctx.db, sourcePath))!;
    // As pg-boss does with a job failed on its last retry.
    await t.ctx.jobs.send(t.ctx.db, "transcode-video-failed", { assetId: asset.id, stage: "watchable" });
    await t.ctx.jobs.drain({ "transcode-video-failed": jobHandlers(t.ctx)["transcode-video-failed"] });

    const [row] = await t.ctx.db.select().from(videoAssets).where(eq(videoAssets.id, asset.id));
    expect(row).toMatchObject({ status: "failed", failureReason: TRANSCODE_GAVE_UP });
    expect(postIn(await feedAs(owner), res.body.id)).toMatchObject({ videoProcessing: { status: "failed", failureReason: TRANSCODE_GAVE_UP } });
    const [post] = await t.ctx.db.select({ videoReady: posts.videoReady }).from(posts).where(eq(posts.id, res.body.id));
    expect(post?.videoReady).toBe(false);
  });
});
