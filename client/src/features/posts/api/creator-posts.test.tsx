// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PostView } from "@shared/api-types";
import { testUser, useTestRoot, withSignedIn } from "@/test/render";
import { PROCESSING_POLL_MS, useCreatorPosts } from "./creator-posts";

const mounted = useTestRoot();
afterEach(() => vi.unstubAllGlobals());

const post = (id: string, overrides: Partial<PostView> = {}) => ({ id, mediaType: "video", caption: id, ...overrides }) as PostView;
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Waits (up to 10 s, the machine may be busy) until the feed shows `text`. */
async function untilShown(text: string) {
  for (const started = Date.now(); Date.now() - started < 10_000 && mounted.container.textContent !== text; ) await wait(20);
  expect(mounted.container.textContent).toBe(text);
}

function Feed() {
  const posts = useCreatorPosts("c1");
  return <p>{posts.items.map((p) => `${p.id}:${p.videoProcessing?.status ?? "ready"}`).join(" ")}</p>;
}

describe("a creator's feed while one of their videos is processing", () => {
  it("is read again every few seconds until the video is ready, then no more", async () => {
    const answers = [
      [post("v2", { videoProcessing: { status: "processing", progress: 10, failureReason: null } }), post("v1")],
      [post("v2"), post("v1")],
    ];
    let reads = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(answers[Math.min(reads++, answers.length - 1)])),
    );
    mounted.render(withSignedIn(testUser, <Feed />));
    await untilShown("v2:processing v1:ready");
    const shownAt = Date.now();
    expect(reads).toBe(1);

    // Read again a few seconds later, by itself.
    await untilShown("v2:ready v1:ready");
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(PROCESSING_POLL_MS - 100);
    expect(reads).toBe(2);

    await wait(PROCESSING_POLL_MS + 200);
    expect(reads).toBe(2);
  }, 30_000);

  it("is not read again for a video that failed (its creator replaces the file)", async () => {
    let reads = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        reads++;
        return Response.json([post("v3", { videoProcessing: { status: "failed", progress: 0, failureReason: "Not a video" } })]);
      }),
    );
    mounted.render(withSignedIn(testUser, <Feed />));
    await untilShown("v3:failed");
    await wait(PROCESSING_POLL_MS + 500);
    expect(reads).toBe(1);
  }, 30_000);
});
