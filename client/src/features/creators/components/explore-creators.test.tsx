// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreatorProfileView } from "@shared/api-types";
import { DEFAULT_BENEFITS } from "@shared/benefits";
import { LIST_LIMIT } from "@shared/constants/product";
import { createQueryClient } from "@/lib/query-client";
import { ExploreCreators } from "./explore-creators";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** 60 creators, newest first: the oldest, "Zephyr", is the 60th and only on the second page. */
const creators: CreatorProfileView[] = Array.from({ length: 60 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  userId: `user-${i}`,
  petName: i === 59 ? "Zephyr" : `Pet ${i + 1}`,
  petType: i === 59 ? "Sugar Glider" : "Dog",
  breed: null,
  bio: "A good pet.",
  coverImageUrl: null,
  avatarImageUrl: null,
  coverImage: null,
  avatarImage: null,
  subscriptionPrice: "9.99",
  benefits: DEFAULT_BENEFITS,
  createdAt: new Date(Date.UTC(2025, 0, 60 - i)).toISOString(),
  creatorName: `Owner ${i + 1}`,
  fansCount: 0,
  postsCount: 0,
  liveSessionId: null,
}));

let container: HTMLDivElement;
let root: Root;
let requested: string[];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url === "/api/auth/user") return Response.json({ message: "Unauthorized" }, { status: 401 });
      // The server's rules in brief: ?q= matches the pet name, ?category=rare a sugar glider.
      const params = new URL(url, "http://localhost").searchParams;
      const q = params.get("q")?.toLowerCase();
      const matching = creators.filter(
        (c) =>
          (!q || c.petName.toLowerCase().includes(q)) &&
          (params.get("category") !== "rare" || c.petType === "Sugar Glider"),
      );
      const before = params.get("before");
      const start = before ? matching.findIndex((c) => c.id === before) + 1 : 0;
      return Response.json(matching.slice(start, start + LIST_LIMIT.default));
    }),
  );
  window.history.replaceState(null, "", "/explore");
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const petNames = () => [...container.querySelectorAll("h3")].map((h) => h.textContent);
const button = (text: string) => [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === text);

async function renderExplore() {
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <ExploreCreators />
      </QueryClientProvider>,
    ),
  );
  await vi.waitFor(() => expect(petNames()).toHaveLength(LIST_LIMIT.default));
}

async function search(text: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="search"]')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("Explore", () => {
  it("shows the first page, and 'Load more PawPals' brings the rest", async () => {
    await renderExplore();
    expect(petNames()).not.toContain("Zephyr");
    await act(async () => button("Load more PawPals")!.click());
    await vi.waitFor(() => expect(petNames()).toHaveLength(60));
    expect(petNames().at(-1)).toBe("Zephyr");
    expect(button("Load more PawPals")).toBeUndefined();
  });

  it("asks the server once typing pauses, and keeps the search in the URL", async () => {
    await renderExplore();
    await search("z");
    await search("zeph");
    await vi.waitFor(() => expect(petNames()).toEqual(["Zephyr"]));
    expect(requested.filter((url) => url.startsWith("/api/creator-profiles"))).toEqual([
      "/api/creator-profiles",
      "/api/creator-profiles?q=zeph",
    ]);
    expect(window.location.search).toBe("?q=zeph");
  });

  it("opens on the URL's search and tab, and says so when nothing matches", async () => {
    window.history.replaceState(null, "", "/explore?q=zeph&category=rare");
    await act(async () =>
      root.render(
        <QueryClientProvider client={createQueryClient()}>
          <ExploreCreators />
        </QueryClientProvider>,
      ),
    );
    await vi.waitFor(() => expect(petNames()).toEqual(["Zephyr"]));
    expect(container.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe("zeph");
    expect(requested.filter((url) => url.startsWith("/api/creator-profiles"))).toEqual([
      "/api/creator-profiles?q=zeph&category=rare",
    ]);

    await search("nobody");
    await vi.waitFor(() => expect(container.textContent).toContain("No creators found matching your criteria"));
    await act(async () => button("Clear filters")!.click());
    await vi.waitFor(() => expect(petNames()).toHaveLength(LIST_LIMIT.default));
    expect(window.location.search).toBe("");
  });
});
