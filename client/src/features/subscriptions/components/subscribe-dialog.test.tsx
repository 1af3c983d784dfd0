// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { CreatorProfileView, TierView } from "@shared/api-types";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { createQueryClient } from "@/lib/query-client";
import { SubscribeDialog } from "./subscribe-dialog";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROFILE_ID = "00000000-0000-4000-8000-000000000001";
const profile: CreatorProfileView = {
  id: PROFILE_ID,
  userId: "owner",
  petName: "Biscuit",
  petType: "Dog",
  breed: null,
  bio: "A corgi.",
  coverImageUrl: null,
  avatarImageUrl: null,
  coverImage: null,
  avatarImage: null,
  subscriptionPrice: "9.99",
  benefits: { ...BENEFIT_TEMPLATES.basic, exclusivePostsPerMonth: 3 },
  createdAt: "2026-01-01T00:00:00.000Z",
  creatorName: "Ada",
  fansCount: 0,
  postsCount: 0,
  liveSessionId: null,
};
const vip: TierView = {
  id: "00000000-0000-4000-8000-000000000002",
  creatorProfileId: PROFILE_ID,
  name: "VIP",
  price: "19.99",
  description: null,
  features: ["A birthday video"],
  benefits: BENEFIT_TEMPLATES.vip,
  createdAt: "2026-01-01T00:00:00.000Z",
  archivedAt: null,
};

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url.startsWith(`/api/creator-profile/${PROFILE_ID}`)) return Response.json(profile);
      if (url.startsWith(`/api/subscription-tiers/creator/${PROFILE_ID}`)) return Response.json([vip]);
      return Response.json({ message: "Unauthorized" }, { status: 401 });
    }),
  );
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

/** The chosen plan's lines, as a screen reader reads them. */
const planLines = () => [...document.querySelectorAll("section[aria-label^='What'] li")].map((li) => li.textContent);

it("shows what the chosen plan gives: the profile price's benefits, or the chosen tier's, then its bullets", async () => {
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <SubscribeDialog creatorProfileId={PROFILE_ID} open onOpenChange={() => {}} />
      </QueryClientProvider>,
    ),
  );
  await vi.waitFor(() => expect(document.querySelectorAll("input[type=radio]")).toHaveLength(2), { timeout: 5000 });
  expect(planLines().slice(0, 3)).toEqual(["3 exclusive posts per month(included)", "HD video content(not included)", "Community chat(included)"]);

  const vipChoice = [...document.querySelectorAll("label")].find((l) => l.textContent?.includes("VIP"))!.querySelector("input")!;
  await act(async () => vipChoice.click());
  expect(planLines()).toEqual([
    "Unlimited exclusive posts(included)",
    "4K video content(included)",
    "Community chat(included)",
    "Behind-the-scenes content(included)",
    "Full media library(included)",
    "Live streams(included)",
    "Priority community access(included)",
    "Direct messaging with the creator(included)",
    "A birthday video",
  ]);
});

it("opens on the tier a locked post names ('Subscribe to VIP')", async () => {
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <SubscribeDialog creatorProfileId={PROFILE_ID} initialTierId={vip.id} open onOpenChange={() => {}} />
      </QueryClientProvider>,
    ),
  );
  await vi.waitFor(() => expect(document.querySelectorAll("input[type=radio]")).toHaveLength(2), { timeout: 5000 });
  const vipChoice = [...document.querySelectorAll("label")].find((l) => l.textContent?.includes("VIP"))!.querySelector("input")!;
  expect(vipChoice.checked).toBe(true);
  expect(planLines().at(-1)).toBe("A birthday video");
});

it("is the browser's own modal dialog, named by its title and described by the offer's line", async () => {
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <SubscribeDialog creatorProfileId={PROFILE_ID} open onOpenChange={() => {}} />
      </QueryClientProvider>,
    ),
  );
  await vi.waitFor(() => expect(document.querySelectorAll("input[type=radio]")).toHaveLength(2), { timeout: 5000 });
  const dialog = document.querySelector("dialog")!;
  expect(dialog.open).toBe(true);
  expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe("Subscribe to Biscuit");
  expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe("Get unlimited access to exclusive content");
});

it("closes on Escape, on the backdrop and on Close; the page does not scroll behind it while open", async () => {
  const onOpenChange = vi.fn();
  const draw = (open: boolean) =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <SubscribeDialog creatorProfileId={PROFILE_ID} open={open} onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
  await act(async () => draw(true));
  expect(document.documentElement.style.overflow).toBe("hidden");
  const dialog = document.querySelector("dialog")!;

  // Escape makes the browser send "cancel" to the dialog.
  const cancel = new Event("cancel", { cancelable: true });
  await act(async () => dialog.dispatchEvent(cancel));
  expect(cancel.defaultPrevented).toBe(true);
  expect(onOpenChange).toHaveBeenLastCalledWith(false);

  onOpenChange.mockClear();
  // A click on the backdrop lands on the <dialog> itself; one on its content does not close it.
  await act(async () => dialog.firstElementChild!.dispatchEvent(new MouseEvent("click", { bubbles: true })));
  expect(onOpenChange).not.toHaveBeenCalled();
  // jsdom lays nothing out: the dialog's box is the point (0, 0), so (0, 0) is on it (its scrollbar) and (5, 5) on the backdrop.
  await act(async () => dialog.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: 0, clientY: 0 })));
  expect(onOpenChange).not.toHaveBeenCalled();
  await act(async () => dialog.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: 5, clientY: 5 })));
  expect(onOpenChange).toHaveBeenLastCalledWith(false);

  onOpenChange.mockClear();
  await act(async () => document.querySelector<HTMLButtonElement>("button[aria-label=Close]")!.click());
  expect(onOpenChange).toHaveBeenLastCalledWith(false);

  await act(async () => draw(false));
  expect(dialog.open).toBe(false);
  expect(document.documentElement.style.overflow).toBe("");
});
