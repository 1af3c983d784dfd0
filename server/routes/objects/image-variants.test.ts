/**
 * Image variants end to end: an uploaded photo put to use gets WebP variants,
 * its size and a placeholder from a background job; the answers that show it
 * carry them (read in the list's own query); variants are served under the
 * original's rule; a locked premium post carries only its blurred teaser.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorProfileView, MarketplaceItemView, PostView, WellnessTipView } from "@shared/api-types";
import { imageTeaserSchema, imageViewSchema } from "@shared/media";
import { articles, marketplaceItems, mediaObjects, uploadTickets, type User } from "../../db/schema";
import { cleanUpUnattachedUploads } from "../../jobs/handlers/clean-up-unattached-uploads";
import { makeImageVariants } from "../../jobs/handlers/make-image-variants";
import { variantObjectPath } from "../../storage/image-variants";
import { sampleFile } from "../../test/fixtures/media-samples";
import { buildCreator, buildPost, buildSubscription, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  // The answers change when a job is done: read them fresh, not from the few-second public cache.
  t = await startTestApp({ PUBLIC_CACHE_SECONDS: "0" });
});
afterAll(() => t?.close());

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** superagent buffers any answer as raw bytes with this parser. */
function bytes(res: unknown, done: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (c: Buffer) => chunks.push(c));
  stream.on("end", () => done(null, Buffer.concat(chunks)));
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#f08c00" } })
    .jpeg()
    .toBuffer();

/** Issues an upload URL and PUTs the file to it; answers the "/objects/…" path. */
async function upload(agent: request.Agent, file: Buffer, contentType: string, purpose = "image"): Promise<string> {
  const ticket = (await agent.post("/api/objects/upload").send({ contentType, size: file.length, purpose })).body;
  const put = await t.anonymous().put(pathOf(ticket.uploadURL)).set(ticket.uploadHeaders).send(file);
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return ticket.objectPath;
}

/** A creator who publishes one post with a freshly uploaded photo. */
async function creatorWithPhotoPost(options: { premium: boolean; file?: Buffer; contentType?: string }) {
  const { owner, profile } = await buildCreator(t.ctx.db);
  const agent = await t.as(owner);
  const mediaUrl = await upload(agent, options.file ?? (await photo(2000, 1500)), options.contentType ?? "image/jpeg");
  const res = await agent
    .post("/api/posts")
    .send({ creatorProfileId: profile.id, caption: "Zoomies", mediaType: "image", mediaUrl, isPremium: options.premium });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { owner, profile, agent, mediaUrl, objectPath: mediaUrl.slice("/objects/".length) };
}

