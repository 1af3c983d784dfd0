// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { expect, it } from "vitest";
import { ChosenTierNote } from "./chosen-tier-note";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function noteAt(url: string) {
  window.history.replaceState(null, "", url);
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(<ChosenTierNote />));
  const text = container.textContent;
  await act(async () => root.unmount());
  return text;
}

it("on Explore from a home page tier, says what that tier gets", async () => {
  expect(await noteAt("/explore?tier=basic")).toBe(
    "Basic ($4.99/month): 5 exclusive posts per month and community chat. Pick a PawPal below and choose their Basic tier when you subscribe.",
  );
  expect(await noteAt("/explore?tier=vip")).toContain("VIP ($19.99/month): Unlimited exclusive posts, 4K video content");
});

it("says nothing on Explore opened otherwise", async () => {
  expect(await noteAt("/explore")).toBe("");
  expect(await noteAt("/explore?tier=gold")).toBe("");
});
