// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PostAllowanceView, PostView, TierView } from "@shared/api-types";
import { BENEFIT_TEMPLATES, type Benefits } from "@shared/benefits";
import { monthlyAllowanceUsedMessage, type PostAudience } from "@shared/post-audience";
import { createQueryClient } from "@/lib/query-client";
import { AudienceFields } from "./audience-fields";
import { EditPostDialog } from "./edit-post-dialog";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROFILE_ID = "00000000-0000-4000-8000-000000000001";
const tier = (n: number, name: string, price: string, benefits: Benefits = BENEFIT_TEMPLATES.premium): TierView => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  creatorProfileId: PROFILE_ID,
  name,
  price,
  description: null,
  features: [],
  benefits,
  createdAt: "2026-01-01T00:00:00.000Z",
  archivedAt: null,
});
const basic = tier(2, "Basic", "4.99", BENEFIT_TEMPLATES.basic);
const premium = tier(3, "Premium", "9.99");
const vip = tier(4, "VIP", "19.99", BENEFIT_TEMPLATES.vip);
const archived = { ...tier(5, "Gold", "14.99"), archivedAt: "2026-02-01T00:00:00.000Z" };
const allowance: PostAllowanceView[] = [{ tierId: basic.id, tierName: "Basic", perMonth: 5, used: 5, left: 0 }];

let container: HTMLDivElement;
let root: Root;
let patches: unknown[];

beforeEach(() => {
  patches = [];
  // The switch measures itself (Radix); jsdom has no ResizeObserver.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(`/api/subscription-tiers/creator/${PROFILE_ID}`)) return Response.json([vip, archived, basic, premium]);
      if (url.startsWith(`/api/posts/allowance/${PROFILE_ID}`)) return Response.json(allowance);
      if (url.startsWith("/api/posts/") && init?.method === "PATCH") {
        patches.push(JSON.parse(String(init.body)));
        return Response.json({ message: monthlyAllowanceUsedMessage("Basic", 5) }, { status: 409 });
      }
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const radios = () => [...document.querySelectorAll<HTMLInputElement>("input[type=radio]")];
const radioLabels = () => radios().map((radio) => radio.closest("label")!.querySelector("span span")!.textContent);
const radioNamed = (name: string) => radios().find((radio) => radio.closest("label")!.textContent!.startsWith(name))!;

describe("the audience control", () => {
  it("offers everyone, all fans and each offered tier and up, cheapest first, with the month's posts left", async () => {
    const chosen: PostAudience[] = [];
    const bts: boolean[] = [];
    await act(async () =>
      root.render(
        <QueryClientProvider client={createQueryClient()}>
          <AudienceFields
            id="a"
            creatorProfileId={PROFILE_ID}
            audience={{ kind: "fans" }}
            onAudienceChange={(audience) => chosen.push(audience)}
            behindTheScenes={false}
            onBehindTheScenesChange={(value) => bts.push(value)}
          />
        </QueryClientProvider>,
      ),
    );
    await vi.waitFor(() => expect(radios()).toHaveLength(5));
    expect(radioLabels()).toEqual(["Everyone", "All fans", "Basic and up", "Premium and up", "VIP and up"]);
    expect(radioNamed("All fans").checked).toBe(true);
    await vi.waitFor(() =>
      expect(document.querySelector("[aria-label='Exclusive posts left this month']")?.textContent).toBe(
        "Basic: 0 of 5 exclusive posts left this month — choose a higher tier for this post",
      ),
    );

    await act(async () => radioNamed("Premium and up").click());
    expect(chosen).toEqual([{ kind: "tier", minTierId: premium.id }]);

    // Behind the scenes is offered for fans' posts, and turned off for a post for everyone.
    const behindTheScenes = document.querySelector<HTMLButtonElement>("button[role=switch]")!;
    expect(behindTheScenes.disabled).toBe(false);
    await act(async () => behindTheScenes.click());
    expect(bts).toEqual([true]);
    await act(async () => radioNamed("Everyone").click());
    expect(chosen.at(-1)).toEqual({ kind: "public" });
    expect(bts.at(-1)).toBe(false);
  });

  it("editing a post sends only what changed and shows the server's refusal in the form", async () => {
    const post = {
      id: "00000000-0000-4000-8000-0000000000aa",
      creatorProfileId: PROFILE_ID,
      caption: "Nap time",
      audience: { kind: "fans" },
      behindTheScenes: false,
      isPremium: true,
    } as PostView;
    await act(async () =>
      root.render(
        <QueryClientProvider client={createQueryClient()}>
          <EditPostDialog post={post} open onOpenChange={() => {}} />
        </QueryClientProvider>,
      ),
    );
    await vi.waitFor(() => expect(radios()).toHaveLength(5));
    await act(async () => radioNamed("Basic and up").click());
    const save = [...document.querySelectorAll("button")].find((b) => b.textContent === "Save changes")!;
    await act(async () => save.click());
    await vi.waitFor(() =>
      expect(document.querySelector("[role=alert]")?.textContent).toBe(
        "Basic gets 5 exclusive posts a month and this month's are used. Choose a higher tier for this post.",
      ),
    );
    expect(patches).toEqual([{ caption: "Nap time", audience: { kind: "tier", minTierId: basic.id } }]);

    // Choosing again clears the refusal.
    await act(async () => radioNamed("Premium and up").click());
    expect(document.querySelector("[role=alert]")).toBeNull();
  });
});
