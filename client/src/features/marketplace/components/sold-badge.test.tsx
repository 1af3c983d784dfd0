// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { useTestRoot } from "@/test/render";
import { SoldBadge } from "./sold-badge";

const mounted = useTestRoot();

describe("an item's status badge", () => {
  it("marks reserved, sold and withdrawn items, and leaves available ones bare", () => {
    for (const [status, label] of [
      ["reserved", "Reserved"],
      ["sold", "Sold"],
      ["withdrawn", "Withdrawn"],
      ["available", ""],
    ] as const) {
      mounted.render(<SoldBadge status={status} />);
      expect(mounted.container.textContent).toBe(label);
    }
  });
});
