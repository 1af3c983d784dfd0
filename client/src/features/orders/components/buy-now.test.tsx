// @vitest-environment jsdom
/** What an opened item offers: 'Buy now' to a signed-in buyer while it is available, and why not otherwise. */
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { CurrentUser, MarketplaceItemView } from "@shared/api-types";
import { testUser, useTestRoot, withSignedIn } from "@/test/render";
import BuyNow from "./buy-now";

const mounted = useTestRoot();

const item: MarketplaceItemView = {
  id: "00000000-0000-4000-8000-0000000000aa",
  sellerId: "seller",
  title: "Cozy dog bed",
  description: "Memory foam.",
  price: "45.00",
  platformCommission: "0.05",
  category: "Accessories",
  imageUrl: null,
  image: null,
  condition: "Like New",
  location: null,
  status: "available",
  delivery: { pickup: true, shipping: true, shippingCents: 0 },
  sellerRating: { average: null, count: 0 },
  createdAt: "2026-11-29T09:00:00.000Z",
};

function renderFor(user: CurrentUser | null, changes: Partial<MarketplaceItemView> = {}, placedHere = false) {
  const onBuy = vi.fn();
  mounted.render(withSignedIn(user, <BuyNow item={{ ...item, ...changes }} onBuy={onBuy} placedHere={placedHere} />));
  return onBuy;
}
const text = () => mounted.container.textContent ?? "";
const buyButton = () => [...mounted.container.querySelectorAll("button")].find((b) => b.textContent === "Buy now");

describe("Buy now", () => {
  it("is offered to a signed-in buyer of an available item, beside its delivery options", () => {
    const onBuy = renderFor(testUser);
    act(() => buyButton()!.click());
    expect(onBuy).toHaveBeenCalledOnce();
    expect(mounted.container.querySelector('[aria-label="Delivery options"]')!.textContent).toBe("Free shippingPickup");
  });

  it("asks a visitor to sign in, coming back to the item", () => {
    renderFor(null);
    expect(buyButton()).toBeUndefined();
    const link = mounted.container.querySelector("a")!;
    expect(link.textContent).toBe("Sign in to buy");
    expect(link.getAttribute("href")).toBe(`/api/login?returnTo=${encodeURIComponent(`/marketplace?item=${item.id}`)}`);
  });

  it("is not offered to the seller, who is pointed to their sales once it is reserved", () => {
    renderFor({ ...testUser, id: "seller" });
    expect(buyButton()).toBeUndefined();
    expect(text()).toContain("This is your listing.");
    renderFor({ ...testUser, id: "seller" }, { status: "reserved" });
    expect(text()).toContain("A buyer is paying for it right now.");
    expect(mounted.container.querySelector("a")!.getAttribute("href")).toBe("/orders?role=seller");
  });

  it("is not offered while someone else is paying for it, nor once it is sold", () => {
    renderFor(testUser, { status: "reserved" });
    expect(buyButton()).toBeUndefined();
    expect(text()).toContain("Someone is buying this right now. Check back in a few minutes.");
    renderFor(testUser, { status: "sold" });
    expect(buyButton()).toBeUndefined();
  });

  it("offers to finish paying for the order placed in this visit while the item is reserved for it", () => {
    const onBuy = renderFor(testUser, { status: "reserved" }, true);
    const finish = [...mounted.container.querySelectorAll("button")].find((b) => b.textContent === "Finish paying")!;
    act(() => finish.click());
    expect(onBuy).toHaveBeenCalledOnce();
  });
});
