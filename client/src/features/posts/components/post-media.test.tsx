// @vitest-environment jsdom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PostView } from "@shared/api-types";
import { VIDEO_PROCESSING_TEXT } from "@shared/video";
import { VideoPlayerSlotContext, type VideoPlayerProps, type VideoPlayerSlot } from "@/components/media/video-player-slot";
import { creatorPostsKey } from "@/lib/query-keys";
import { testUser, useTestRoot, withSignedIn } from "@/test/render";
import { PostMedia } from "./post-media";

const mounted = useTestRoot();
afterEach(() => vi.unstubAllGlobals());

const vip = { id: "t-vip", name: "VIP", price: "19.99" };
const locked = (overrides: Partial<PostView>) =>
  ({ id: "p1", creatorProfileId: "c1", mediaType: "image", mediaUrl: null, teaser: null, caption: "Zoomies", locked: true, lockReason: "subscribe", unlockTier: null, ...overrides }) as PostView;

const buttons = () => [...mounted.container.querySelectorAll("button")];

describe("a locked post", () => {
  it("tells why and offers one action: upgrading to the tier that unlocks it", () => {
    const unlocked: PostView[] = [];
    const post = locked({ lockReason: "upgrade", unlockTier: vip });
    mounted.render(withSignedIn(null, <PostMedia post={post} onUnlock={(p) => unlocked.push(p)} />));
    expect(mounted.container.textContent).toContain("This post is for a higher tier");
    expect(buttons().map((b) => b.textContent)).toEqual(["Upgrade to VIP"]);
    act(() => buttons()[0]!.click());
    expect(unlocked).toEqual([post]);
  });

  it("asks a visitor to subscribe, naming the cheapest tier that unlocks it when there is one", () => {
    mounted.render(withSignedIn(null, <PostMedia post={locked({})} onUnlock={() => {}} />));
    expect(mounted.container.textContent).toContain("Subscribe to see this post");
    expect(buttons().map((b) => b.textContent)).toEqual(["Subscribe"]);

    mounted.render(withSignedIn(null, <PostMedia post={locked({ unlockTier: { id: "t-b", name: "Basic", price: "4.99" } })} onUnlock={() => {}} />));
    expect(buttons().map((b) => b.textContent)).toEqual(["Subscribe to Basic"]);
  });

  it("says behind-the-scenes and library posts are for a higher tier", () => {
    mounted.render(withSignedIn(null, <PostMedia post={locked({ lockReason: "behind-the-scenes", unlockTier: vip })} onUnlock={() => {}} />));
    expect(mounted.container.textContent).toContain("Behind-the-scenes posts are for a higher tier");
    mounted.render(withSignedIn(null, <PostMedia post={locked({ lockReason: "library", unlockTier: vip })} onUnlock={() => {}} />));
    expect(mounted.container.textContent).toContain("Older posts are in the full library of a higher tier");
    expect(buttons().map((b) => b.textContent)).toEqual(["Upgrade to VIP"]);
  });

  it("offers no action where there is none to take (its own creator)", () => {
    mounted.render(withSignedIn(null, <PostMedia post={locked({ lockReason: "upgrade", unlockTier: vip })} />));
    expect(buttons()).toEqual([]);
  });
});

const video = (overrides: Partial<PostView>) =>
  ({
    id: "v1",
    creatorProfileId: "c1",
    mediaType: "video",
    mediaUrl: "/objects/upload.mp4",
    thumbnailUrl: "/objects/poster.webp",
    thumbnailImage: null,
    teaser: null,
    duration: 65,
    caption: "Zoomies",
    locked: false,
    lockReason: null,
    unlockTier: null,
    audience: { kind: "public" },
    behindTheScenes: false,
    ...overrides,
  }) as PostView;

/** The app's player, stood in for: which posts it was asked to play and with what. */
function playerSlot() {
  const played: VideoPlayerProps[] = [];
  let preloads = 0;
  const prepared: string[] = [];
  const slot: VideoPlayerSlot = {
    Player: (props) => {
      played.push(props);
      return <p>playing {props.postId}</p>;
    },
    ReelsViewer: ({ reels, startIndex }) => {
      played.push(...reels.slice(startIndex, startIndex + 1));
      return <p>reels {reels.map((r) => r.postId).join(",")} from {startIndex}</p>;
    },
    preload: () => void (preloads += 1),
    prepare: (postId) => void prepared.push(postId),
  };
  return { slot, played, preloads: () => preloads, prepared };
}

