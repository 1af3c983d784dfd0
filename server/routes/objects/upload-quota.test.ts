/**
 * The upload quota, checked when an upload URL is asked for: open uploads at
 * once, the bytes of every upload URL handed out in the last 24 hours (used or
 * not, at its declared size until its file is written), and the storage a
 * person keeps (their recorded media and the uploads not yet cleaned up).
 */
import { sql } from "drizzle-orm";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadTicket } from "@shared/api-types";
import {
  DAILY_UPLOAD_LIMIT,
  GB,
  MB,
  TOO_MANY_OPEN_UPLOADS,
  UPLOAD_QUOTA,
  uploadStorageFull,
} from "@shared/constants/uploads";
import { mediaObjects, uploadTickets, type User } from "../../db/schema";
import { cleanUpUnattachedUploads } from "../../jobs/handlers/clean-up-unattached-uploads";
import { sampleFile } from "../../test/fixtures/media-samples";
import { buildCreator, buildPost, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

const STORAGE_QUOTA_GB = 5;
const HOUR = 3600_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_QUOTA_GB: String(STORAGE_QUOTA_GB) });
});
afterAll(() => t?.close());

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

const video = (size: number) => ({ purpose: "video", contentType: "video/mp4", size });
const image = (size: number) => ({ purpose: "image", contentType: "image/png", size });

const ask = (agent: request.Agent, body: object) => agent.post("/api/objects/upload").send(body);

async function issue(agent: request.Agent, body: object): Promise<UploadTicket> {
  const res = await ask(agent, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Moves the person's upload URLs and media records this far into the past. */
async function timePasses(user: User, ms: number) {
  const interval = `${ms} milliseconds`;
  await t.ctx.db.execute(sql`update upload_tickets set created_at = created_at - ${interval}::interval,
    expires_at = expires_at - ${interval}::interval where owner_id = ${user.id}`);
  await t.ctx.db.execute(sql`update media_objects set created_at = created_at - ${interval}::interval where owner_id = ${user.id}`);
}

/** The clean-up job as it runs now (it deletes uploads never attached an hour after their URL expired). */
const cleanUp = () => cleanUpUnattachedUploads(t.ctx.db, t.ctx.storage);

/** Upload URLs handed out earlier today for files of these sizes, never attached. */
async function earlierUploads(user: User, sizes: number[]) {
  await t.ctx.db.insert(uploadTickets).values(
    sizes.map((size, i) => ({
      objectPath: `uploads/${user.id}/earlier-${i}`,
      ownerId: user.id,
      size,
      expiresAt: new Date(Date.now() - HOUR),
      createdAt: new Date(Date.now() - 2 * HOUR),
    })),
  );
}

describe("open uploads", () => {
  it(`allows ${UPLOAD_QUOTA.openTickets} at once; the next waits until one is used (429)`, async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    const tickets: UploadTicket[] = [];
    for (let i = 0; i < UPLOAD_QUOTA.openTickets; i++) tickets.push(await issue(agent, image(100)));
    const refused = await ask(agent, image(100));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_OPEN_UPLOADS });

    // Using one (uploaded and registered as a profile picture) frees its place.
    const first = tickets[0]!;
    expect((await t.anonymous().put(pathOf(first.uploadURL)).set("Content-Type", "image/png").send(sampleFile("image/png", 100))).status).toBe(200);
    expect((await agent.put("/api/profile-images").send({ imageURL: first.uploadURL })).status).toBe(200);
    expect((await ask(agent, image(100))).status).toBe(200);
  });
});

describe(`the day's ${UPLOAD_QUOTA.bytesPerDay / MB} MB`, () => {
  it("count every upload URL handed out in the last 24 hours, used or not: 20 × 100 MB never attached leave no room after they expire", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    for (let i = 0; i < 20; i++) await issue(agent, video(100 * MB));

    // Their URLs expire unused, and the clean-up job deletes whatever was stored.
    await timePasses(user, 16 * 60_000);
    const refused = await ask(agent, video(100 * MB));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: DAILY_UPLOAD_LIMIT });
    expect((await ask(agent, video(48 * MB))).status).toBe(200);
    await timePasses(user, 2 * HOUR);
    await cleanUp();
    expect((await ask(agent, video(100 * MB))).body).toEqual({ message: DAILY_UPLOAD_LIMIT });

    // A day after they were handed out they no longer count.
    await timePasses(user, 22 * HOUR);
    expect((await ask(agent, video(100 * MB))).status).toBe(200);
  });

  it("count the upload asked for at its declared size, or at the purpose's limit when none is declared", async () => {
    const user = await buildUser(t.ctx.db);
    await earlierUploads(user, [1000 * MB, 1000 * MB]);
    const agent = await t.as(user);
    const refused = await ask(agent, video(60 * MB));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: DAILY_UPLOAD_LIMIT });
    // What still fits in the day is granted: 48 MB, then an image of no declared size counted at 10 MB is not.
    expect((await ask(agent, video(40 * MB))).status).toBe(200);
    expect((await ask(agent, {})).status).toBe(429);
    expect((await ask(agent, image(8 * MB))).status).toBe(200);
  });

  it("count an upload at its real size once its file is written", async () => {
    const user = await buildUser(t.ctx.db);
    await earlierUploads(user, [UPLOAD_QUOTA.bytesPerDay - 10 * MB]);
    const agent = await t.as(user);
    const undeclared = await issue(agent, {});
    expect((await ask(agent, image(MB))).status).toBe(429);

    const put = await t.anonymous().put(pathOf(undeclared.uploadURL)).set("Content-Type", "image/png").send(sampleFile("image/png", 1000));
    expect(put.status).toBe(200);
    expect((await ask(agent, image(MB))).status).toBe(200);
  });

  it("let only one of two requests at once take the day's last room", async () => {
    const user = await buildUser(t.ctx.db);
    await earlierUploads(user, [UPLOAD_QUOTA.bytesPerDay - 150 * MB]);
    const agent = await t.as(user);
    const answers = await Promise.all([ask(agent, video(100 * MB)), ask(agent, video(100 * MB))]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 429]);
  });
});

describe(`the storage quota (UPLOAD_QUOTA_GB, here ${STORAGE_QUOTA_GB} GB)`, () => {
  it("refuses an upload that would take a person past it (429), counting their posted media and the uploads not yet cleaned up", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db);
    const kept = Array.from({ length: 50 }, (_, i) => `uploads/${owner.id}/posted-${i}`);
    await t.ctx.db.insert(mediaObjects).values(
      kept.map((objectPath, i) => ({ objectPath, ownerId: owner.id, contentType: "video/mp4", size: 100 * MB, etag: `"p${i}"` })),
    );
    for (const objectPath of kept) await buildPost(t.ctx.db, profile, { mediaType: "video", mediaUrl: `/objects/${objectPath}` });
    // Posted a month ago: only the storage quota counts them, not the day's.
    await timePasses(owner, 30 * 24 * HOUR);
    const agent = await t.as(owner);

    expect((await ask(agent, video(100 * MB))).status).toBe(200);
    const refused = await ask(agent, video(100 * MB));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: uploadStorageFull(STORAGE_QUOTA_GB * GB) });
    expect(refused.body.message).toBe(
      "You have used all 5 GB of your storage for uploads. Delete posts, listings or pictures you no longer need to upload more.",
    );
    expect((await ask(agent, video(20 * MB))).status).toBe(200);

    // The unattached uploads are cleaned up an hour after their URLs expire, and their room comes back.
    await timePasses(owner, 2 * HOUR);
    await cleanUp();
    expect((await ask(agent, video(100 * MB))).status).toBe(200);
  });
});
