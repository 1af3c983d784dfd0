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
/** What POST /api/orders/:id/<step> answers, by step. */
let moves: Record<string, OrderView>;
let fetchMock: ReturnType<typeof vi.fn>;
const ORDER_URL = `/api/orders/${testOrder().id}`;

beforeEach(() => {
  answer = testOrder();
  moves = {};
  window.history.replaceState(null, "", `/orders/${testOrder().id}`);
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST" && url.startsWith(`${ORDER_URL}/`)) {
      const moved = moves[url.slice(ORDER_URL.length + 1)];
      return moved ? Response.json(moved) : Response.json({ message: "This order is shipped; it cannot become canceled." }, { status: 409 });
    }
    return url === ORDER_URL && answer ? Response.json(answer) : Response.json({ message: "Order not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
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
const buttonIn = (root: ParentNode, label: string) => [...root.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
const posted = (step: string) => fetchMock.mock.calls.find(([url, init]) => url === `${ORDER_URL}/${step}` && init?.method === "POST");
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

  it("lets the seller mark it shipped with a carrier and a tracking number, which the buyer then sees", async () => {
    const shipment = { carrier: "USPS", trackingNumber: "9400 1000 0000 0000 0000 00", shippedAt: "2026-11-29T11:00:00.000Z" };
    moves.ship = testOrder({ status: "shipped", shipment, completesAt: "2026-12-13T11:00:00.000Z" });
    await renderAs(SELLER_ID);
    await vi.waitFor(() => expect(buttonIn(mounted.container, "Mark as shipped")).toBeDefined());
    await act(async () => buttonIn(mounted.container, "Mark as shipped")!.click());
    await vi.waitFor(() => expect(dialog()?.textContent).toContain("Add the tracking details"));

    await act(async () => buttonIn(dialog()!, "Mark as shipped")!.click());
    await vi.waitFor(() => expect(dialog()!.textContent).toContain("Carrier is required"));
    expect(posted("ship")).toBeUndefined();

    type(document.querySelector<HTMLInputElement>("#ship-carrier")!, "USPS");
    type(document.querySelector<HTMLInputElement>("#ship-tracking")!, shipment.trackingNumber);
    await act(async () => buttonIn(dialog()!, "Mark as shipped")!.click());
    await vi.waitFor(() => expect(section("Status")).toContain("Shipped"));
    expect(JSON.parse(String(posted("ship")![1].body))).toEqual({ carrier: "USPS", trackingNumber: shipment.trackingNumber });
    expect(text()).toContain(`Carrier: USPSTracking number: ${shipment.trackingNumber}`);
    expect(section("Status")).toContain("Completes by itself on Dec 13, 2026");
    expect(buttonIn(mounted.container, "Mark as shipped")).toBeUndefined();
  });

  it("lets the buyer confirm a shipped order received, after saying what that does", async () => {
    answer = testOrder({ status: "shipped" });
    moves["confirm-received"] = testOrder({ status: "completed", completedAt: "2026-11-30T09:00:00.000Z" });
    await renderAs(BUYER_ID);
    await vi.waitFor(() => expect(buttonIn(mounted.container, "I have received it")).toBeDefined());
    expect(buttonIn(mounted.container, "Cancel order")).toBeUndefined();
    await act(async () => buttonIn(mounted.container, "I have received it")!.click());
    await vi.waitFor(() => expect(dialog()?.textContent).toContain("releases the payment to the seller"));
    await act(async () => buttonIn(dialog()!, "Yes, I have it")!.click());
    await vi.waitFor(() => expect(section("Status")).toContain("All done. Enjoy your new find!"));
    expect(posted("confirm-received")).toBeDefined();
  });

  it("keeps the order as it was when the server refuses a move", async () => {
    await renderAs(SELLER_ID);
    await vi.waitFor(() => expect(buttonIn(mounted.container, "Cancel order")).toBeDefined());
    await act(async () => buttonIn(mounted.container, "Cancel order")!.click());
    await vi.waitFor(() => expect(dialog()?.textContent).toContain("The buyer gets a full refund"));
    await act(async () => buttonIn(dialog()!, "Cancel order")!.click());
    await vi.waitFor(() => expect(posted("cancel")).toBeDefined());
    expect(section("Status")).toContain("Paid");
  });
});
