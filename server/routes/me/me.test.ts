/**
 * PATCH /api/me: a person edits the names they are shown under and their
 * picture (an image they uploaded; null removes it).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaObjects, users } from "../../db/schema";
import { buildCreator, buildStaff, buildUpload, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe("PATCH /api/me", () => {
  it("changes the names given, trimmed, and answers the current user", async () => {
    const user = await buildUser(t.ctx.db, { displayName: "Old Name", firstName: "Ada", lastName: "Lovelace" });
    const agent = await t.as(user);
    const res = await agent.patch("/api/me").send({ displayName: "  Ada & Biscuit ", lastName: "King", email: "stolen@x.test", role: "admin" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      firstName: "Ada",
      lastName: "King",
      email: user.email,
      profileImageUrl: null,
      displayName: "Ada & Biscuit",
      username: user.username,
      role: "member",
      isStaff: false,
    });
    expect((await agent.get("/api/auth/user")).body).toMatchObject({ displayName: "Ada & Biscuit", lastName: "King" });
  });

  it("shows a creator under their new name at once", async () => {
    const owner = await buildUser(t.ctx.db);
    const { profile } = await buildCreator(t.ctx.db, { owner });
    await (await t.as(owner)).patch("/api/me").send({ displayName: "Biscuit's human" });
    expect((await t.anonymous().get(`/api/creator-profile/${profile.id}`)).body.creatorName).toBe("Biscuit's human");
  });

  it("sets the picture to an image the person uploaded, served to everyone, and lets go of the one it replaces", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    const first = await buildUpload(t.ctx.storage, user);
    expect((await agent.patch("/api/me").send({ profileImageUrl: first })).body.profileImageUrl).toBe(first);
    expect((await t.anonymous().get(first)).status).toBe(200);

    const second = await buildUpload(t.ctx.storage, user);
    expect((await agent.patch("/api/me").send({ profileImageUrl: second })).body.profileImageUrl).toBe(second);
    const firstPath = first.slice("/objects/".length);
    expect(await t.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.objectPath, firstPath))).toEqual([]);
    await t.drainJobs();
    expect(await t.ctx.storage.stat(firstPath)).toBeNull();

    const removed = await agent.patch("/api/me").send({ profileImageUrl: null });
    expect(removed.body.profileImageUrl).toBeNull();
  });

  it("refuses a picture that is not the person's own upload", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    const strangers = await buildUpload(t.ctx.storage, await buildUser(t.ctx.db));
    expect((await agent.patch("/api/me").send({ profileImageUrl: strangers })).status).toBe(403);
    const elsewhere = await agent.patch("/api/me").send({ profileImageUrl: "https://images.example.com/me.png" });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe("Profile pictures must be images you uploaded");
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.profileImageUrl).toBeNull();
  });

  it.each([
    [{}, "Nothing to change"],
    [{ displayName: "d".repeat(201) }, "Display name must be at most 200 characters"],
    [{ firstName: "f".repeat(101) }, "First name must be at most 100 characters"],
    [{ lastName: 7 }, "Last name must be text"],
  ])("refuses %j with 400 %s", async (body, message) => {
    const res = await (await t.as(await buildUser(t.ctx.db))).patch("/api/me").send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("keeps staff staff, and needs a signed-in user", async () => {
    const staff = await buildStaff(t.ctx.db);
    expect((await (await t.as(staff)).patch("/api/me").send({ firstName: "Sam" })).body.isStaff).toBe(true);
    expect((await t.anonymous().patch("/api/me").send({ firstName: "Sam" })).status).toBe(401);
  });
});
