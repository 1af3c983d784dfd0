// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BENEFIT_SWITCH_LABELS, BENEFIT_SWITCHES, BENEFIT_TEMPLATES } from "@shared/benefits";
import { createQueryClient } from "@/lib/query-client";
import { TierForm } from "./tier-form";
import { stubResizeObserver } from "@/test/render";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROFILE_ID = "00000000-0000-4000-8000-000000000001";
let container: HTMLDivElement;
let root: Root;
let sent: { url: string; method?: string; body: unknown }[];

beforeEach(async () => {
  sent = [];
  stubResizeObserver();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ url, method: init?.method, body });
      return Response.json({ id: "t1", ...body, createdAt: new Date().toISOString(), archivedAt: null }, { status: 201 });
    }),
  );
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <TierForm creatorProfileId={PROFILE_ID} />
      </QueryClientProvider>,
    ),
  );
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

/** The control a label names (each benefit is a labelled control). */
function control<E extends HTMLElement>(labelText: string): E {
  const label = [...container.querySelectorAll("label")].find((l) => l.textContent?.trim() === labelText);
  if (!label) throw new Error(`No control labelled ${labelText}`);
  return container.ownerDocument.getElementById(label.htmlFor) as E;
}
const isOn = (labelText: string) => control(labelText).getAttribute("aria-checked") === "true";
const click = (element: Element) => act(async () => (element as HTMLElement).click());
const button = (text: string) => [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === text)!;

describe("the add-tier form's benefits", () => {
  it("has one labelled control per benefit: posts per month (or unlimited), video, and a switch for each other", () => {
    expect(control<HTMLInputElement>("Exclusive posts per month").type).toBe("number");
    expect(control("Unlimited").getAttribute("role")).toBe("switch");
    expect(control<HTMLSelectElement>("Video").tagName).toBe("SELECT");
    for (const key of BENEFIT_SWITCHES) expect(control(BENEFIT_SWITCH_LABELS[key]).getAttribute("role")).toBe("switch");
  });

  it("'Start from VIP' fills the form with the home page's VIP tier, and sends its benefits", async () => {
    await click(button("Start from VIP"));
    expect(control<HTMLInputElement>("Tier name").value).toBe("VIP");
    expect(control<HTMLInputElement>("Price (USD per month)").value).toBe("19.99");
    expect(isOn("Unlimited")).toBe(true);
    expect(control<HTMLSelectElement>("Video").value).toBe("4k");
    for (const key of BENEFIT_SWITCHES) expect(isOn(BENEFIT_SWITCH_LABELS[key])).toBe(true);

    await click(button("Create Tier"));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: "/api/subscription-tiers",
      method: "POST",
      body: { creatorProfileId: PROFILE_ID, name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip },
    });
  });

  it("'Start from Basic' limits posts to 5 a month, photo posts only, community chat", async () => {
    await click(button("Start from Basic"));
    expect(control<HTMLInputElement>("Exclusive posts per month").value).toBe("5");
    expect(isOn("Unlimited")).toBe(false);
    expect(control<HTMLSelectElement>("Video").value).toBe("none");
    expect(BENEFIT_SWITCHES.filter((key) => isOn(BENEFIT_SWITCH_LABELS[key]))).toEqual(["communityChat"]);
  });

  it("a switch changes what is sent", async () => {
    await click(button("Start from Premium"));
    await click(control("Live streams"));
    await click(button("Create Tier"));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.body as { benefits: unknown }).benefits).toEqual({ ...BENEFIT_TEMPLATES.premium, liveStreams: true });
  });
});
