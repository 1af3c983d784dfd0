// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it } from "vitest";
import type { PostView } from "@shared/api-types";
import { useTestRoot } from "@/test/render";
import { PostMedia } from "./post-media";

const mounted = useTestRoot();

const vip = { id: "t-vip", name: "VIP", price: "19.99" };
const locked = (overrides: Partial<PostView>) =>
  ({ id: "p1", creatorProfileId: "c1", mediaType: "image", mediaUrl: null, teaser: null, caption: "Zoomies", locked: true, lockReason: "subscribe", unlockTier: null, ...overrides }) as PostView;

const buttons = () => [...mounted.container.querySelectorAll("button")];

describe("a locked post", () => {
  it("tells why and offers one action: upgrading to the tier that unlocks it", () => {
    const unlocked: PostView[] = [];
    const post = locked({ lockReason: "upgrade", unlockTier: vip });
    mounted.render(<PostMedia post={post} onUnlock={(p) => unlocked.push(p)} />);
    expect(mounted.container.textContent).toContain("This post is for a higher tier");
    expect(buttons().map((b) => b.textContent)).toEqual(["Upgrade to VIP"]);
    act(() => buttons()[0]!.click());
    expect(unlocked).toEqual([post]);
  });

  it("asks a visitor to subscribe, naming the cheapest tier that unlocks it when there is one", () => {
    mounted.render(<PostMedia post={locked({})} onUnlock={() => {}} />);
    expect(mounted.container.textContent).toContain("Subscribe to see this post");
    expect(buttons().map((b) => b.textContent)).toEqual(["Subscribe"]);

    mounted.render(<PostMedia post={locked({ unlockTier: { id: "t-b", name: "Basic", price: "4.99" } })} onUnlock={() => {}} />);
    expect(buttons().map((b) => b.textContent)).toEqual(["Subscribe to Basic"]);
  });

  it("says behind-the-scenes and library posts are for a higher tier", () => {
    mounted.render(<PostMedia post={locked({ lockReason: "behind-the-scenes", unlockTier: vip })} onUnlock={() => {}} />);
    expect(mounted.container.textContent).toContain("Behind-the-scenes posts are for a higher tier");
    mounted.render(<PostMedia post={locked({ lockReason: "library", unlockTier: vip })} onUnlock={() => {}} />);
    expect(mounted.container.textContent).toContain("Older posts are in the full library of a higher tier");
    expect(buttons().map((b) => b.textContent)).toEqual(["Upgrade to VIP"]);
  });

  it("offers no action where there is none to take (its own creator)", () => {
    mounted.render(<PostMedia post={locked({ lockReason: "upgrade", unlockTier: vip })} />);
    expect(buttons()).toEqual([]);
  });
});
