// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PostView } from "@shared/api-types";
import { PostCommentsButton } from "./post-comments-button";

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

const post = (overrides: Partial<PostView>) => ({ id: "p1", creatorProfileId: "c1", commentsCount: 3, locked: false, caption: null, ...overrides }) as PostView;

describe("PostCommentsButton", () => {
  it("on a post the viewer may see: a button naming the count that opens the comments", () => {
    act(() => root.render(<PostCommentsButton post={post({})} />));
    const button = container.querySelector("button");
    expect(button?.getAttribute("aria-label")).toBe("Comments, 3 comments");
    expect(button?.textContent).toBe("3");
  });

  it("on a locked post: the count only, no way into the fans' comments", () => {
    act(() => root.render(<PostCommentsButton post={post({ locked: true, commentsCount: 1 })} />));
    expect(container.querySelector("button")).toBeNull();
    expect(container.textContent).toBe("11 comment");
  });
});
