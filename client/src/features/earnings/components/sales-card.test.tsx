// @vitest-environment jsdom
/** The statements page's Paw Bazar sales as a seller reads them: each sale's amounts, their share, and where the money stands. */
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MarketplaceSaleView } from "@shared/marketplace";
import { createQueryClient } from "@/lib/query-client";
import { useTestRoot } from "@/test/render";
import { SalesCard } from "./sales-card";

const mounted = useTestRoot();
const PROFILE_ID = "profile-1";

const sale = (changes: Partial<MarketplaceSaleView>): MarketplaceSaleView => ({
  id: "order-1",
  itemTitle: "Cat tree",
  status: "completed",
  money: "earned",
  subtotalCents: 1250,
  shippingCents: 650,
  commissionCents: 63,
  shareCents: 1837,
  paidAt: "2026-11-02T10:00:00.000Z",
  completedAt: "2026-11-05T10:00:00.000Z",
  ...changes,
});

let answer: MarketplaceSaleView[] = [];
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    url.startsWith(`/api/creator-profile/${PROFILE_ID}/sales`) ? Response.json(answer) : Response.json({ message: "Not found" }, { status: 404 }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const rows = () => [...document.querySelectorAll('[aria-label="Paw Bazar sales"] > li')];

function renderSales() {
  mounted.render(
    <QueryClientProvider client={createQueryClient()}>
      <SalesCard creatorProfileId={PROFILE_ID} />
    </QueryClientProvider>,
  );
}

describe("the statements page's Paw Bazar sales", () => {
  it("shows each sale's item, shipping, commission and the seller's share, with where its money stands", async () => {
    answer = [
      sale({ id: "order-3", itemTitle: "Dog bowl", status: "shipped", money: "held", completedAt: null }),
      sale({ id: "order-2", itemTitle: "Leash", status: "canceled", money: "refunded", completedAt: null }),
      sale({}),
    ];
    renderSales();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((row) => row.querySelector("[class*='rounded-full']")?.textContent)).toEqual(["Held until completed", "Refunded to buyer", "Earned"]);
    const earned = rows()[2]!;
    expect(earned.textContent).toContain("Cat tree");
    expect(earned.textContent).toContain("Item$12.50");
    expect(earned.textContent).toContain("Shipping$6.50");
    expect(earned.textContent).toContain("Commission−$0.63");
    expect(earned.textContent).toContain("Your share$18.37");
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/creator-profile/${PROFILE_ID}/sales`);
    // Fewer than a page: nothing more to load.
    expect(document.body.textContent).not.toContain("Load more sales");
  });

  it("says when there are no sales yet", async () => {
    answer = [];
    renderSales();
    await vi.waitFor(() => expect(document.body.textContent).toContain("No sales yet"));
  });
});
