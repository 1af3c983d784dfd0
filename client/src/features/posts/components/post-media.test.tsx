// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PostView } from "@shared/api-types";
import { PostMedia } from "./post-media";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = "";
});

const vip = { id: "t-vip", name: "VIP", price: "19.99" };
const locked = (overrides: Partial<PostView>) =>
  ({ id: "p1", creatorProfileId: "c1", mediaType: "image", mediaUrl: null, teaser: null, caption: "Zoomies", locked: true, lockReason: "subscribe", unlockTier: null, ...overrides }) as PostView;

const buttons = () => [...container.querySelectorAll("button")];

describe("a locked post", () => {
  it("tells why and offers one action: upgrading to the tier that unlocks it", () => {
    const unlocked: PostView[] = [];
    const post = locked({ lockReason: "upgrade", unlockTier: vip });
    act(() => root.render(<PostMedia post={post} onUnlock={(p) => unlocked.push(p)} />));
    expect(container.textContent).toContain("This post is for a higher tier");
    expect(buttons().map((b) => b.textContent)).toEqual(["Upgrade to VIP"]);
    act(() => buttons()[0]!.click());
    expect(unlocked).toEqual([post]);
  });

  it("asks a visitor to subscribe, naming the cheapest tier that unlocks it when there is one", () => {
    act(() => root.render(<PostMedia post={locked({})} onUnlock={() => {}} />));
    expect(container.textContent).toContain("Subscribe to see this post");
    expect(buttons().map((b) => b.textContent)).toEqual(["Subscribe"]);

    act(() => root.render(<PostMedia post={locked({ unlockTier: { id: "t-b", name: "Basic", price: "4.99" } })} onUnlock={() => {}} />));
    expect(buttons().map((b) => b.textContent)).toEqual(["Subscribe to Basic"]);
  });

  it("says behind-the-scenes and library posts are for a higher tier", () => {
    act(() => root.render(<PostMedia post={locked({ lockReason: "behind-the-scenes", unlockTier: vip })} onUnlock={() => {}} />));
    expect(container.textContent).toContain("Behind-the-scenes posts are for a higher tier");
    act(() => root.render(<PostMedia post={locked({ lockReason: "library", unlockTier: vip })} onUnlock={() => {}} />));
    expect(container.textContent).toContain("Older posts are in the full library of a higher tier");
    expect(buttons().map((b) => b.textContent)).toEqual(["Upgrade to VIP"]);
  });

  it("offers no action where there is none to take (its own creator)", () => {
    act(() => root.render(<PostMedia post={locked({ lockReason: "upgrade", unlockTier: vip })} />));
    expect(buttons()).toEqual([]);
  });
});
