// @vitest-environment jsdom
/** /orders as a signed-in person meets it: Purchases and Sales, a page at a time. */
import { act } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIST_LIMIT } from "@shared/constants/product";
import type { OrderView } from "@shared/marketplace";
import { createQueryClient } from "@/lib/query-client";
import { currentUserKey } from "@/lib/query-keys";
import { testUser, useTestRoot } from "@/test/render";
import { testOrder } from "../test-orders";
import OrdersPage from "./orders";

const mounted = useTestRoot();

/** 60 purchases, newest first, and no sales. */
const purchases: OrderView[] = Array.from({ length: 60 }, (_, i) =>
  testOrder({ id: `00000000-0000-4000-8000-${String(100 - i).padStart(12, "0")}`, itemTitle: `Purchase ${i + 1}` }),
);
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.history.replaceState(null, "", "/orders");
  fetchMock = vi.fn(async (url: string) => {
    const query = new URL(url, "http://x").searchParams;
    if (!url.startsWith("/api/orders?")) return Response.json({ message: "Not found" }, { status: 404 });
    if (query.get("role") === "seller") return Response.json([]);
    const before = query.get("before");
    const start = before ? purchases.findIndex((o) => o.id === before) + 1 : 0;
    return Response.json(purchases.slice(start, start + LIST_LIMIT.default));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  const client = createQueryClient();
  client.setQueryData(currentUserKey, testUser);
  await act(async () =>
    mounted.render(
      <QueryClientProvider client={client}>
        <OrdersPage />
      </QueryClientProvider>,
    ),
  );
}
const rows = () => [...mounted.container.querySelectorAll("ul[aria-label] li")];
const button = (label: string) => [...mounted.container.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);

describe("/orders", () => {
  it("lists purchases newest first, each linking to its order, and loads more on demand", async () => {
    await renderPage();
    await vi.waitFor(() => expect(rows()).toHaveLength(LIST_LIMIT.default));
    expect(rows()[0]!.textContent).toContain("Purchase 1");
    expect(rows()[0]!.textContent).toContain("$50.99");
    expect(rows()[0]!.querySelector("a")!.getAttribute("href")).toBe(`/orders/${purchases[0]!.id}`);

    await act(async () => button("Load more purchases")!.click());
    await vi.waitFor(() => expect(rows()).toHaveLength(60));
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders?role=buyer&before=${purchases[LIST_LIMIT.default - 1]!.id}`, expect.anything());
    expect(button("Load more purchases")).toBeUndefined();
  });

  it("shows sales on their tab, kept in the address, with a word when there are none", async () => {
    window.history.replaceState(null, "", "/orders?role=seller");
    await renderPage();
    await vi.waitFor(() => expect(mounted.container.textContent).toContain("No sales yet"));
    expect(mounted.container.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe("Sales");
  });
});
