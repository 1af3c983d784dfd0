// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MySubscriptionView, TierChangePreview, TierView } from "@shared/api-types";
import { BENEFIT_TEMPLATES, type Benefits } from "@shared/benefits";
import { createQueryClient } from "@/lib/query-client";
import { ChangeTierDialog } from "./change-tier-dialog";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROFILE_ID = "00000000-0000-4000-8000-000000000001";
const SUBSCRIPTION_ID = "00000000-0000-4000-8000-0000000000aa";
const tier = (n: number, name: string, price: string, benefits: Benefits, features: string[] = []): TierView => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  creatorProfileId: PROFILE_ID,
  name,
  price,
  description: null,
  features,
  benefits,
  createdAt: "2026-01-01T00:00:00.000Z",
  archivedAt: null,
});
const basic = tier(2, "Basic", "4.99", BENEFIT_TEMPLATES.basic);
const premium = tier(3, "Premium", "9.99", BENEFIT_TEMPLATES.premium);
const vip = tier(4, "VIP", "19.99", BENEFIT_TEMPLATES.vip, ["A birthday video"]);
const renewal = new Date(2026, 11, 27, 10, 0).toISOString();

const subscription = (tierView: TierView, overrides: Partial<MySubscriptionView> = {}): MySubscriptionView => ({
  id: SUBSCRIPTION_ID,
  creatorProfileId: PROFILE_ID,
  tierId: tierView.id,
  tier: { id: tierView.id, name: tierView.name },
  price: tierView.price,
  status: "active",
  currentPeriodStart: "2026-11-27T10:00:00.000Z",
  currentPeriodEnd: renewal,
  cancelAtPeriodEnd: false,
  canceledAt: null,
  scheduledTierChange: null,
  tierChangeOffered: true,
  createdAt: "2026-11-27T10:00:00.000Z",
  creator: { petName: "Biscuit", avatarImageUrl: null, avatarImage: null, userId: "owner" },
  ...overrides,
});

let container: HTMLDivElement;
let root: Root;
let requests: Array<{ method: string; url: string; body?: unknown }>;
let subscriptionNow: MySubscriptionView;

function serve(previews: Record<string, TierChangePreview>, answer: { payment: { provider: "test"; clientSecret: string } | null; subscription: MySubscriptionView }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith(`/api/subscription-tiers/creator/${PROFILE_ID}`)) return Response.json([vip, premium, basic]);
      if (url.startsWith(`/api/subscriptions/${SUBSCRIPTION_ID}/change-tier?tierId=`)) {
        return Response.json(previews[new URL(url, "http://x").searchParams.get("tierId")!]);
      }
      if (url === `/api/subscriptions/${SUBSCRIPTION_ID}/change-tier` && method === "POST") return Response.json(answer);
      if (url === "/api/payments/test/confirm") return Response.json({ status: "succeeded" });
      if (url === `/api/subscriptions/${SUBSCRIPTION_ID}`) return Response.json(subscriptionNow);
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
}

beforeEach(() => {
  requests = [];
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

const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent === name);
const benefitLines = (tierName: string) =>
  [...document.querySelectorAll(`section[aria-label='What ${tierName} includes'] li`)].map((li) => li.textContent);

async function open(current: MySubscriptionView, initialTierId: string | null, onOpenChange: (open: boolean) => void) {
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <ChangeTierDialog subscription={current} initialTierId={initialTierId} open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    ),
  );
}

describe("the change-tier dialog", () => {
  it("shows the upgrade's tier and amount due now, then collects the card and waits for the new tier", async () => {
    const preview: TierChangePreview = { kind: "upgrade", tier: { id: vip.id, name: "VIP", price: "19.99" }, amountDueNowCents: 633, effectiveAt: "2026-12-01T10:00:00.000Z", prorationDate: "2026-12-01T10:00:00.000Z", cancelsScheduledChange: false };
    subscriptionNow = subscription(vip);
    serve({ [vip.id]: preview }, { subscription: subscription(premium), payment: { provider: "test", clientSecret: "pi_secret" } });
    const openChanges: boolean[] = [];
    await open(subscription(premium), vip.id, (next) => openChanges.push(next));

    await vi.waitFor(() => expect(document.body.textContent).toContain("$6.33 due now, then $19.99/month"));
    expect(benefitLines("VIP")).toContain("4K video content(included)");
    expect(benefitLines("VIP").at(-1)).toBe("A birthday video");
    // The other tiers are offered too, marked by direction.
    expect([...document.querySelectorAll("fieldset label")].map((l) => l.textContent)).toEqual([
      "BasicDowngrade$4.99/month",
      "VIPUpgrade$19.99/month",
    ]);

    await act(async () => button("Upgrade to VIP")!.click());
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ tierId: vip.id, prorationDate: "2026-12-01T10:00:00.000Z" });

    // The same card step as subscribing: the test provider's form, paying the amount due now.
    await vi.waitFor(() => expect(button("Pay $6.33")).toBeDefined());
    await act(async () => button("Pay $6.33")!.click());
    await vi.waitFor(() => expect(openChanges).toEqual([false]));
    expect(requests.some((r) => r.url === "/api/payments/test/confirm" && (r.body as { clientSecret: string }).clientSecret === "pi_secret")).toBe(true);
  });

  it("tells a downgrade's day and schedules it without a card", async () => {
    const preview: TierChangePreview = { kind: "downgrade", tier: { id: basic.id, name: "Basic", price: "4.99" }, amountDueNowCents: 0, effectiveAt: renewal, prorationDate: "2026-12-01T10:00:00.000Z", cancelsScheduledChange: false };
    const scheduled = subscription(premium, { scheduledTierChange: { tier: { id: basic.id, name: "Basic", price: "4.99" }, effectiveAt: renewal } });
    serve({ [basic.id]: preview }, { subscription: scheduled, payment: null });
    const openChanges: boolean[] = [];
    await open(subscription(premium), basic.id, (next) => openChanges.push(next));

    await vi.waitFor(() => expect(document.body.textContent).toContain("Changes to Basic on Dec 27"));
    expect(document.body.textContent).toContain("You keep Premium until then, and nothing is charged now.");
    await act(async () => button("Move to Basic")!.click());
    await vi.waitFor(() => expect(openChanges).toEqual([false]));
    expect(requests.some((r) => r.url === "/api/payments/test/confirm")).toBe(false);
  });

  it("offers the next tier up when no tier is named", async () => {
    const preview: TierChangePreview = { kind: "upgrade", tier: { id: premium.id, name: "Premium", price: "9.99" }, amountDueNowCents: 250, effectiveAt: renewal, prorationDate: "2026-12-01T10:00:00.000Z", cancelsScheduledChange: false };
    serve({ [premium.id]: preview }, { subscription: subscription(premium), payment: null });
    await open(subscription(basic), null, () => {});
    await vi.waitFor(() => expect(document.body.textContent).toContain("$2.50 due now, then $9.99/month"));
    expect(button("Upgrade to Premium")).toBeDefined();
  });
});
