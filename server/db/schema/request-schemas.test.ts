/**
 * The request schemas are written in plain zod so the browser need not load the
 * Drizzle tables. These checks keep them tied to the tables: every field a
 * request carries is a column of the table it is inserted into, with the
 * insert schema drizzle-zod derives from that table. An article's category or
 * specialization is stored as its `topic`.
 */
import { createInsertSchema } from "drizzle-zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { TIER_PRICE } from "@shared/constants/money";
import { LIST_LIMITS, TEXT_LIMITS } from "@shared/constants/text-limits";
import * as tables from "./index";
import * as requests from "@shared/validation";

/** A request's name, a table and the columns of the request's fields stored under another name. */
type Case = [string, z.ZodObject, Parameters<typeof createInsertSchema>[0], Record<string, string>?];

const cases: Case[] = [
  ["creatorProfileInputSchema", requests.creatorProfileInputSchema, tables.creatorProfiles],
  // The audience is stored in audience_kind and audience_min_tier_id.
  ["postInputSchema", requests.postInputSchema, tables.posts, { audience: "audienceKind" }],
  ["tierInputSchema", requests.tierInputSchema, tables.subscriptionTiers],
  ["subscriptionInputSchema", requests.subscriptionInputSchema, tables.subscriptions],
  ["contactInputSchema", requests.contactInputSchema, tables.contactMessages],
  ["threadInputSchema", requests.threadInputSchema, tables.communityThreads],
  ["commentInputSchema", requests.commentInputSchema, tables.threadComments],
  // The delivery options are stored in delivery_pickup, delivery_shipping and shipping_cents.
  ["marketplaceItemInputSchema", requests.marketplaceItemInputSchema, tables.marketplaceItems, { delivery: "deliveryPickup" }],
  ["wellnessTipInputSchema", requests.wellnessTipInputSchema, tables.articles, { category: "topic" }],
  ["vetArticleInputSchema", requests.vetArticleInputSchema, tables.articles, { specialization: "topic" }],
];

const columnsOf = (request: z.ZodObject, storedAs: Record<string, string> = {}) =>
  Object.keys(request.shape).map((field) => storedAs[field] ?? field);

describe("request schemas match their tables", () => {
  it.each(cases)("%s carries only columns of its table", (_name, request, table, storedAs) => {
    const columns = Object.keys(createInsertSchema(table).shape);
    for (const column of columnsOf(request, storedAs)) expect(columns).toContain(column);
  });

  it.each(cases)("%s requires every NOT NULL column without a default that the caller supplies", (_name, request, table, storedAs) => {
    const insert = createInsertSchema(table);
    const required = Object.entries(insert.shape)
      .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
      .map(([column]) => column);
    const requestFields = columnsOf(request, storedAs);
    // Columns the server fills from the session, the address or the database (owner ids, an article's kind, prices).
    const filledByServer = new Set(["userId", "subscriberId", "sellerId", "authorId", "kind", "price"]);
    for (const column of required) {
      if (filledByServer.has(column) && !requestFields.includes(column)) continue;
      expect(requestFields).toContain(column);
    }
  });
});

