// @vitest-environment jsdom
/** A listing shows its seller's average from buyers' ratings and how many, in words a screen reader says whole. */
import { describe, expect, it } from "vitest";
import { useTestRoot } from "@/test/render";
import { SellerRating } from "./seller-rating";

const mounted = useTestRoot();

describe("the seller's rating on a listing", () => {
  it("shows the average to one decimal and the count", () => {
    mounted.render(<SellerRating rating={{ average: 4.33, count: 3 }} />);
    expect(document.body.textContent).toBe("Seller rated 4.3 of 5 from·3 ratings");
  });

  it("counts one rating in the singular", () => {
    mounted.render(<SellerRating rating={{ average: 5, count: 1 }} />);
    expect(document.body.textContent).toContain("5.0 of 5 from·1 rating");
  });

  it("says when the seller has none yet", () => {
    mounted.render(<SellerRating rating={{ average: null, count: 0 }} />);
    expect(document.body.textContent).toBe("No seller ratings yet");
  });
});
