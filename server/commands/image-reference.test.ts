/**
 * Image addresses as stored: the caller's own uploads as "/objects/…" paths
 * (also when given as this app's https URL or the bucket's URL of them), https
 * addresses elsewhere as given, and no other address of this app.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaObjects, type User } from "../db/schema";
import type { ObjectStorage } from "../storage/types";
import { buildUpload, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { acceptImageReference, acceptOptionalImageReference } from "./image-reference";

/** The app's public address in production: https, as the schemas require of absolute addresses. */
const PUBLIC_URL = "https://pawfans.example";
const BUCKET_HOST = "pawfans-media.storage.googleapis.com";

let t: TestApp;
let me: User;
let deps: Parameters<typeof acceptImageReference>[0];

beforeAll(async () => {
  t = await startTestApp();
  me = await buildUser(t.ctx.db);
  // The local store, answering bucket URLs as the cloud driver does.
  const storage: ObjectStorage = Object.create(t.ctx.storage, {
    objectPathFromStoreUrl: { value: (url: URL) => (url.hostname === BUCKET_HOST ? url.pathname.slice(1) : null) },
  });
  deps = { db: t.ctx.db, storage, jobs: t.ctx.jobs, publicUrl: PUBLIC_URL };
});
afterAll(() => t?.close());

const accept = (reference: string, ownerId = me.id) => acceptImageReference(deps, { reference, ownerId });

describe("acceptImageReference", () => {
  it("stores the caller's upload as its path and records it public", async () => {
    const upload = await buildUpload(t.ctx.storage, me);
    expect(await accept(upload)).toBe(upload);
    const [record] = await t.ctx.db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.objectPath, upload.slice("/objects/".length)));
    expect(record).toMatchObject({ ownerId: me.id, visibility: "public" });
  });

  it("reduces this app's https URL of the caller's upload to the upload's path", async () => {
    const upload = await buildUpload(t.ctx.storage, me);
    expect(await accept(`${PUBLIC_URL}${upload}`)).toBe(upload);
  });

  it("reduces the bucket's URL of the caller's upload to the upload's path", async () => {
    const upload = await buildUpload(t.ctx.storage, me);
    expect(await accept(`https://${BUCKET_HOST}/${upload.slice("/objects/".length)}`)).toBe(upload);
  });

  it.each([`${PUBLIC_URL}/api/logout`, `${PUBLIC_URL}/`, `${PUBLIC_URL}/explore?x=1`])(
    "refuses %s: an address of this app that is not an upload",
    async (reference) => {
      await expect(accept(reference)).rejects.toMatchObject({
        status: 400,
        message: "An address on PawFans can only be one of your uploaded images",
      });
    },
  );

  it("refuses someone else's upload, however it is addressed (403)", async () => {
    const theirs = await buildUpload(t.ctx.storage, await buildUser(t.ctx.db));
    for (const reference of [theirs, `${PUBLIC_URL}${theirs}`]) {
      await expect(accept(reference)).rejects.toMatchObject({ status: 403, message: "You can only use files you uploaded yourself" });
    }
  });

  it("refuses an upload that does not exist (400)", async () => {
    await expect(accept(`/objects/uploads/${me.id}/never-uploaded`)).rejects.toMatchObject({ status: 400 });
  });

  it("keeps an https address on another site as given, without reading it", async () => {
    expect(await accept("https://images.example.com/a.png")).toBe("https://images.example.com/a.png");
  });
});

describe("acceptOptionalImageReference", () => {
  it("leaves an absent (undefined) or cleared (null) image as it is", async () => {
    expect(await acceptOptionalImageReference(deps, { reference: undefined, ownerId: me.id })).toBeUndefined();
    expect(await acceptOptionalImageReference(deps, { reference: null, ownerId: me.id })).toBeNull();
  });
});
