import { describe, expect, it } from "vitest";
import { commentCountLabel } from "./comment-count";

describe("commentCountLabel", () => {
  it("says 'comment' for exactly one", () => {
    expect(commentCountLabel(1)).toBe("1 comment");
  });

  it("says 'comments' for none and for more than one", () => {
    expect(commentCountLabel(0)).toBe("0 comments");
    expect(commentCountLabel(2)).toBe("2 comments");
    expect(commentCountLabel(101)).toBe("101 comments");
  });
});
