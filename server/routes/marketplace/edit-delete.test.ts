/**
 * Sellers control their Paw Bazar listings: PATCH /api/marketplace-items/:id
 * edits the fields and delivery options, withdraws the item and relists it
 * (the seller only; never once sold, nor while a buyer holds it); DELETE removes it with its uploaded picture (the seller or staff).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceItemView } from "@shared/api-types";
import { marketplaceItems, mediaObjects, type User } from "../../db/schema";
import { buildStaff, buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let seller: User;

beforeAll(async () => {
  t = await startTestApp();
  seller = await buildUser(t.ctx.db);
});
afterAll(() => t?.close());

const catTree = {
  title: "Cat tree",
  description: "Four levels, sisal posts, a hammock on top.",
  price: "40",
  category: "Accessories",
  condition: "Like New",
  location: "Portland, OR",
};

async function listItem(overrides: Record<string, unknown> = {}): Promise<MarketplaceItemView> {
  const res = await (await t.as(seller)).post("/api/marketplace-items").send({ ...catTree, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const objectPathOf = (url: string) => url.slice("/objects/".length);

describe("PATCH /api/marketplace-items/:id", () => {
  it("withdraws the item from the lists, and relists it", async () => {
    const item = await listItem();
    const agent = await t.as(seller);
    const inList = async () => (await t.anonymous().get("/api/marketplace-items?limit=100")).body.some((i: MarketplaceItemView) => i.id === item.id);
    const withdrawn = await agent.patch(`/api/marketplace-items/${item.id}`).send({ status: "withdrawn" });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: item.id, status: "withdrawn", title: "Cat tree", price: "40.00" });
    expect((await t.anonymous().get(`/api/marketplace-items/${item.id}`)).body.status).toBe("withdrawn");
    expect(await inList()).toBe(false);
    const again = await agent.patch(`/api/marketplace-items/${item.id}`).send({ status: "available" });
    expect(again.body.status).toBe("available");
    expect(await inList()).toBe(true);
  });

  it("changes the delivery options, at least one of them", async () => {
    const item = await listItem();
    const agent = await t.as(seller);
    const delivery = { pickup: false, shipping: true, shippingCents: 650 };
    const res = await agent.patch(`/api/marketplace-items/${item.id}`).send({ delivery });
    expect(res.status).toBe(200);
    expect(res.body.delivery).toEqual(delivery);
    const neither = await agent.patch(`/api/marketplace-items/${item.id}`).send({ delivery: { pickup: false, shipping: false, shippingCents: 0 } });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe("Please offer pickup, shipping or both");
  });

  it.each([
    ["sold", 409, "This item has been sold and can no longer be edited."],
    ["reserved", 409, "A buyer is paying for this item. Try again once the reservation ends."],
  ])("refuses any change to a %s item", async (status, code, message) => {
    const item = await listItem();
    await t.ctx.db.update(marketplaceItems).set({ status }).where(eq(marketplaceItems.id, item.id));
    const agent = await t.as(seller);
    for (const body of [{ title: "Renamed" }, { status: "available" }, { status: "withdrawn" }]) {
      const res = await agent.patch(`/api/marketplace-items/${item.id}`).send(body);
      expect(res.status).toBe(code);
      expect(res.body.message).toBe(message);
    }
    expect((await t.anonymous().get(`/api/marketplace-items/${item.id}`)).body).toMatchObject({ status, title: "Cat tree" });
  });

  it("changes the fields given, clears the location with null, and ignores what a seller may not set", async () => {
    const item = await listItem();
    const res = await (await t.as(seller))
      .patch(`/api/marketplace-items/${item.id}`)
      .send({ title: "  Tall cat tree ", price: 35.5, location: null, platformCommission: "0", sellerId: crypto.randomUUID() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Tall cat tree",
      price: "35.50",
      location: null,
      description: catTree.description,
      platformCommission: "0.05",
      sellerId: seller.id,
    });
  });

  it("replaces an uploaded picture and lets go of the old file", async () => {
    const oldPhoto = await buildUpload(t.ctx.storage, seller);
    const item = await listItem({ imageUrl: oldPhoto });
    const newPhoto = await buildUpload(t.ctx.storage, seller);
    const res = await (await t.as(seller)).patch(`/api/marketplace-items/${item.id}`).send({ imageUrl: newPhoto });
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toBe(newPhoto);
    expect(await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, objectPathOf(oldPhoto)))).toEqual([]);
    await t.drainJobs();
    expect(await t.ctx.storage.stat(objectPathOf(oldPhoto))).toBeNull();
    expect((await t.anonymous().get(newPhoto)).status).toBe(200);
  });

  it.each([
    [{}, "Nothing to change"],
    [{ status: "reserved" }, "Status must be available or withdrawn"],
    [{ status: "sold" }, "Status must be available or withdrawn"],
    [{ delivery: { pickup: true, shipping: true, shippingCents: -1 } }, "Shipping price cannot be negative"],
    [{ delivery: { pickup: true, shipping: true, shippingCents: 1.5 } }, "Shipping price must be a whole number of cents"],
    [{ title: "  " }, "Please fill in all required fields"],
    [{ price: -1 }, "Price cannot be negative"],
    [{ imageUrl: "javascript:alert(1)" }, "Images must be uploaded files or https addresses"],
  ])("refuses %j with 400 %s", async (body, message) => {
    const item = await listItem();
    const res = await (await t.as(seller)).patch(`/api/marketplace-items/${item.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses someone else's upload as the picture", async () => {
    const item = await listItem();
    const strangers = await buildUpload(t.ctx.storage, await buildUser(t.ctx.db));
    const res = await (await t.as(seller)).patch(`/api/marketplace-items/${item.id}`).send({ imageUrl: strangers });
    expect(res.status).toBe(403);
  });

  it("is the seller's only: 401 signed out, 403 for another member and for staff", async () => {
    const item = await listItem();
    expect((await t.anonymous().patch(`/api/marketplace-items/${item.id}`).send({ status: "withdrawn" })).status).toBe(401);
    for (const other of [await buildUser(t.ctx.db), await buildStaff(t.ctx.db)]) {
      const res = await (await t.as(other)).patch(`/api/marketplace-items/${item.id}`).send({ status: "withdrawn" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Only the seller can edit this item" });
    }
    expect((await t.anonymous().get(`/api/marketplace-items/${item.id}`)).body.status).toBe("available");
  });
});

describe("DELETE /api/marketplace-items/:id", () => {
  it("deletes the listing and, after the job, its uploaded picture", async () => {
    const photo = await buildUpload(t.ctx.storage, seller);
    const item = await listItem({ imageUrl: photo });
    const res = await (await t.as(seller)).delete(`/api/marketplace-items/${item.id}`);
    expect(res.status).toBe(204);
    expect(await t.ctx.db.select().from(marketplaceItems).where(eq(marketplaceItems.id, item.id))).toEqual([]);
    expect((await t.anonymous().get(`/api/marketplace-items/${item.id}`)).status).toBe(404);
    await t.drainJobs();
    expect(await t.ctx.storage.stat(objectPathOf(photo))).toBeNull();
  });

  it("lets staff delete a listing; 401 signed out, 403 for another member, 404 once gone", async () => {
    const item = await listItem();
    expect((await t.anonymous().delete(`/api/marketplace-items/${item.id}`)).status).toBe(401);
    const other = await (await t.as(await buildUser(t.ctx.db))).delete(`/api/marketplace-items/${item.id}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: "Only the seller or staff can delete this item" });
    expect((await (await t.as(await buildStaff(t.ctx.db, "moderator"))).delete(`/api/marketplace-items/${item.id}`)).status).toBe(204);
    expect((await (await t.as(seller)).delete(`/api/marketplace-items/${item.id}`)).status).toBe(404);
  });
});
