// @vitest-environment jsdom
/** An order's page as its buyer, its seller and a stranger meet it. */
import { act } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route } from "wouter";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "@shared/api-types";
import type { OrderView } from "@shared/marketplace";
import { createQueryClient } from "@/lib/query-client";
import { currentUserKey } from "@/lib/query-keys";
import { testUser, useTestRoot } from "@/test/render";
import { BUYER_ID, SELLER_ID, testOrder } from "../test-orders";
import OrderPage from "./order";

const mounted = useTestRoot();
let answer: OrderView | null;

beforeEach(() => {
  answer = testOrder();
  window.history.replaceState(null, "", `/orders/${testOrder().id}`);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === `/api/orders/${testOrder().id}` && answer ? Response.json(answer) : Response.json({ message: "Order not found" }, { status: 404 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function renderAs(userId: string) {
  const client = createQueryClient();
  const user: CurrentUser = { ...testUser, id: userId };
  client.setQueryData(currentUserKey, user);
  await act(async () =>
    mounted.render(
      <QueryClientProvider client={client}>
        <Route path="/orders/:orderId">
          <OrderPage />
        </Route>
      </QueryClientProvider>,
    ),
  );
}

const text = () => mounted.container.textContent ?? "";
const section = (name: string) => mounted.container.querySelector(`[aria-label="${name}"]`)?.textContent ?? "";

describe("the order page", () => {
  it("shows the buyer the item, where it stands, the price with shipping, the address and the timeline", async () => {
    await renderAs(BUYER_ID);
    await vi.waitFor(() => expect(mounted.container.querySelector("h1")?.textContent).toBe("Cozy dog bed"));
    expect(text()).toContain("Purchase #3f2a9c1d");
    expect(section("Status")).toContain("Payment received. The seller is preparing your item for shipping.");
    expect(text()).toContain("Item$45.00Shipping$5.99Total$50.99");
    expect(text()).not.toContain("commission");
    expect(mounted.container.querySelector("address")!.textContent).toBe("Bea Buyer12 Bark StreetApt 3Seattle, WA 98101United States");
    const timeline = [...mounted.container.querySelectorAll("ol li")].map((li) => li.querySelector("p")!.textContent);
    expect(timeline).toEqual(["Order placed by you", "Payment received"]);
  });

  it("shows the seller the 5% commission and their share", async () => {
    await renderAs(SELLER_ID);
    await vi.waitFor(() => expect(text()).toContain("Your share$48.74"));
    expect(text()).toContain("Sale #3f2a9c1d");
    expect(text()).toContain("PawFans commission (5% of the item)−$2.25");
    expect(section("Status")).toContain("Please ship the item");
  });

  it("says pickup is arranged between the two for a pickup order", async () => {
    answer = testOrder({ delivery: { method: "pickup", address: null } });
    await renderAs(BUYER_ID);
    await vi.waitFor(() => expect(text()).toContain("You collect the item from the seller."));
    expect(text()).toContain("PickupFree");
  });

  it("designs every ending: canceled, refunded, expired, disputed", async () => {
    answer = testOrder({ status: "expired", paidAt: null });
    await renderAs(BUYER_ID);
    await vi.waitFor(() => expect(section("Status")).toContain("Expired"));
    expect(section("Status")).toContain("Nothing was charged.");
  });

  it("is not found for anyone but its parties and staff", async () => {
    answer = null;
    await renderAs("stranger");
    await vi.waitFor(() => expect(text()).toContain("Order not found"));
  });
});
