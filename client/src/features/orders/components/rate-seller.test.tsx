// @vitest-environment jsdom
/** Rating the seller as the buyer meets it after a completed order: stars and a few words, checked by the shared schema, sent once. */
import { act } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderView } from "@shared/marketplace";
import { createQueryClient } from "@/lib/query-client";
import { useTestRoot } from "@/test/render";
import { testOrder } from "../test-orders";
import type { OrderViewer } from "../order-status";
import { RateSeller } from "./rate-seller";

const mounted = useTestRoot();
const completed = testOrder({ status: "completed", completedAt: "2026-11-29T11:00:00.000Z" });
const rating = { stars: 4, text: "Friendly and quick.", createdAt: "2026-11-29T12:00:00.000Z" };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === `/api/orders/${completed.id}/rating` && init?.method === "POST") return Response.json({ ...completed, rating }, { status: 201 });
    return Response.json({ message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderRating(order: OrderView, viewer: OrderViewer) {
  mounted.render(
    <QueryClientProvider client={createQueryClient()}>
      <RateSeller order={order} viewer={viewer} />
    </QueryClientProvider>,
  );
}

const starChoices = () => [...document.querySelectorAll<HTMLInputElement>('[role="radiogroup"] input[type="radio"]')];
const submitButton = () => [...document.querySelectorAll("button")].find((b) => /Send rating/.test(b.textContent ?? ""))!;
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((e) => e.textContent);
const ratingPosts = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/rating"));

function typeText(value: string) {
  const textarea = document.getElementById("rating-text") as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  act(() => {
    setter.call(textarea, value);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("rating the seller", () => {
  it("offers the buyer of a completed order five stars as a radio group, each named", () => {
    renderRating(completed, "buyer");
    expect(document.body.textContent).toContain("Rate the seller");
    expect(starChoices().map((input) => [input.value, input.closest("label")!.textContent])).toEqual([
      ["1", "1 star"],
      ["2", "2 stars"],
      ["3", "3 stars"],
      ["4", "4 stars"],
      ["5", "5 stars"],
    ]);
  });

  it("asks for stars before anything is sent", async () => {
    renderRating(completed, "buyer");
    await act(async () => submitButton().click());
    await vi.waitFor(() => expect(alerts()).toEqual(["Please choose 1 to 5 stars"]));
    expect(ratingPosts()).toHaveLength(0);
  });

  it("sends the stars and the text once, as the shared schema has them", async () => {
    renderRating(completed, "buyer");
    act(() => starChoices()[3]!.click());
    expect(document.body.textContent).toContain("Very good");
    typeText("Friendly and quick.");
    await act(async () => submitButton().click());
    await vi.waitFor(() => expect(ratingPosts()).toHaveLength(1));
    expect(alerts()).toEqual([]);
    expect(JSON.parse(ratingPosts()[0]![1].body as string)).toEqual({ stars: 4, text: "Friendly and quick." });
  });

  it("is not offered before completion, to the seller or to staff", () => {
    for (const [order, viewer] of [
      [testOrder({ status: "shipped" }), "buyer"],
      [completed, "seller"],
      [completed, "staff"],
    ] as const) {
      renderRating(order, viewer);
      expect(document.body.textContent).not.toContain("Rate the seller");
    }
  });

  it("shows a given rating to the buyer and the seller instead of the form", () => {
    renderRating({ ...completed, rating }, "buyer");
    expect(document.body.textContent).toContain("Your rating");
    expect(document.body.textContent).toContain("4 stars of 5");
    expect(document.body.textContent).toContain("Friendly and quick.");
    expect(starChoices()).toHaveLength(0);
    renderRating({ ...completed, rating }, "seller");
    expect(document.body.textContent).toContain("The buyer's rating");
  });
});
