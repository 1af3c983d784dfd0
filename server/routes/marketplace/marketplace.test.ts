import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceItemView } from "@shared/api-types";
import { MARKETPLACE_CATEGORIES } from "@shared/constants/categories";
import { MARKETPLACE_DEFAULT_COMMISSION } from "@shared/constants/money";
import { marketplaceItems, type User } from "../../db/schema";
import { buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let seller: User;

beforeAll(async () => {
  t = await startTestApp();
  seller = await buildUser(t.ctx.db);
});
afterAll(() => t?.close());

const chewToy = {
  title: "Indestructible chew bone",
  description: "Survived six months with our Labrador. Washed and sanitised.",
  price: 12.5,
  category: "Toys",
  condition: "Good",
};

async function listItem(body: Record<string, unknown>): Promise<MarketplaceItemView> {
  const res = await (await t.as(seller)).post("/api/marketplace-items").send(body);
  expect(res.status).toBe(201);
  return res.body;
}

async function postItem(body: Record<string, unknown>) {
  return (await t.as(seller)).post("/api/marketplace-items").send(body);
}

describe("POST /api/marketplace-items", () => {
  it("lists an item for the signed-in seller, available, with the default commission", async () => {
    const photo = await buildUpload(t.ctx.storage, seller);
    const item = await listItem({ ...chewToy, location: "Portland, OR", imageUrl: photo });
    expect(item).toMatchObject({
      id: expect.any(String),
      sellerId: seller.id,
      title: "Indestructible chew bone",
      description: chewToy.description,
      price: "12.50",
      platformCommission: "0.05",
      category: "Toys",
      imageUrl: photo,
      condition: "Good",
      location: "Portland, OR",
      status: "available",
      delivery: { pickup: true, shipping: false, shippingCents: 0 },
      createdAt: expect.any(String),
    });
  });

  it("takes delivery options: pickup, shipping at a price (0 allowed), or both", async () => {
    for (const delivery of [
      { pickup: false, shipping: true, shippingCents: 0 },
      { pickup: true, shipping: true, shippingCents: 799 },
    ]) {
      const item = await listItem({ ...chewToy, delivery });
      expect(item.delivery).toEqual(delivery);
      expect((await t.anonymous().get(`/api/marketplace-items/${item.id}`)).body.delivery).toEqual(delivery);
    }
  });

  it.each([
    [{ pickup: false, shipping: false, shippingCents: 0 }, "Please offer pickup, shipping or both"],
    [{ pickup: true, shipping: true, shippingCents: -5 }, "Shipping price cannot be negative"],
    [{ pickup: true, shipping: true, shippingCents: "5" }, "Shipping price must be a number of cents"],
    [{ pickup: "yes", shipping: true, shippingCents: 5 }, "Pickup must be true or false"],
  ])("refuses the delivery options %j with 400 %s", async (delivery, message) => {
    const res = await postItem({ ...chewToy, delivery });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ["12.5", "12.50"],
    [" 7 ", "7.00"],
    [19.999, "20.00"],
    [0, "0.00"],
  ])("accepts the price %j as %j", async (price, stored) => {
    const item = await listItem({ ...chewToy, price });
    expect(item.price).toBe(stored);
  });

  it("stores a blank or missing location and image URL as null", async () => {
    const blank = await listItem({ ...chewToy, location: "   ", imageUrl: "" });
    expect(blank).toMatchObject({ location: null, imageUrl: null });
    const missing = await listItem(chewToy);
    expect(missing).toMatchObject({ location: null, imageUrl: null });
  });

  it("stores the platform's default commission on the new row", async () => {
    const item = await listItem(chewToy);
    const [row] = await t.ctx.db.select().from(marketplaceItems).where(eq(marketplaceItems.id, item.id));
    expect(Number(row.platformCommission)).toBe(MARKETPLACE_DEFAULT_COMMISSION);
    expect(item.platformCommission).toBe("0.05");
  });

  it("shows the seller's uploaded photo to everyone, and keeps an https address elsewhere as given", async () => {
    const photo = await buildUpload(t.ctx.storage, seller);
    await listItem({ ...chewToy, imageUrl: photo });
    expect((await t.anonymous().get(photo)).status).toBe(200);
    const elsewhere = await listItem({ ...chewToy, imageUrl: "https://images.example.com/bone.png" });
    expect(elsewhere.imageUrl).toBe("https://images.example.com/bone.png");
  });

  it("refuses another person's upload as the image", async () => {
    const strangersPhoto = await buildUpload(t.ctx.storage, await buildUser(t.ctx.db));
    const res = await postItem({ ...chewToy, imageUrl: strangersPhoto });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "You can only use files you uploaded yourself" });
  });

  it.each(["http://images.example.com/bone.png", "data:image/png;base64,iVBORw0KGgo=", "javascript:alert(1)", "//images.example.com/bone.png", "/api/logout"])(
    "refuses the image address %s",
    async (imageUrl) => {
      const res = await postItem({ ...chewToy, imageUrl });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: "imageUrl", message: "Images must be uploaded files or https addresses" }]);
    },
  );

  it("ignores fields a seller may not set", async () => {
    const item = await listItem({ ...chewToy, status: "sold", platformCommission: 0, sellerId: "someone-else" });
    expect(item).toMatchObject({ status: "available", platformCommission: "0.05", sellerId: seller.id });
  });

  it.each([
    ["a negative price", { price: -1 }, "price", "Price cannot be negative"],
    ["a price that is not a number", { price: "twelve" }, "price", "Price must be a number"],
    ["a blank price", { price: "" }, "price", "Price must be a number"],
    ["a blank title", { title: "  " }, "title", "Please fill in all required fields"],
    ["a blank description", { description: "" }, "description", "Please fill in all required fields"],
    ["an unknown category", { category: "Cars" }, "category", "Please choose a category"],
    ["an unknown condition", { condition: "Broken" }, "condition", "Please choose a condition"],
    ["a title over 120 characters", { title: "t".repeat(121) }, "title", "Title must be at most 120 characters"],
    ["a description over 2000 characters", { description: "d".repeat(2001) }, "description", "Description must be at most 2000 characters"],
    ["a location over 100 characters", { location: "l".repeat(101) }, "location", "Location must be at most 100 characters"],
  ])("refuses %s", async (_case, change, path, message) => {
    const res = await postItem({ ...chewToy, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ path, message }] });
  });

  it("refuses a missing price", async () => {
    const { price: _price, ...withoutPrice } = chewToy;
    const res = await postItem(withoutPrice);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("price");
  });

  it("needs a signed-in user", async () => {
    const res = await t.anonymous().post("/api/marketplace-items").send(chewToy);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });
});