describe("a video post", () => {
  it("shows its poster, its duration as m:ss and a play button, and asks for no playback until played", () => {
    const { slot, played } = playerSlot();
    mounted.render(withSignedIn(testUser, <VideoPlayerSlotContext value={slot}><PostMedia post={video({})} /></VideoPlayerSlotContext>));
    expect(mounted.container.querySelector("img")!.getAttribute("src")).toBe("/objects/poster.webp");
    expect(mounted.container.textContent).toContain("1:05");
    expect(buttons().map((b) => b.getAttribute("aria-label"))).toEqual(["Play video: Zoomies (1:05)"]);
    expect(mounted.container.querySelector("video")).toBeNull();
    expect(played).toEqual([]);
  });

  it("puts the player in the poster's place on play, with the upgrade to offer for qualities above the fan's tier", () => {
    const { slot, played, preloads, prepared } = playerSlot();
    const unlocked: PostView[] = [];
    const post = video({ duration: 3725 });
    mounted.render(withSignedIn(testUser, <VideoPlayerSlotContext value={slot}><PostMedia post={post} onUnlock={(p) => unlocked.push(p)} /></VideoPlayerSlotContext>));
    expect(buttons()[0]!.getAttribute("aria-label")).toBe("Play video: Zoomies (1:02:05)");
    act(() => buttons()[0]!.focus());
    expect(preloads()).toBe(1);
    expect(prepared).toEqual([]);
    act(() => buttons()[0]!.click());
    // Pressing play starts the playback answer and the stream's first pieces with the player's code.
    expect(prepared).toEqual(["v1"]);
    expect(mounted.container.textContent).toBe("playing v1");
    expect(played[0]).toMatchObject({ postId: "v1", title: "Zoomies", posterUrl: "/objects/poster.webp" });
    // The quality menu's Upgrade opens the same change of tier as a locked post's, offering that tier.
    const vip = { id: "t-vip", name: "VIP", price: "19.99" };
    played[0]!.onUpgrade!(vip);
    expect(unlocked).toEqual([{ ...post, lockReason: "upgrade", unlockTier: vip }]);
  });

  it("opens a reel in the reels viewer, with the creator's other reels of the feed the fan may play around it", () => {
    const { slot, played } = playerSlot();
    const reel = (id: string, overrides: Partial<PostView> = {}) => video({ id, mediaType: "reel", caption: `Reel ${id}`, ...overrides });
    const feed = [
      reel("r1"),
      video({ id: "v2" }),
      reel("r2", { locked: true, lockReason: "upgrade", mediaUrl: null }),
      reel("r3"),
      reel("r4", { videoProcessing: { status: "processing", progress: 5, failureReason: null } }),
    ];
    mounted.render(
      withSignedIn(
        testUser,
        <VideoPlayerSlotContext value={slot}>
          <PostMedia post={feed[3]!} />
        </VideoPlayerSlotContext>,
        (client) => client.setQueryData([...creatorPostsKey("c1"), {}], { pages: [feed], pageParams: [undefined] }),
      ),
    );
    expect(buttons()[0]!.getAttribute("aria-label")).toBe("Play reel: Reel r3 (1:05)");
    act(() => buttons()[0]!.click());
    expect(mounted.container.textContent).toContain("reels r1,r3 from 1");
    expect(played).toEqual([{ postId: "r3", title: "Reel r3", posterUrl: "/objects/poster.webp" }]);
  });

  it("keeps a locked video to its blurred teaser and lock reason, with nothing to play", () => {
    const { slot } = playerSlot();
    const post = video({ locked: true, lockReason: "upgrade", unlockTier: { id: "t-vip", name: "VIP", price: "19.99" }, mediaUrl: null, thumbnailUrl: null });
    mounted.render(withSignedIn(testUser, <VideoPlayerSlotContext value={slot}><PostMedia post={post} onUnlock={() => {}} /></VideoPlayerSlotContext>));
    expect(mounted.container.textContent).toContain("This post is for a higher tier");
    expect(buttons().map((b) => b.textContent)).toEqual(["Upgrade to VIP"]);
    expect(mounted.container.querySelector("img, video")).toBeNull();
  });
});

describe("a video post its creator sees before it is watchable", () => {
  /** The notice's code loads apart from the page's (only its creator and staff see it): wait for it as the page does. */
  async function renderNotice(node: Parameters<typeof mounted.render>[0]) {
    mounted.render(node);
    for (let wait = 0; wait < 500 && mounted.container.querySelector("[aria-busy]"); wait++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(mounted.container.querySelector("[aria-busy]")).toBeNull();
  }

  it("says it is processing, with its progress as a progress bar", async () => {
    const post = video({ videoProcessing: { status: "processing", progress: 42.4, failureReason: null } });
    await renderNotice(withSignedIn(testUser, <PostMedia post={post} creatorUserId={testUser.id} />));
    expect(mounted.container.textContent).toContain(VIDEO_PROCESSING_TEXT);
    const bar = mounted.container.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute("aria-valuenow")).toBe("42");
    expect(bar.getAttribute("aria-label")).toBe("Video processing");
    expect(buttons()).toEqual([]);
  });

  it("tells why a file could not be used and offers its creator to replace it in the post's edit dialog", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json([])));
    // The dialog's selects measure themselves with it; jsdom has none.
    vi.stubGlobal("ResizeObserver", class {
      observe() {}
      unobserve() {}
      disconnect() {}
    });
    const post = video({ videoProcessing: { status: "failed", progress: 0, failureReason: "This file is not a video we can read." } });
    await renderNotice(withSignedIn(testUser, <PostMedia post={post} creatorUserId={testUser.id} />));
    expect(mounted.container.textContent).toContain("This file is not a video we can read.");
    expect(buttons().map((b) => b.textContent)).toEqual(["Replace file"]);
    await act(async () => buttons()[0]!.click());
    for (let wait = 0; wait < 500 && !document.querySelector('[role="dialog"]'); wait++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain("Edit post");
    expect(dialog.textContent).toContain("Choose another file for this post, then save.");
    expect(dialog.querySelector('input[type="file"]')).not.toBeNull();
  });

  it("shows staff the failure too, but only its creator replaces the file", async () => {
    const post = video({ videoProcessing: { status: "failed", progress: 0, failureReason: "This file is not a video we can read." } });
    await renderNotice(withSignedIn({ ...testUser, id: "staff", isStaff: true }, <PostMedia post={post} creatorUserId={testUser.id} />));
    expect(mounted.container.textContent).toContain("This file is not a video we can read.");
    expect(buttons()).toEqual([]);
  });
});
