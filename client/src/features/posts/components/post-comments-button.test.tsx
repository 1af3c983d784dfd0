// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { PostView } from "@shared/api-types";
import { useTestRoot } from "@/test/render";
import { PostCommentsButton } from "./post-comments-button";

const mounted = useTestRoot();

const post = (overrides: Partial<PostView>) => ({ id: "p1", creatorProfileId: "c1", commentsCount: 3, locked: false, caption: null, ...overrides }) as PostView;

describe("PostCommentsButton", () => {
  it("on a post the viewer may see: a button naming the count that opens the comments", () => {
    mounted.render(<PostCommentsButton post={post({})} />);
    const button = mounted.container.querySelector("button");
    expect(button?.getAttribute("aria-label")).toBe("Comments, 3 comments");
    expect(button?.textContent).toBe("3");
  });

  it("on a locked post: the count only, no way into the fans' comments", () => {
    mounted.render(<PostCommentsButton post={post({ locked: true, commentsCount: 1 })} />);
    expect(mounted.container.querySelector("button")).toBeNull();
    expect(mounted.container.textContent).toBe("11 comment");
  });
});
