import { count, eq, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EXPLORE_CATEGORIES,
  MARKETPLACE_CATEGORIES,
  THREAD_CATEGORIES,
  VET_SPECIALIZATIONS,
  WELLNESS_CATEGORIES,
} from "@shared/constants/categories";
import {
  articles,
  communityThreads,
  creatorProfiles,
  invoices,
  ledgerTransfers,
  paymentEvents,
  marketplaceItems,
  mediaObjects,
  postLikes,
  posts,
  subscriptions,
  subscriptionTiers,
  threadComments,
  users,
} from "../db/schema";
import { isFanSubscription } from "@shared/subscriptions";
import { makeImageVariants } from "../jobs/handlers/make-image-variants";
import { startTestApp, type TestApp } from "../test/harness";
import { DEMO_STAFF_EMAIL, isDatabaseEmpty, seedDemo, type DemoSummary } from "./seed";
import { buildDemoData } from "./build";

const FIXED_NOW = new Date("2026-03-01T12:00:00Z");

describe("buildDemoData", () => {
  it("is deterministic: the same moment gives the same rows, ids and images", () => {
    expect(buildDemoData(FIXED_NOW)).toEqual(buildDemoData(new Date(FIXED_NOW)));
  });

  it("stores every image it refers to, once, as SVG", () => {
    const data = buildDemoData(FIXED_NOW);
    const paths = data.images.map((i) => i.objectPath);
    expect(new Set(paths).size).toBe(paths.length);
    const referenced = [
      ...data.creatorProfiles.flatMap((p) => [p.coverImageUrl, p.avatarImageUrl]),
      ...data.posts.map((p) => p.mediaUrl),
      ...data.items.map((i) => i.imageUrl),
      ...data.tips.map((t) => t.imageUrl),
      ...data.vetArticles.map((a) => a.imageUrl),
    ].filter((url): url is string => Boolean(url));
    expect(referenced.map((url) => url.replace(/^\/objects\//, "")).sort()).toEqual([...paths].sort());
    for (const img of data.images) {
      expect(img.objectPath).toMatch(/^demo\/[a-z0-9-]+\.svg$/);
      expect(img.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\n$/s);
    }
  });
});

describe("seeding an empty database", () => {
  let t: TestApp;
  let summary: DemoSummary;

  beforeAll(async () => {
    t = await startTestApp();
    expect(await isDatabaseEmpty(t.ctx.db)).toBe(true);
    summary = await seedDemo(t.ctx);
  });
  afterAll(() => t?.close());

  // How long it takes is measured by the start-up figures of `npm run bench`, not here.
  it("marks the database as no longer empty", async () => {
    expect(await isDatabaseEmpty(t.ctx.db)).toBe(false);
  });

  it("writes what its summary says", async () => {
    const rows = async (table: PgTable) => (await t.ctx.db.select({ n: count() }).from(table))[0].n;
    expect(await rows(users)).toBe(summary.users);
    expect(await rows(creatorProfiles)).toBe(summary.creators);
    expect(await rows(posts)).toBe(summary.posts);
    expect(await rows(subscriptions)).toBe(summary.subscriptions);
    expect(await rows(communityThreads)).toBe(summary.threads);
    expect(await rows(threadComments)).toBe(summary.comments);
    expect(await rows(marketplaceItems)).toBe(summary.items);
    const articlesOf = async (kind: "wellness" | "vet") => (await t.ctx.db.select({ n: count() }).from(articles).where(eq(articles.kind, kind)))[0].n;
    expect(await articlesOf("wellness")).toBe(10);
    expect(await articlesOf("vet")).toBe(10);
    expect(await rows(mediaObjects)).toBe(summary.images);
  });

  it("has a PawPal in every Explore tab, about a dozen in all", async () => {
    const profiles = await t.ctx.db.select().from(creatorProfiles);
    expect(profiles.length).toBeGreaterThanOrEqual(10);
    for (const tab of EXPLORE_CATEGORIES) {
      if (tab.keywords.length === 0) continue;
      const inTab = profiles.filter((p) =>
        (tab.keywords as readonly string[]).some((k) => p.petType.toLowerCase().includes(k)),
      );
      expect(inTab.length, `Explore tab ${tab.label}`).toBeGreaterThan(0);
    }
  });

  it("gives every PawPal 2-3 tiers, 3-5 posts (public and premium) and active fans other than themselves", async () => {
    const profiles = await t.ctx.db.select().from(creatorProfiles);
    for (const profile of profiles) {
      const tiers = await t.ctx.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.creatorProfileId, profile.id));
      expect(tiers.length).toBeGreaterThanOrEqual(2);
      expect(tiers.length).toBeLessThanOrEqual(3);

      const own = await t.ctx.db.select().from(posts).where(eq(posts.creatorProfileId, profile.id));
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(own.some((p) => p.isPremium)).toBe(true);
      expect(own.some((p) => !p.isPremium)).toBe(true);

      const fans = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.creatorProfileId, profile.id));
      const active = fans.filter(isFanSubscription);
      expect(active.length).toBeGreaterThanOrEqual(2);
      expect(fans.every((s) => s.subscriberId !== profile.userId)).toBe(true);
      for (const s of fans) {
        const tier = tiers.find((tr) => tr.id === s.tierId);
        expect(s.price).toBe(tier ? tier.price : profile.subscriptionPrice);
      }
    }
  });

  it("makes its fans real test-provider subscriptions, active only through their paid first invoice", async () => {
    const all = await t.ctx.db.select().from(subscriptions);
    const fans = all.filter(isFanSubscription);
    expect(fans.length).toBeGreaterThan(20);
    const paid = await t.ctx.db.select().from(invoices).where(eq(invoices.status, "paid"));
    const charges = await t.ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, "charge"));
    for (const fan of fans) {
      expect(fan).toMatchObject({ status: "active", paymentProvider: "test", stripeSubscriptionId: expect.stringMatching(/^sub_test_/) });
      expect(fan.currentPeriodEnd).not.toBeNull();
      const invoice = paid.find((i) => i.subscriptionId === fan.id);
      expect(invoice?.amountCents).toBe(Math.round(Number(fan.price) * 100));
      expect(charges.some((c) => c.invoiceId === invoice!.id)).toBe(true);
    }
    // Every event was delivered and processed.
    const events = await t.ctx.db.select().from(paymentEvents);
    expect(events.length).toBeGreaterThan(fans.length);
    expect(events.every((e) => e.processedAt)).toBe(true);
  });

  it("counts each post's likes from its like rows", async () => {
    const allPosts = await t.ctx.db.select().from(posts);
    const likes = await t.ctx.db.select().from(postLikes);
    for (const post of allPosts) expect(post.likes).toBe(likes.filter((l) => l.postId === post.id).length);
  });

  it("stores every image with its media object; premium post media are for subscribers only", async () => {
    const media = await t.ctx.db.select().from(mediaObjects);
    const byPath = new Map(media.map((m) => [m.objectPath, m]));
    for (const m of media) {
      const stat = await t.ctx.storage.stat(m.objectPath);
      expect(stat, m.objectPath).toMatchObject({ size: m.size, contentType: "image/svg+xml", etag: m.etag });
    }
    for (const post of await t.ctx.db.select().from(posts)) {
      const m = byPath.get(post.mediaUrl!.replace(/^\/objects\//, ""));
      expect(m, post.mediaUrl!).toBeDefined();
      if (post.isPremium) expect(m).toMatchObject({ visibility: "subscribers", creatorProfileId: post.creatorProfileId });
      else expect(m).toMatchObject({ visibility: "public", creatorProfileId: null });
    }
    for (const profile of await t.ctx.db.select().from(creatorProfiles)) {
      for (const url of [profile.coverImageUrl, profile.avatarImageUrl]) {
        expect(byPath.get(url!.replace(/^\/objects\//, ""))).toMatchObject({ visibility: "public", ownerId: profile.userId });
      }
    }
  });

  it("gives its images a size and a placeholder through one image job, and no raster variants (SVG is sharp at any width)", async () => {
    const media = await t.ctx.db.select().from(mediaObjects);
    const jobs = await t.ctx.db.execute<{ paths: string[] }>(
      sql`select data->'objectPaths' as paths from pgboss.job where name = 'make-image-variants'`,
    );
    expect(jobs.rows).toHaveLength(1);
    expect([...jobs.rows[0]!.paths].sort()).toEqual(media.map((m) => m.objectPath).sort());

    // Two of them, as the job does each (all of them take a few seconds).
    const [cover, avatar] = media.filter((m) => /-(cover|avatar)\.svg$/.test(m.objectPath)).sort((a, b) => (a.objectPath < b.objectPath ? -1 : 1));
    for (const image of [cover!, avatar!]) expect(await makeImageVariants(t.ctx.db, t.ctx.storage, image.objectPath)).toBe("made");
    const made = await t.ctx.db.select().from(mediaObjects).where(inArray(mediaObjects.objectPath, [cover!.objectPath, avatar!.objectPath]));
    for (const m of made) {
      expect(m.variantWidths, m.objectPath).toEqual([]);
      expect(m.placeholder, m.objectPath).toMatch(/^data:image\/webp;base64,/);
    }
    const sizes = made.map((m) => [m.objectPath.endsWith("-cover.svg") ? "cover" : "avatar", m.width, m.height]);
    expect(sizes.sort()).toEqual([
      ["avatar", 400, 400],
      ["cover", 1200, 400],
    ]);
  });

  it("has threads with comments in every thread category, counts matching", async () => {
    for (const category of THREAD_CATEGORIES) {
      const res = await t.anonymous().get("/api/community-threads").query({ category });
      expect(res.status).toBe(200);
      expect(res.body.length, category).toBeGreaterThan(0);
      for (const thread of res.body) {
        const comments = await t.anonymous().get(`/api/thread-comments/${thread.id}`);
        expect(comments.body.length).toBeGreaterThan(0);
        expect(thread.commentCount).toBe(comments.body.length);
      }
    }
  });

  it("has marketplace items in every category, most with a picture", async () => {
    for (const category of MARKETPLACE_CATEGORIES) {
      const res = await t.anonymous().get("/api/marketplace-items").query({ category });
      expect(res.body.length, category).toBeGreaterThan(0);
    }
    const all = (await t.anonymous().get("/api/marketplace-items")).body as { imageUrl: string | null }[];
    expect(all.filter((i) => i.imageUrl).length).toBeGreaterThan(all.length / 2);
  });

  it("has ten wellness tips and ten vet articles covering every category and specialization, with tags, by the staff member", async () => {
    const [staff] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO_STAFF_EMAIL));
    expect(staff).toBeDefined();

    const tips = (await t.anonymous().get("/api/wellness-tips")).body as { authorId: string; tags: string[]; category: string }[];
    expect(tips).toHaveLength(10);
    expect(new Set(tips.map((tip) => tip.category))).toEqual(new Set(WELLNESS_CATEGORIES));
    expect(tips.every((tip) => tip.authorId === staff.id && tip.tags.length > 0)).toBe(true);

    const articles = (await t.anonymous().get("/api/vet-articles")).body as {
      authorId: string;
      tags: string[];
      specialization: string;
    }[];
    expect(articles).toHaveLength(10);
    expect(new Set(articles.map((a) => a.specialization))).toEqual(new Set(VET_SPECIALIZATIONS));
    expect(articles.every((a) => a.authorId === staff.id && a.tags.length > 0)).toBe(true);
  });

  it("refuses to seed twice: the second run fails and changes nothing", async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(users))[0].n;
    await expect(seedDemo(t.ctx)).rejects.toThrow();
    expect((await t.ctx.db.select({ n: count() }).from(users))[0].n).toBe(before);
  });
});