async function postsAs(agent: request.Agent, creatorProfileId: string): Promise<PostView[]> {
  const res = await agent.get(`/api/posts/creator/${creatorProfileId}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe("an uploaded photo put to use", () => {
  it("is answered alone at first, then with WebP variants of 320, 640 and 1280 px, its size and a placeholder", async () => {
    const { profile, mediaUrl, objectPath } = await creatorWithPhotoPost({ premium: false });

    const [before] = await postsAs(t.anonymous(), profile.id);
    expect(before!.mediaImage).toEqual({ url: mediaUrl, width: null, height: null, placeholder: null, variants: [] });

    await t.drainJobs();
    const [after] = await postsAs(t.anonymous(), profile.id);
    const image = imageViewSchema.parse(after!.mediaImage);
    expect(image).toMatchObject({ url: mediaUrl, width: 2000, height: 1500 });
    expect(image.variants).toEqual([320, 640, 1280].map((width) => ({ url: `/objects/${variantObjectPath(objectPath, width)}`, width })));
    expect(image.placeholder!.length).toBeLessThan(400);

    for (const variant of image.variants) {
      const res = await t.anonymous().get(variant.url).buffer(true).parse(bytes);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", variant.width, (variant.width * 3) / 4]);
    }
  });

  it("makes nothing twice: a rerun of the job leaves the record and the variants as they were", async () => {
    const { objectPath } = await creatorWithPhotoPost({ premium: false });
    await t.drainJobs();
    const record = async () => (await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, objectPath)))[0];
    const variant = variantObjectPath(objectPath, 640);
    const first = { record: await record(), stored: await t.ctx.storage.stat(variant) };

    expect(await makeImageVariants(t.ctx.db, t.ctx.storage, objectPath)).toBe("skipped");
    // A crash after the variants were written but before the record was: the rerun writes the same again.
    await t.ctx.db.update(mediaObjects).set({ variantWidths: null }).where(eq(mediaObjects.objectPath, objectPath));
    expect(await makeImageVariants(t.ctx.db, t.ctx.storage, objectPath)).toBe("made");
    expect(await record()).toEqual(first.record);
    expect(await t.ctx.storage.stat(variant)).toMatchObject({ size: first.stored!.size, contentType: "image/webp" });
  });

  it("is never upscaled: a 500 px photo gets 320 and 500 px variants", async () => {
    const { profile } = await creatorWithPhotoPost({ premium: false, file: await photo(500, 400) });
    await t.drainJobs();
    const [post] = await postsAs(t.anonymous(), profile.id);
    expect(post!.mediaImage!.variants.map((v) => v.width)).toEqual([320, 500]);
  });

  it("with bytes no decoder reads is recorded as done and keeps being shown as uploaded", async () => {
    const { profile, mediaUrl, objectPath } = await creatorWithPhotoPost({
      premium: false,
      file: sampleFile("image/png"),
      contentType: "image/png",
    });
    await t.drainJobs();
    const [record] = await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, objectPath));
    expect(record).toMatchObject({ variantWidths: [], width: null, placeholder: null });
    const [post] = await postsAs(t.anonymous(), profile.id);
    expect(post!.mediaImage).toEqual({ url: mediaUrl, width: null, height: null, placeholder: null, variants: [] });
  });

  it("as a profile cover, answers the creator's cover with its variants", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(owner);
    const uploaded = await upload(agent, await photo(1600, 400), "image/jpeg", "profile");
    const registered = await agent.put("/api/profile-images").send({ imageURL: uploaded });
    expect(registered.status).toBe(200);
    expect((await agent.patch(`/api/creator-profile/${profile.id}`).send({ coverImageUrl: uploaded })).status).toBe(200);
    await t.drainJobs();
    const answer: CreatorProfileView = (await t.anonymous().get(`/api/creator-profile/${profile.id}`)).body;
    expect(answer.coverImageUrl).toBe(uploaded);
    expect(answer.coverImage).toMatchObject({ url: uploaded, width: 1600, height: 400 });
    expect(answer.coverImage!.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect(answer.avatarImage).toBeNull();
  });
});

describe("a premium post's variants", () => {
  let premium: Awaited<ReturnType<typeof creatorWithPhotoPost>>;
  let fan: User;
  let stranger: User;
  beforeAll(async () => {
    premium = await creatorWithPhotoPost({ premium: true });
    fan = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, premium.profile);
    stranger = await buildUser(t.ctx.db);
    await t.drainJobs();
  });

  it("are refused to visitors and non-subscribers with the same answer as the original", async () => {
    const variant = `/objects/${variantObjectPath(premium.objectPath, 640)}`;
    for (const agent of [t.anonymous(), await t.as(stranger)]) {
      const original = await agent.get(premium.mediaUrl);
      const refused = await agent.get(variant);
      expect(refused.status).toBe(404);
      expect([refused.status, refused.body]).toEqual([original.status, original.body]);
    }
  });

  it("are served to the owner and to subscribers, never cached by shared caches", async () => {
    const variant = `/objects/${variantObjectPath(premium.objectPath, 640)}`;
    for (const agent of [premium.agent, await t.as(fan)]) {
      const res = await agent.get(variant);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-cache");
    }
  });

  it("are left out of a locked post's answer: it carries only the placeholder and the size", async () => {
    const [locked] = await postsAs(await t.as(stranger), premium.profile.id);
    expect(locked).toMatchObject({ locked: true, mediaUrl: null, mediaImage: null, thumbnailImage: null });
    expect(imageTeaserSchema.parse(locked!.teaser)).toMatchObject({ width: 2000, height: 1500 });
    expect(locked!.teaser!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(JSON.stringify(locked)).not.toContain("/objects/");
    expect(JSON.stringify(locked)).not.toContain(premium.objectPath);

    const [unlocked] = await postsAs(await t.as(fan), premium.profile.id);
    expect(unlocked).toMatchObject({ locked: false, teaser: null, mediaUrl: premium.mediaUrl });
    expect(unlocked!.mediaImage!.variants).toHaveLength(3);
  });
});

describe("a variant", () => {
  it("cannot be put to use as an upload of its own (a post's media or a profile image)", async () => {
    const { owner, profile, objectPath } = await creatorWithPhotoPost({ premium: true });
    await t.drainJobs();
    const variant = `/objects/${variantObjectPath(objectPath, 320)}`;
    const agent = await t.as(owner);
    const asProfileImage = await agent.put("/api/profile-images").send({ imageURL: variant });
    expect(asProfileImage.status).toBe(400);
    const asPost = await agent.post("/api/posts").send({ creatorProfileId: profile.id, caption: "Again", mediaType: "image", mediaUrl: variant });
    expect(asPost.status).toBe(400);
    expect((await t.anonymous().get(variant)).status).toBe(404);
  });
});

describe("videos", () => {
  it("are published as before, with no image job and no image fields", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const agent = await t.as(owner);
    const mediaUrl = await upload(agent, sampleFile("video/mp4", 10_000), "video/mp4", "video");
    const res = await agent.post("/api/posts").send({ creatorProfileId: profile.id, caption: "Run", mediaType: "video", mediaUrl });
    expect(res.status).toBe(201);
    await t.drainJobs();
    const [record] = await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, mediaUrl.slice(9)));
    expect(record).toMatchObject({ variantWidths: null, width: null });
    // As its creator sees it (the sample file is no real video: fans never get the post).
    const [post] = await postsAs(agent, profile.id);
    expect(post).toMatchObject({ mediaUrl, mediaImage: null, thumbnailImage: null, teaser: null });
  });
});

describe("deleting uploads", () => {
  it("deletes an unattached upload's variants with it", async () => {
    const owner = await buildUser(t.ctx.db);
    const objectPath = `uploads/${owner.id}/never-attached`;
    await t.ctx.storage.writeObject(objectPath, await photo(800, 600), "image/jpeg");
    // As if variants had been made of it by some earlier life of the path.
    await t.ctx.storage.writeObject(variantObjectPath(objectPath, 320), await photo(320, 240), "image/webp");
    await t.ctx.db.insert(uploadTickets).values({ objectPath, ownerId: owner.id, expiresAt: new Date(Date.now() - 1000) });
    await cleanUpUnattachedUploads(t.ctx.db, t.ctx.storage, new Date(Date.now() + 2 * 24 * 3600 * 1000));
    expect(await t.ctx.storage.stat(objectPath)).toBeNull();
    expect(await t.ctx.storage.stat(variantObjectPath(objectPath, 320))).toBeNull();
  });
});

describe("lists with images", () => {
  /** The reads the app sends to the pool while `run` runs (the rate limiter's counter writes left aside). */
  async function readsDuring(run: () => Promise<unknown>): Promise<number> {
    const pool = t.ctx.database.pool as unknown as { query: (...args: unknown[]) => unknown };
    const original = pool.query;
    let count = 0;
    pool.query = (...args: unknown[]) => {
      const statement = args[0] as string | { text: string };
      if (/^\s*select\b/i.test(typeof statement === "string" ? statement : statement.text)) count++;
      return original.apply(t.ctx.database.pool, args);
    };
    try {
      await run();
    } finally {
      pool.query = original;
    }
    return count;
  }

  /** A recorded public image with its facts made, as the job leaves it; answers its "/objects/…" URL. */
  async function recordedImage(owner: User): Promise<string> {
    const objectPath = `uploads/${owner.id}/${crypto.randomUUID()}`;
    await t.ctx.db.insert(mediaObjects).values({
      objectPath,
      ownerId: owner.id,
      contentType: "image/jpeg",
      size: 1,
      etag: '"x"',
      width: 1200,
      height: 800,
      placeholder: "data:image/webp;base64,UklGRg==",
      variantWidths: [320, 640, 1200],
    });
    return `/objects/${objectPath}`;
  }

  it("answer a page's images in the page's own query: a page of 6 costs what a page of 1 does", async () => {
    const owner = await buildUser(t.ctx.db);
    const { profile } = await buildCreator(t.ctx.db, { owner });
    for (let i = 0; i < 6; i++) {
      await buildCreator(t.ctx.db, { coverImageUrl: await recordedImage(owner), avatarImageUrl: await recordedImage(owner) });
      await buildPost(t.ctx.db, profile, { mediaUrl: await recordedImage(owner) });
      await t.ctx.db.insert(marketplaceItems).values({
        sellerId: owner.id,
        title: "Rope toy",
        description: "Hardly chewed",
        price: "4.00",
        category: "Toys",
        condition: "Good",
        imageUrl: await recordedImage(owner),
      });
      await t.ctx.db.insert(articles).values({ kind: "wellness", authorId: owner.id, title: "Hydration", content: "Water", topic: "Nutrition", imageUrl: await recordedImage(owner) });
    }
    const lists = [
      "/api/creator-profiles",
      `/api/posts/creator/${profile.id}`,
      "/api/marketplace-items",
      "/api/wellness-tips",
    ];
    for (const list of lists) {
      const agent = t.anonymous();
      await agent.get(`${list}?limit=1`); // warm up whatever a first request does once
      let page: Array<CreatorProfileView | PostView | MarketplaceItemView | WellnessTipView> = [];
      const one = await readsDuring(async () => void (await agent.get(`${list}?limit=1`)));
      const six = await readsDuring(async () => (page = (await agent.get(`${list}?limit=6`)).body));
      expect(page, list).toHaveLength(6);
      expect(six, list).toBe(one);
      const shown = page.map((row) => ("coverImage" in row ? row.coverImage : "mediaImage" in row ? row.mediaImage : row.image));
      for (const image of shown) {
        expect(imageViewSchema.parse(image).variants.map((v) => v.width), list).toEqual([320, 640, 1200]);
      }
    }
  });

  it("give an address on another site no size, placeholder or variants", async () => {
    const seller = await buildUser(t.ctx.db);
    const [item] = await t.ctx.db
      .insert(marketplaceItems)
      .values({ sellerId: seller.id, title: "Leash", description: "Red", price: "9.00", category: "Toys", condition: "New", imageUrl: "https://images.example.com/leash.png" })
      .returning();
    const answer: MarketplaceItemView = (await t.anonymous().get(`/api/marketplace-items/${item!.id}`)).body;
    expect(answer.image).toEqual({ url: "https://images.example.com/leash.png", width: null, height: null, placeholder: null, variants: [] });
  });
});