describe("GET /api/marketplace-items", () => {
  it("lists items newest first, to visitors too", async () => {
    const older = await listItem({ ...chewToy, title: "Older listing" });
    const newer = await listItem({ ...chewToy, title: "Newer listing" });
    const res = await t.anonymous().get("/api/marketplace-items");
    expect(res.status).toBe(200);
    const ids = (res.body as MarketplaceItemView[]).map((i) => i.id);
    expect(ids[0]).toBe(newer.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it("filters by every category of the list", async () => {
    for (const category of MARKETPLACE_CATEGORIES) await listItem({ ...chewToy, title: `A ${category} item`, category });
    for (const category of MARKETPLACE_CATEGORIES) {
      const res = await t.anonymous().get("/api/marketplace-items").query({ category });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect((res.body as MarketplaceItemView[]).every((i) => i.category === category)).toBe(true);
    }
  });

  it("refuses an unknown category with 400", async () => {
    const res = await t.anonymous().get("/api/marketplace-items?category=Cars");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Unknown category. Choose one of: ${MARKETPLACE_CATEGORIES.join(", ")}`);
  });

  it("pages with ?limit and ?before", async () => {
    const all = (await t.anonymous().get("/api/marketplace-items")).body as MarketplaceItemView[];
    const first = (await t.anonymous().get("/api/marketplace-items?limit=3")).body as MarketplaceItemView[];
    expect(first.map((i) => i.id)).toEqual(all.slice(0, 3).map((i) => i.id));
    const next = (await t.anonymous().get(`/api/marketplace-items?limit=3&before=${first[2].id}`))
      .body as MarketplaceItemView[];
    expect(next.map((i) => i.id)).toEqual(all.slice(3, 6).map((i) => i.id));
  });

  it("shows the items for sale by default (reserved ones too), sold ones with ?status=sold, withdrawn ones in no list", async () => {
    const [onSale, reserved, sold, withdrawn] = await Promise.all(
      ["On sale", "Reserved", "Sold", "Withdrawn"].map((title) => listItem({ ...chewToy, title: `${title} status item` })),
    );
    const set = (id: string, status: string) => t.ctx.db.update(marketplaceItems).set({ status }).where(eq(marketplaceItems.id, id));
    await set(reserved.id, "reserved");
    await set(sold.id, "sold");
    await set(withdrawn.id, "withdrawn");
    const ids = async (query: string) =>
      new Set(((await t.anonymous().get(`/api/marketplace-items?limit=100${query}`)).body as MarketplaceItemView[]).map((i) => i.id));
    const forSale = await ids("");
    expect([onSale, reserved, sold, withdrawn].map((i) => forSale.has(i.id))).toEqual([true, true, false, false]);
    const soldOnes = await ids("&status=sold");
    expect([onSale, reserved, sold, withdrawn].map((i) => soldOnes.has(i.id))).toEqual([false, false, true, false]);
    const available = await ids("&status=available");
    expect([onSale, reserved, sold, withdrawn].map((i) => available.has(i.id))).toEqual([true, false, false, false]);
    const res = await t.anonymous().get("/api/marketplace-items?status=withdrawn");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown status. Choose one of: for_sale, available, reserved, sold");
  });

  it("answers an empty page for a before id that names no item", async () => {
    const res = await t.anonymous().get("/api/marketplace-items?before=00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
