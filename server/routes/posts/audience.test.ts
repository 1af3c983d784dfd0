/**
 * Choosing who a post is for: POST /api/posts and PATCH /api/posts/:id take an
 * audience (or the specification's isPremium alone) and behind-the-scenes; a
 * tier audience names a tier the creator offers; a tier limited to N exclusive
 * posts a month receives no more (409 naming it), counting only the posts it
 * receives; GET /api/posts/allowance/:creatorProfileId tells the creator what
 * is left; the new post's notification goes to the fans who receive it.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { monthlyAllowanceUsedMessage, type PostAudience } from "@shared/post-audience";
import { mediaObjects, notifications, type CreatorProfile, type SubscriptionTier, type User } from "../../db/schema";
import { AUDIENCE_TIER_NOT_FOUND, PUBLIC_BEHIND_THE_SCENES } from "../../commands/post-audience";
import { buildCreator, buildStaff, buildSubscription, buildTier, buildUpload, buildUser } from "../../test/factories";
import { sampleFile } from "../../test/fixtures/media-samples";
import { startTestApp, type TestApp } from "../../test/harness";
import { makePostsWatchable } from "../../video/posts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

interface Creator {
  owner: User;
  profile: CreatorProfile;
  basic: SubscriptionTier;
  premium: SubscriptionTier;
  vip: SubscriptionTier;
}

async function creatorWithTemplateTiers(): Promise<Creator> {
  const { owner, profile } = await buildCreator(t.ctx.db, { subscriptionPrice: "9.99" });
  return {
    owner,
    profile,
    basic: await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic }),
    premium: await buildTier(t.ctx.db, profile, { name: "Premium", price: "9.99", benefits: BENEFIT_TEMPLATES.premium }),
    vip: await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip }),
  };
}

async function publish(c: Pick<Creator, "owner" | "profile">, fields: Record<string, unknown>) {
  return (await t.as(c.owner)).post("/api/posts").send({
    creatorProfileId: c.profile.id,
    caption: "Zoomies",
    mediaType: "image",
    mediaUrl: await buildUpload(t.ctx.storage, c.owner),
    ...fields,
  });
}

const fans: PostAudience = { kind: "fans" };
const BASIC_USED = monthlyAllowanceUsedMessage("Basic", 5);

describe("POST /api/posts: the audience", () => {
  it("reads isPremium alone as every fan (true) or everyone (false), and answers the audience with isPremium", async () => {
    const c = await creatorWithTemplateTiers();
    expect((await publish(c, { isPremium: true })).body).toMatchObject({ audience: { kind: "fans" }, isPremium: true, behindTheScenes: false });
    expect((await publish(c, { isPremium: false })).body).toMatchObject({ audience: { kind: "public" }, isPremium: false });
    expect((await publish(c, {})).body).toMatchObject({ audience: { kind: "public" }, isPremium: false });
    const tierPost = await publish(c, { audience: { kind: "tier", minTierId: c.premium.id }, behindTheScenes: true });
    expect(tierPost.status).toBe(201);
    expect(tierPost.body).toMatchObject({
      audience: { kind: "tier", minTierId: c.premium.id },
      isPremium: true,
      behindTheScenes: true,
      locked: false,
      lockReason: null,
      unlockTier: null,
    });
  });

  it("refuses a tier of another creator, an archived tier and an unknown kind with 400 naming the field", async () => {
    const c = await creatorWithTemplateTiers();
    const other = await creatorWithTemplateTiers();
    const archived = await buildTier(t.ctx.db, c.profile, { name: "Old", price: "2.99", archivedAt: new Date() });
    for (const minTierId of [other.basic.id, archived.id]) {
      const res = await publish(c, { audience: { kind: "tier", minTierId } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: AUDIENCE_TIER_NOT_FOUND });
    }
    const unknown = await publish(c, { audience: { kind: "friends" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/audience/);
  });

  it("refuses a behind-the-scenes post for everyone", async () => {
    const c = await creatorWithTemplateTiers();
    const res = await publish(c, { audience: { kind: "public" }, behindTheScenes: true });
    expect(res).toMatchObject({ status: 400, body: { message: PUBLIC_BEHIND_THE_SCENES } });
  });
});

describe("the monthly allowance of a limited tier", () => {
  it("refuses Basic's sixth post of the month, counts only what Basic receives, and accepts again the next month", async () => {
    const c = await creatorWithTemplateTiers();
    for (let i = 0; i < 3; i++) expect((await publish(c, { audience: fans })).status).toBe(201);
    expect((await publish(c, { audience: { kind: "tier", minTierId: c.basic.id } })).status).toBe(201);
    expect((await publish(c, { audience: fans })).status).toBe(201);

    const sixth = await publish(c, { audience: fans });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toEqual({ message: "Basic gets 5 exclusive posts a month and this month's are used. Choose a higher tier for this post." });
    expect((await publish(c, { audience: { kind: "tier", minTierId: c.basic.id } })).body).toEqual({ message: BASIC_USED });

    // Posts Basic does not receive: for a higher tier, behind-the-scenes, a video, or for everyone.
    expect((await publish(c, { audience: { kind: "tier", minTierId: c.premium.id } })).status).toBe(201);
    expect((await publish(c, { audience: fans, behindTheScenes: true })).status).toBe(201);
    expect((await publish(c, { audience: fans, mediaType: "video", mediaUrl: await videoUpload(c.owner) })).status).toBe(201);
    expect((await publish(c, { audience: { kind: "public" } })).status).toBe(201);

    // Last month's posts are last month's.
    await t.ctx.db.execute(sql`
      update posts set created_at = date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' - interval '1 day'
      where creator_profile_id = ${c.profile.id}`);
    expect((await publish(c, { audience: fans })).status).toBe(201);
  });

  it("checks an edit into an audience that includes the tier, not an edit of the caption", async () => {
    const c = await creatorWithTemplateTiers();
    for (let i = 0; i < 5; i++) expect((await publish(c, { audience: fans })).status).toBe(201);
    const vipPost = (await publish(c, { audience: { kind: "tier", minTierId: c.vip.id } })).body;
    const owner = await t.as(c.owner);
    const moved = await owner.patch(`/api/posts/${vipPost.id}`).send({ audience: fans });
    expect(moved).toMatchObject({ status: 409, body: { message: BASIC_USED } });
    expect((await owner.patch(`/api/posts/${vipPost.id}`).send({ isPremium: true })).status).toBe(200);
    expect((await owner.patch(`/api/posts/${vipPost.id}`).send({ caption: "New words" })).status).toBe(200);
    // A post already counted may be edited into an audience Basic still receives.
    const [counted] = (await owner.get(`/api/posts/creator/${c.profile.id}`)).body.filter(
      (p: { audience: PostAudience }) => p.audience.kind === "fans",
    );
    const res = await owner.patch(`/api/posts/${counted.id}`).send({ audience: { kind: "tier", minTierId: c.basic.id } });
    expect(res.status).toBe(200);
  });

  it("counts the profile's own price like a tier when it is limited", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { benefits: { ...BENEFIT_TEMPLATES.basic, exclusivePostsPerMonth: 1 } });
    expect((await publish({ owner, profile }, { audience: fans })).status).toBe(201);
    const second = await publish({ owner, profile }, { audience: fans });
    expect(second).toMatchObject({ status: 409, body: { message: monthlyAllowanceUsedMessage("Subscription", 1) } });
  });
});

describe("GET /api/posts/allowance/:creatorProfileId", () => {
  it("answers the owner each limited tier's posts of this month", async () => {
    const c = await creatorWithTemplateTiers();
    await publish(c, { audience: fans });
    await publish(c, { audience: fans, behindTheScenes: true });
    await publish(c, { audience: { kind: "tier", minTierId: c.basic.id } });
    const res = await (await t.as(c.owner)).get(`/api/posts/allowance/${c.profile.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ tierId: c.basic.id, tierName: "Basic", perMonth: 5, used: 2, left: 3 }]);
  });

  it("is the owner's only", async () => {
    const c = await creatorWithTemplateTiers();
    const url = `/api/posts/allowance/${c.profile.id}`;
    expect((await t.anonymous().get(url)).status).toBe(401);
    for (const other of [await buildUser(t.ctx.db), await buildStaff(t.ctx.db)]) {
      const res = await (await t.as(other)).get(url);
      expect(res).toMatchObject({ status: 403, body: { message: "Only the profile's owner can see its posts' allowance" } });
    }
  });
});

describe("PATCH /api/posts/:id: the audience moves the media", () => {
  it("makes a public post's file follow its new audience, and public again", async () => {
    const c = await creatorWithTemplateTiers();
    const post = (await publish(c, {})).body;
    const objectPath = post.mediaUrl.replace("/objects/", "");
    const member = t.anonymous();
    expect((await member.get(post.mediaUrl)).status).toBe(200);
    const owner = await t.as(c.owner);
    const edited = await owner.patch(`/api/posts/${post.id}`).send({ audience: { kind: "tier", minTierId: c.vip.id } });
    expect(edited.body).toMatchObject({ audience: { kind: "tier", minTierId: c.vip.id }, isPremium: true });
    const [record] = await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, objectPath));
    expect(record).toMatchObject({ visibility: "subscribers", postId: post.id, creatorProfileId: c.profile.id });
    expect((await member.get(post.mediaUrl)).status).toBe(404);
    await owner.patch(`/api/posts/${post.id}`).send({ audience: { kind: "public" } });
    expect((await member.get(post.mediaUrl)).status).toBe(200);
  });

  it("refuses an archived or foreign tier (400)", async () => {
    const c = await creatorWithTemplateTiers();
    const other = await creatorWithTemplateTiers();
    const post = (await publish(c, { audience: fans })).body;
    const res = await (await t.as(c.owner)).patch(`/api/posts/${post.id}`).send({ audience: { kind: "tier", minTierId: other.vip.id } });
    expect(res).toMatchObject({ status: 400, body: { message: AUDIENCE_TIER_NOT_FOUND } });
  });
});

async function videoUpload(owner: User): Promise<string> {
  const objectPath = `uploads/${owner.id}/${crypto.randomUUID()}`;
  await t.ctx.storage.writeObject(objectPath, sampleFile("video/mp4"), "video/mp4");
  return `/objects/${objectPath}`;
}

describe("the new post's notification", () => {
  it("goes to the fans who receive the post only", async () => {
    const c = await creatorWithTemplateTiers();
    const fanOf = async (tier: SubscriptionTier | null) => {
      const user = await buildUser(t.ctx.db);
      await buildSubscription(t.ctx.db, user, c.profile, tier ? { tierId: tier.id, price: tier.price } : {});
      return user;
    };
    const basic = await fanOf(c.basic);
    const vip = await fanOf(c.vip);
    // The profile's own price: 9.99 with Premium's benefits.
    const ownPrice = await fanOf(null);
    const toldOf = async (postId: string) => {
      await t.drainJobs();
      const rows = await t.ctx.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.postId, postId));
      const names = new Map([
        [basic.id, "Basic"],
        [vip.id, "VIP"],
        [ownPrice.id, "own price"],
      ]);
      return rows.map((r) => names.get(r.userId)).sort();
    };
    expect(await toldOf((await publish(c, { audience: fans })).body.id)).toEqual(["Basic", "VIP", "own price"]);
    expect(await toldOf((await publish(c, { audience: { kind: "tier", minTierId: c.vip.id } })).body.id)).toEqual(["VIP"]);
    expect(await toldOf((await publish(c, { audience: { kind: "tier", minTierId: c.premium.id } })).body.id)).toEqual(["VIP", "own price"]);
    expect(await toldOf((await publish(c, { audience: fans, behindTheScenes: true })).body.id)).toEqual(["VIP", "own price"]);
    // A video: nobody is told until it is watchable (the sample file is no real video: its transcode fails).
    const videoUrl = await videoUpload(c.owner);
    const video = await publish(c, { audience: fans, mediaType: "video", mediaUrl: videoUrl });
    expect(await toldOf(video.body.id)).toEqual([]);
    // As the transcode job does once the video is watchable (server/video/posts.test.ts runs the real one).
    await t.ctx.db.transaction((tx) =>
      makePostsWatchable(tx, t.ctx.jobs, { sourceObjectPath: videoUrl.slice("/objects/".length), durationSeconds: 2, posterPath: null }),
    );
    expect(await toldOf(video.body.id)).toEqual(["VIP", "own price"]);
  });
});
