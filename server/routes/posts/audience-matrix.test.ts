/**
 * The posts' one rule end to end: a creator with the Basic, Premium and VIP
 * template tiers publishes one post of each kind through POST /api/posts (its
 * files recorded under the post), and every kind of viewer reads the feed and
 * each post's file. The feed answers each post visible, or locked with the
 * exact reason and unlocking tier of the table (server/test/fixtures/post-audience.ts);
 * the file's bytes are served exactly when the feed shows the post (a video's
 * uploaded original only to its creator and staff).
 */
import { sql } from "drizzle-orm";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import type { PostView } from "@shared/api-types";
import { LIBRARY_WINDOW_DAYS, LOCKED_POST_REFUSALS, type PostAudience } from "@shared/post-audience";
import type { CreatorProfile, SubscriptionTier, User } from "../../db/schema";
import { buildCreator, buildStaff, buildSubscription, buildTier, buildUpload, buildUser } from "../../test/factories";
import { sampleFile } from "../../test/fixtures/media-samples";
import { MATRIX_EXPECTED, MATRIX_POSTS, MATRIX_VIEWERS, type MatrixPost, type MatrixViewer } from "../../test/fixtures/post-audience";
import { startTestApp, type TestApp } from "../../test/harness";
import { subscribeAndPay } from "../../test/payments";

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let owner: User;
let profile: CreatorProfile;
const tiers: Record<"Basic" | "Premium" | "VIP", SubscriptionTier> = {} as never;
const published = {} as Record<MatrixPost, PostView>;
const agents = {} as Record<MatrixViewer, () => Promise<request.Agent | ReturnType<TestApp["anonymous"]>>>;

async function upload(kind: "image" | "video"): Promise<string> {
  if (kind === "image") return buildUpload(t.ctx.storage, owner);
  const objectPath = `uploads/${owner.id}/${crypto.randomUUID()}`;
  await t.ctx.storage.writeObject(objectPath, sampleFile("video/mp4"), "video/mp4");
  return `/objects/${objectPath}`;
}

async function publish(kind: MatrixPost): Promise<PostView> {
  const audience: PostAudience =
    kind === "public"
      ? { kind: "public" }
      : kind.startsWith("tier ")
        ? { kind: "tier", minTierId: tiers[kind.slice(5) as keyof typeof tiers].id }
        : { kind: "fans" };
  const video = kind === "video";
  const res = await (await t.as(owner)).post("/api/posts").send({
    creatorProfileId: profile.id,
    caption: kind,
    mediaType: video ? "video" : "image",
    mediaUrl: await upload(video ? "video" : "image"),
    audience,
    behindTheScenes: kind === "behind-the-scenes",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as PostView;
}

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, profile } = await buildCreator(t.ctx.db, { subscriptionPrice: "9.99" }));
  tiers.Basic = await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic });
  tiers.Premium = await buildTier(t.ctx.db, profile, { name: "Premium", price: "9.99", benefits: BENEFIT_TEMPLATES.premium });
  tiers.VIP = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
  for (const kind of MATRIX_POSTS) published[kind] = await publish(kind);
  // The sample video as if its transcode had made it watchable (server/video/posts.test.ts publishes a real clip).
  await t.ctx.db.execute(sql`update posts set video_ready = true where id = ${published.video.id}`);
  // Published before the library window of every subscription below (each began now).
  const old = new Date(Date.now() - (LIBRARY_WINDOW_DAYS + 1) * DAY);
  await t.ctx.db.execute(sql`update posts set created_at = ${old.toISOString()}::timestamptz where id = ${published["older than the library window"].id}`);

  const fan = async (overrides: Parameters<typeof buildSubscription>[3]) => {
    const user = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, user, profile, overrides);
    return user;
  };
  const users: Partial<Record<MatrixViewer, User>> = {
    member: await buildUser(t.ctx.db),
    Basic: await fan({ tierId: tiers.Basic.id, price: "4.99" }),
    Premium: await fan({ tierId: tiers.Premium.id, price: "9.99" }),
    VIP: await fan({ tierId: tiers.VIP.id, price: "19.99" }),
    "fan without tier": await fan({}),
    "past_due in grace": await fan({ tierId: tiers.Premium.id, price: "9.99", status: "past_due" }),
    "canceled after period end": await fan({ tierId: tiers.VIP.id, price: "19.99", status: "canceled", canceledAt: new Date() }),
    owner,
    staff: await buildStaff(t.ctx.db),
  };
  for (const viewer of MATRIX_VIEWERS) {
    const user = users[viewer];
    agents[viewer] = () => (user ? t.as(user) : Promise.resolve(t.anonymous()));
  }
});
afterAll(() => t?.close());

