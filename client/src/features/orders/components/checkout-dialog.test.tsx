// @vitest-environment jsdom
/** The checkout as a buyer meets it: delivery, an address checked by the shared schema, the total, the card, then the order's page. */
import { act, useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MarketplaceItemView } from "@shared/api-types";
import type { PlacedOrderView } from "@shared/marketplace";
import { createQueryClient } from "@/lib/query-client";
import { currentUserKey } from "@/lib/query-keys";
import { testUser, useTestRoot } from "@/test/render";
import { testOrder } from "../test-orders";
import CheckoutDialog from "./checkout-dialog";

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
  location: "Portland, OR",
  status: "available",
  delivery: { pickup: true, shipping: true, shippingCents: 599 },
  sellerRating: { average: null, count: 0 },
  createdAt: "2026-11-29T09:00:00.000Z",
};

const order = testOrder({ status: "pending_payment", paidAt: null });
const placedAnswer: PlacedOrderView = { order, payment: { provider: "test", clientSecret: "pi_1_secret_2" } };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.history.replaceState(null, "", "/marketplace?item=" + item.id);
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === `/api/marketplace-items/${item.id}/orders` && init?.method === "POST") return Response.json(placedAnswer, { status: 201 });
    if (url === "/api/payments/test/confirm") return Response.json({ status: "succeeded" });
    return Response.json({ message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Checkout({ onOrderChanged }: { onOrderChanged: () => void }) {
  const [placed, setPlaced] = useState<PlacedOrderView | null>(null);
  const [open, setOpen] = useState(true);
  return <CheckoutDialog item={item} open={open} onOpenChange={setOpen} onOrderChanged={onOrderChanged} placed={placed} onPlaced={setPlaced} />;
}

function renderCheckout(onOrderChanged = vi.fn()) {
  const client = createQueryClient();
  client.setQueryData(currentUserKey, testUser);
  mounted.render(
    <QueryClientProvider client={client}>
      <Checkout onOrderChanged={onOrderChanged} />
    </QueryClientProvider>,
  );
  return onOrderChanged;
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement | null;
const button = (name: RegExp) => [...dialog().querySelectorAll("button")].find((b) => name.test(b.textContent ?? ""))!;
const total = () => dialog().querySelector('[aria-label="Order total"]')!.textContent;
const errors = () => [...dialog().querySelectorAll('[role="alert"]')].map((e) => e.textContent);
const orderPosts = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/orders"));

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function submit(name: RegExp) {
  await act(async () => button(name).click());
}

describe("the checkout", () => {
  it("offers the listing's delivery methods with shipping's price, and totals the item with shipping", () => {
    renderCheckout();
    expect(dialog().textContent).toContain("Buy Cozy dog bed");
    const choices = [...dialog().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(choices.map((c) => [c.value, c.checked])).toEqual([
      ["shipping", true],
      ["pickup", false],
    ]);
    expect(choices[0]!.closest("label")!.textContent).toContain("$5.99");
    expect(total()).toContain("Item$45.00");
    expect(total()).toContain("Shipping$5.99");
    expect(total()).toContain("Total$50.99");

    act(() => choices[1]!.click());
    expect(field("address-line1")).toBeNull();
    expect(total()).toContain("PickupFree");
    expect(total()).toContain("Total$45.00");
  });

  it("checks the address with the server's rules before anything is sent", async () => {
    renderCheckout();
    expect(field("address-name")!.value).toBe("Tess Tapper");
    type(field("address-name")!, " ");
    type(field("address-country")!, "USA");
    await submit(/Continue to payment/);
    await vi.waitFor(() => expect(errors()).toContain("Name is required"));
    expect(errors()).toEqual(["Name is required", "Address is required", "City is required", "Postal code is required", "Country must be a two-letter code"]);
    expect(orderPosts()).toHaveLength(0);
  });

  it("places the order, takes the card for the total, and opens the order's page once paid", async () => {
    const onOrderChanged = renderCheckout();
    type(field("address-line1")!, "12 Bark Street");
    type(field("address-city")!, "Seattle");
    type(field("address-postal-code")!, "98101");
    type(field("address-country")!, "us");
    await submit(/Continue to payment/);
    await vi.waitFor(() => expect(button(/^Pay /).textContent).toBe("Pay $50.99"));

    const [, init] = orderPosts()[0]!;
    expect(JSON.parse(String(init.body))).toEqual({
      delivery: { method: "shipping", address: { name: "Tess Tapper", line1: "12 Bark Street", city: "Seattle", postalCode: "98101", country: "US" } },
    });
    expect(dialog().textContent).toContain("Cozy dog bed is reserved for you for 15 minutes while you pay.");
    expect(onOrderChanged).toHaveBeenCalledTimes(1);

    await submit(/^Pay /);
    await vi.waitFor(() => expect(window.location.pathname).toBe(`/orders/${order.id}`));
    const confirm = fetchMock.mock.calls.find(([url]) => url === "/api/payments/test/confirm")!;
    expect(JSON.parse(String(confirm[1].body))).toEqual({ clientSecret: "pi_1_secret_2", cardNumber: "4242424242424242" });
    expect(onOrderChanged).toHaveBeenCalledTimes(2);
  });

  it("sends pickup without an address", async () => {
    renderCheckout();
    act(() => dialog().querySelector<HTMLInputElement>('input[value="pickup"]')!.click());
    await submit(/Continue to payment/);
    await vi.waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(JSON.parse(String(orderPosts()[0]![1].body))).toEqual({ delivery: { method: "pickup" } });
  });
});