describe("length limits", () => {
  const PROFILE = { petName: "Biscuit", petType: "Dog", bio: "A corgi." };
  const TIER = { name: "Gold", creatorProfileId: "00000000-0000-4000-8000-000000000000", price: "9.99" };
  const CONTACT = { name: "Ann", email: "ann@pets.test", subject: "Hello there", message: "A message of some length." };
  const THREAD = { title: "Walks", content: "How long do you walk?", category: "General" };
  const COMMENT = { content: "Nice!", threadId: "00000000-0000-4000-8000-000000000000" };
  const ITEM = { title: "Bone", description: "A chew bone.", price: 5, category: "Toys", condition: "Good" };
  const TIP = { title: "Water", content: "Drink more.", category: "Nutrition" };
  const POST = { mediaType: "image", caption: "Beach", mediaUrl: "/objects/uploads/u/p", creatorProfileId: TIER.creatorProfileId };

  const cases: [string, z.ZodType, Record<string, unknown>, string, string, number][] = [
    ["pet name", requests.creatorProfileInputSchema, PROFILE, "petName", "Pet name", TEXT_LIMITS.petName],
    ["pet type", requests.creatorProfileInputSchema, PROFILE, "petType", "Pet type", TEXT_LIMITS.petType],
    ["breed", requests.creatorProfileInputSchema, PROFILE, "breed", "Breed", TEXT_LIMITS.breed],
    ["bio", requests.creatorProfileInputSchema, PROFILE, "bio", "Bio", TEXT_LIMITS.bio],
    ["breed in an edit", requests.creatorProfileUpdateSchema, {}, "breed", "Breed", TEXT_LIMITS.breed],
    ["caption", requests.postInputSchema, POST, "caption", "Caption", TEXT_LIMITS.caption],
    ["tier name", requests.tierInputSchema, TIER, "name", "Tier name", TEXT_LIMITS.tierName],
    ["tier description", requests.tierInputSchema, TIER, "description", "Description", TEXT_LIMITS.tierDescription],
    ["contact name", requests.contactInputSchema, CONTACT, "name", "Name", TEXT_LIMITS.contactName],
    ["contact subject", requests.contactInputSchema, CONTACT, "subject", "Subject", TEXT_LIMITS.contactSubject],
    ["contact message", requests.contactInputSchema, CONTACT, "message", "Message", TEXT_LIMITS.contactMessage],
    ["thread title", requests.threadInputSchema, THREAD, "title", "Title", TEXT_LIMITS.threadTitle],
    ["thread content", requests.threadInputSchema, THREAD, "content", "Content", TEXT_LIMITS.threadContent],
    ["comment", requests.commentInputSchema, COMMENT, "content", "Comment", TEXT_LIMITS.comment],
    ["item title", requests.marketplaceItemInputSchema, ITEM, "title", "Title", TEXT_LIMITS.itemTitle],
    ["item description", requests.marketplaceItemInputSchema, ITEM, "description", "Description", TEXT_LIMITS.itemDescription],
    ["item location", requests.marketplaceItemInputSchema, ITEM, "location", "Location", TEXT_LIMITS.itemLocation],
    ["tip title", requests.wellnessTipInputSchema, TIP, "title", "Title", TEXT_LIMITS.articleTitle],
    ["tip content", requests.wellnessTipInputSchema, TIP, "content", "Content", TEXT_LIMITS.articleContent],
  ];

  it.each(cases)("a %s takes its limit in characters, trimmed, and no more", (_name, schema, base, field, label, max) => {
    expect(schema.safeParse({ ...base, [field]: `  ${"x".repeat(max)}  ` }).success).toBe(true);
    const result = schema.safeParse({ ...base, [field]: "x".repeat(max + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      [field, `${label} must be at most ${max} characters`],
    ]);
  });

  it.each(cases)("a %s cannot hold a null character (PostgreSQL cannot store one)", (_name, schema, base, field) => {
    const result = schema.safeParse({ ...base, [field]: "a\u0000b" });
    expect(result.error?.issues.map((i) => i.message)).toContain("Text cannot contain null characters");
  });

  it("an email address takes at most 254 characters", () => {
    const long = `${"a".repeat(250)}@b.co`;
    expect(requests.contactInputSchema.safeParse({ ...CONTACT, email: long }).error?.issues[0].message).toBe(
      "Email must be at most 254 characters",
    );
  });

  it("keeps the specification's messages for missing and too short fields", () => {
    const firstMessage = (schema: z.ZodType, body: unknown) => schema.safeParse(body).error?.issues[0].message;
    expect(firstMessage(requests.contactInputSchema, { ...CONTACT, name: "A" })).toBe("Name must be at least 2 characters");
    expect(firstMessage(requests.contactInputSchema, { ...CONTACT, email: "nope" })).toBe("Please enter a valid email address");
    expect(firstMessage(requests.contactInputSchema, { ...CONTACT, subject: "Hi" })).toBe("Subject must be at least 5 characters");
    expect(firstMessage(requests.contactInputSchema, { ...CONTACT, message: "Short" })).toBe("Message must be at least 10 characters");
    expect(firstMessage(requests.threadInputSchema, { ...THREAD, title: "  " })).toBe("Please fill in all fields");
    expect(firstMessage(requests.marketplaceItemInputSchema, { ...ITEM, title: "" })).toBe("Please fill in all required fields");
    expect(firstMessage(requests.tierInputSchema, { ...TIER, name: " " })).toBe("Please provide tier name and price");
    expect(firstMessage(requests.postInputSchema, { ...POST, caption: " " })).toBe("Please add a caption for your post");
    expect(firstMessage(requests.postInputSchema, { ...POST, mediaUrl: "" })).toBe("Please upload a photo, video, or reel for your post");
  });

  it("tier features: at most 20, each at most 120 characters, after trimming and dropping blank lines", () => {
    const parse = (features: unknown) => requests.tierInputSchema.safeParse({ ...TIER, features });
    const twenty = Array.from({ length: LIST_LIMITS.tierFeatures }, (_, i) => `Perk ${i}`);
    expect(parse([...twenty, " ", ""]).data?.features).toEqual(twenty);
    expect(parse([...twenty, "One more"]).error?.issues[0]).toMatchObject({
      path: ["features"],
      message: "A tier can have at most 20 features",
    });
    expect(parse(["ok", "f".repeat(121)]).error?.issues[0]).toMatchObject({
      path: ["features", 1],
      message: "Each feature must be at most 120 characters",
    });
    expect(parse("one line").error?.issues[0].message).toBe("Features must be a list");
  });

  it("tags: at most 10, each at most 30 characters", () => {
    const parse = (tags: unknown) => requests.vetArticleInputSchema.safeParse({ ...TIP, specialization: "Surgery", tags });
    expect(parse(Array.from({ length: 11 }, (_, i) => `t${i}`)).error?.issues[0].message).toBe("An article can have at most 10 tags");
    expect(parse(["t".repeat(31)]).error?.issues[0].message).toBe("Each tag must be at most 30 characters");
    expect(parse([" dogs ", ""]).data?.tags).toEqual(["dogs"]);
  });
});

describe("tier prices", () => {
  const parsePrice = (price: unknown) => requests.tierInputSchema.shape.price.safeParse(price);

  it.each([
    [0.01, "0.01"],
    ["0.005", "0.01"],
    ["12.5", "12.50"],
    [999.99, "999.99"],
    ["999.994", "999.99"],
  ])("takes %j as %j", (price, stored) => {
    expect(parsePrice(price).data).toBe(stored);
  });

  it.each([0, "0.00", "0.004", -1, "abc", "", null, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %j: 'Please enter a valid price' (nothing left once rounded to cents)",
    (price) => {
      expect(parsePrice(price).error?.issues[0].message).toBe("Please enter a valid price");
    },
  );

  it.each([1000, "999.995", 1e12])("refuses %j: at most $999.99", (price) => {
    expect(parsePrice(price).error?.issues[0].message).toBe(`Price must be at most $${TIER_PRICE.max}`);
  });

  it("leaves the creator's subscription price at the specification's 1.99–99.99", () => {
    const parse = (subscriptionPrice: unknown) =>
      requests.creatorProfileInputSchema.safeParse({ petName: "A", petType: "Dog", bio: "B", subscriptionPrice });
    expect(parse(1.99).data?.subscriptionPrice).toBe("1.99");
    expect(parse(99.99).data?.subscriptionPrice).toBe("99.99");
    expect(parse(1.98).error?.issues[0].message).toBe("Subscription price must be at least $1.99");
    expect(parse(100).error?.issues[0].message).toBe("Subscription price must be at most $99.99");
  });
});

describe("image and media references", () => {
  const imageOf = (avatarImageUrl: unknown) =>
    requests.creatorProfileInputSchema.safeParse({ petName: "A", petType: "Dog", bio: "B", avatarImageUrl });
  const REFUSED = "Images must be uploaded files or https addresses";

  it.each([
    ["/objects/uploads/u1/photo", "/objects/uploads/u1/photo"],
    ["https://images.example.com/a.png", "https://images.example.com/a.png"],
    // Stored normalized: the scheme and host in lower case, spaces encoded.
    ["HTTPS://Images.Example.com/A b.png", "https://images.example.com/A%20b.png"],
    ["  https://images.example.com/a.png  ", "https://images.example.com/a.png"],
  ])("stores %j as %j", (given, stored) => {
    expect(imageOf(given).data?.avatarImageUrl).toBe(stored);
  });

  it.each([
    "http://images.example.com/a.png",
    "data:image/png;base64,iVBORw0KGgo=",
    "javascript:alert(1)",
    "//images.example.com/a.png",
    "/api/logout",
    "images/a.png",
    "/objects/../secrets",
    "/objects//a",
    "/objects/a/.hidden",
    "https://user:pass@images.example.com/a.png",
    "https://localhost/a.png",
    "https://192.168.1.1/a.png",
    "ftp://images.example.com/a.png",
    42,
  ])("refuses %j", (given) => {
    expect(imageOf(given).error?.issues.map((i) => i.message)).toEqual([REFUSED]);
  });

  it("refuses an address over 2048 characters", () => {
    expect(imageOf(`https://images.example.com/${"a".repeat(2048)}`).error?.issues[0].message).toBe(
      "Image address must be at most 2048 characters",
    );
  });

  it("takes only uploads as a post's media and thumbnail", () => {
    const post = { mediaType: "image", caption: "c", creatorProfileId: "00000000-0000-4000-8000-000000000000" };
    const parse = (fields: Record<string, unknown>) => requests.postInputSchema.safeParse({ ...post, ...fields });
    expect(parse({ mediaUrl: "/objects/uploads/u/p", thumbnailUrl: "/objects/uploads/u/t" }).success).toBe(true);
    expect(parse({ mediaUrl: "https://images.example.com/a.png" }).error?.issues[0].message).toBe(
      "Please upload a photo, video, or reel for your post",
    );
    expect(parse({ mediaUrl: "/objects/uploads/u/p", thumbnailUrl: "https://images.example.com/t.png" }).error?.issues[0].message).toBe(
      "Thumbnails must be uploaded files",
    );
  });

  it.each([
    ["listing", requests.marketplaceItemInputSchema, { title: "Bone", description: "D", price: 5, category: "Toys", condition: "Good" }],
    ["tip", requests.wellnessTipInputSchema, { title: "T", content: "C", category: "Nutrition" }],
    ["article", requests.vetArticleInputSchema, { title: "T", content: "C", specialization: "Surgery" }],
  ])("applies the same rule to a %s's image", (_name, schema, base) => {
    expect((schema as z.ZodType).safeParse({ ...base, imageUrl: "http://images.example.com/a.png" }).error?.issues[0].message).toBe(REFUSED);
    expect(((schema as z.ZodType).safeParse({ ...base, imageUrl: "https://images.example.com/a.png" }).data as { imageUrl: string }).imageUrl).toBe(
      "https://images.example.com/a.png",
    );
  });
});