const tierView = (name: string | null) => {
  if (!name) return null;
  const tier = tiers[name as keyof typeof tiers];
  return { id: tier.id, name: tier.name, price: tier.price };
};

describe.each(MATRIX_VIEWERS.map((viewer) => ({ viewer })))("$viewer", ({ viewer }) => {
  it("sees each post of the feed visible or locked with the table's reason, and reads a file exactly when its post is visible (a video's original: its creator and staff only)", async () => {
    const agent = await agents[viewer]();
    const feed = await agent.get(`/api/posts/creator/${profile.id}`);
    expect(feed.status).toBe(200);
    for (const kind of MATRIX_POSTS) {
      const expected = MATRIX_EXPECTED[viewer][kind];
      const shown = (feed.body as PostView[]).find((p) => p.id === published[kind].id);
      const label = `${viewer} × ${kind}`;
      // A video's uploaded original is its creator's and staff's alone: viewers watch its renditions at their
      // tier's quality (the playback matrix: server/routes/videos/videos.test.ts), and are not sent its address.
      const readsFile = kind === "video" ? viewer === "owner" || viewer === "staff" : expected === "visible";
      expect(shown, label).toMatchObject(
        expected === "visible"
          ? { locked: false, lockReason: null, unlockTier: null, mediaUrl: readsFile ? published[kind].mediaUrl : null }
          : {
              locked: true,
              lockReason: expected[0],
              unlockTier: tierView(expected[1]),
              mediaUrl: null,
              thumbnailUrl: null,
              mediaImage: null,
            },
      );
      const bytes = await agent.get(published[kind].mediaUrl!);
      expect(bytes.status, `${label}: the file`).toBe(readsFile ? 200 : 404);
    }
  });
});

describe("likes and comments of a locked post", () => {
  it("are refused with 403 and the reason's message", async () => {
    const basic = await agents.Basic();
    const cases: [MatrixPost, keyof typeof LOCKED_POST_REFUSALS][] = [
      ["tier VIP", "upgrade"],
      ["behind-the-scenes", "behind-the-scenes"],
      ["older than the library window", "library"],
    ];
    for (const [kind, reason] of cases) {
      const id = published[kind].id;
      for (const res of [
        await basic.post(`/api/posts/${id}/like`),
        await basic.get(`/api/posts/${id}/comments`),
        await basic.post(`/api/posts/${id}/comments`).send({ content: "Hello" }),
      ]) {
        expect(res.status, kind).toBe(403);
        expect(res.body).toEqual({ message: LOCKED_POST_REFUSALS[reason] });
      }
    }
    const member = await agents.member();
    expect((await member.post(`/api/posts/${published.fans.id}/like`)).body).toEqual({ message: LOCKED_POST_REFUSALS.subscribe });
    // And allowed where the post is visible.
    expect((await basic.post(`/api/posts/${published["tier Basic"].id}/like`)).status).toBe(200);
    expect((await basic.post(`/api/posts/${published["tier Basic"].id}/comments`).send({ content: "Hello" })).status).toBe(201);
  });
});

describe("a fan who paid for Basic through the test payment provider", () => {
  it("sees what Basic receives at once, and the rest locked with the tier that unlocks it", async () => {
    const fan = await buildUser(t.ctx.db);
    await subscribeAndPay(t, fan, profile, { tierId: tiers.Basic.id });
    const feed = (await (await t.as(fan)).get(`/api/posts/creator/${profile.id}`)).body as PostView[];
    const shown = (kind: MatrixPost) => feed.find((p) => p.id === published[kind].id);
    expect(shown("tier Basic")).toMatchObject({ locked: false });
    expect(shown("tier Premium")).toMatchObject({ locked: true, lockReason: "upgrade", unlockTier: tierView("Premium") });
    expect(shown("video")).toMatchObject({ locked: true, lockReason: "upgrade", unlockTier: tierView("Premium") });
    // Paid now: the old post is before their library window.
    expect(shown("older than the library window")).toMatchObject({ locked: true, lockReason: "library", unlockTier: tierView("VIP") });
  });
});
