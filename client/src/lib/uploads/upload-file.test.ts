import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DAILY_UPLOAD_LIMIT } from "@shared/constants/uploads";
import { FakeXhr } from "./fake-xhr";
import { PATH_MISSING, UPLOAD_FAILED, UploadCanceled, UploadError, uploadFile, type UploadProgress } from "./upload-file";

const ticket = {
  uploadURL: "http://localhost:5000/objects/uploads/u1/abc?contentType=video%2Fmp4&signature=s",
  objectPath: "/objects/uploads/u1/abc",
  uploadHeaders: { "Content-Type": "video/mp4", "x-goog-content-length-range": "0,5000" },
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[];

function stubApi(answers: Record<string, Response | (() => Response)>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${url}`;
      calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key];
      if (!answer) return new Response("not stubbed", { status: 500 });
      return typeof answer === "function" ? answer() : answer.clone();
    }),
  );
}

/** The XHR the upload opened, once it has been sent. */
async function sentXhr(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  return FakeXhr.instances[0];
}

beforeEach(() => {
  calls = [];
  FakeXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const video = new File([new Uint8Array(5000)], "beach.mp4", { type: "video/mp4" });
const photo = new File([new Uint8Array(2000)], "avatar.png", { type: "image/png" });

describe("uploadFile", () => {
  it("asks for a signed URL, PUTs the file with the signed headers, and answers the object path", async () => {
    stubApi({ "POST /api/objects/upload": Response.json(ticket) });
    const progress: UploadProgress[] = [];
    const done = uploadFile(video, { purpose: "video", onProgress: (p) => progress.push(p) });

    const xhr = await sentXhr();
    expect(calls[0]).toEqual({
      url: "/api/objects/upload",
      method: "POST",
      body: { contentType: "video/mp4", size: 5000, purpose: "video" },
    });
    expect(xhr.method).toBe("PUT");
    expect(xhr.url).toBe(ticket.uploadURL);
    expect(xhr.headers).toEqual(ticket.uploadHeaders);
    expect(xhr.body).toBe(video);

    xhr.progress(1250, 5000);
    xhr.progress(2500, 5000);
    xhr.respond(200);
    await expect(done).resolves.toBe("/objects/uploads/u1/abc");
    expect(progress.map((p) => p.percent)).toEqual([25, 50, 100]);
    expect(progress[1]).toEqual({ loaded: 2500, total: 5000, percent: 50 });
    // Post media are registered when the post is created, not here.
    expect(calls.map((c) => c.url)).toEqual(["/api/objects/upload"]);
  });

  it("uses the file's size as the total when the browser cannot compute it", async () => {
    stubApi({ "POST /api/objects/upload": Response.json(ticket) });
    const progress: UploadProgress[] = [];
    const done = uploadFile(video, { purpose: "reel", onProgress: (p) => progress.push(p) });
    const xhr = await sentXhr();
    xhr.progress(1000, 0, false);
    xhr.respond(200);
    await done;
    expect(progress[0]).toEqual({ loaded: 1000, total: 5000, percent: 20 });
  });

  it("sends the file's own type when the URL was signed for any image", async () => {
    stubApi({ "POST /api/objects/upload": Response.json({ ...ticket, uploadHeaders: {} }) });
    const done = uploadFile(photo, { purpose: "image" });
    const xhr = await sentXhr();
    expect(xhr.headers).toEqual({ "Content-Type": "image/png" });
    xhr.respond(200);
    await done;
  });

  it("registers profile and cover images and answers the path the server gives", async () => {
    stubApi({
      "POST /api/objects/upload": Response.json(ticket),
      "PUT /api/profile-images": Response.json({ objectPath: "/objects/uploads/u1/abc" }),
    });
    const done = uploadFile(photo, { purpose: "profile" });
    (await sentXhr()).respond(200);
    await expect(done).resolves.toBe("/objects/uploads/u1/abc");
    expect(calls[1]).toEqual({ url: "/api/profile-images", method: "PUT", body: { imageURL: ticket.uploadURL } });
  });

  it("fails with 'Could not find uploaded file path' when the server answers no path", async () => {
    stubApi({
      "POST /api/objects/upload": Response.json(ticket),
      "PUT /api/profile-images": Response.json({}),
    });
    const done = uploadFile(photo, { purpose: "profile" });
    (await sentXhr()).respond(200);
    await expect(done).rejects.toEqual(new UploadError(PATH_MISSING));
    await expect(done).rejects.toHaveProperty("problem", PATH_MISSING);
  });

  it("fails with 'Failed to upload file. Please try again.' when the PUT is refused or the network fails", async () => {
    stubApi({ "POST /api/objects/upload": Response.json(ticket) });
    const refused = uploadFile(video, { purpose: "video" });
    (await sentXhr()).respond(403);
    await expect(refused).rejects.toHaveProperty("problem", UPLOAD_FAILED);

    FakeXhr.instances = [];
    const offline = uploadFile(video, { purpose: "video" });
    (await sentXhr()).failNetwork();
    await expect(offline).rejects.toHaveProperty("problem", UPLOAD_FAILED);
  });

  it("shows the server's size and type refusals as the matching toasts", async () => {
    stubApi({ "POST /api/objects/upload": Response.json({ message: "Maximum file size is 100MB" }, { status: 413 }) });
    await expect(uploadFile(video, { purpose: "video" })).rejects.toHaveProperty("problem", {
      title: "File too large",
      description: "Maximum file size is 100MB",
    });
    stubApi({ "POST /api/objects/upload": Response.json({ message: "Invalid file type" }, { status: 415 }) });
    await expect(uploadFile(video, { purpose: "video" })).rejects.toHaveProperty("problem", {
      title: "Invalid file type",
      description: "Please upload a valid file",
    });
  });

  it("shows the server's upload quota refusal (429) in its own words", async () => {
    stubApi({ "POST /api/objects/upload": Response.json({ message: DAILY_UPLOAD_LIMIT }, { status: 429 }) });
    await expect(uploadFile(video, { purpose: "video" })).rejects.toHaveProperty("problem", {
      title: "Upload failed",
      description: DAILY_UPLOAD_LIMIT,
    });
    // With no words of its own, the usual failure.
    stubApi({ "POST /api/objects/upload": new Response(null, { status: 429 }) });
    await expect(uploadFile(video, { purpose: "video" })).rejects.toHaveProperty("problem", UPLOAD_FAILED);
  });

  it("stops the transfer when canceled", async () => {
    stubApi({ "POST /api/objects/upload": Response.json(ticket) });
    const controller = new AbortController();
    const done = uploadFile(video, { purpose: "video", signal: controller.signal });
    const xhr = await sentXhr();
    xhr.progress(1000, 5000);
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadCanceled);
    expect(xhr.aborted).toBe(true);
  });

  it("sends nothing when canceled before the transfer starts", async () => {
    stubApi({ "POST /api/objects/upload": Response.json(ticket) });
    const controller = new AbortController();
    const done = uploadFile(video, { purpose: "video", signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadCanceled);
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
