// @vitest-environment jsdom
/**
 * The notification area is there from the start, empty and labelled, and F8 focuses
 * it (the specification's toasts); a toast shows in it once the toast code is in.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATION_AREA_LABEL, NOTIFICATION_LIST_ID } from "@/components/ui/notification-area";
import { toast } from "@/hooks/use-toast";
import { AppProviders } from "./providers";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

const app = () => (
  <AppProviders queryClient={new QueryClient()}>
    <button type="button">On the page</button>
  </AppProviders>
);
const area = () => container.querySelector(`[role="region"][aria-label="${NOTIFICATION_AREA_LABEL}"]`);
const pressF8 = () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "F8", code: "F8", bubbles: true }));

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe("the notification area", () => {
  it("is in a page the server draws: empty, labelled 'Notifications (F8)'", () => {
    container.innerHTML = renderToString(app());
    expect(area()).not.toBeNull();
    expect(area()!.querySelector(`ol#${NOTIFICATION_LIST_ID}`)!.children).toHaveLength(0);
  });

  it("takes the focus on F8 before any toast has been shown", async () => {
    await act(async () => root.render(app()));
    container.querySelector("button")!.focus();
    pressF8();
    expect(document.activeElement).toBe(document.getElementById(NOTIFICATION_LIST_ID));
    expect(area()!.contains(document.activeElement)).toBe(true);
  });

  it("shows a toast once the toast code is in, keeping the focus it had, and F8 still focuses the area", async () => {
    await act(async () => root.render(app()));
    pressF8();
    await act(async () => {
      toast({ title: "Sign in required" });
    });
    await vi.waitFor(() => expect(area()!.textContent).toContain("Sign in required"), { timeout: 10_000 });
    expect(container.querySelectorAll(`[role="region"][aria-label="${NOTIFICATION_AREA_LABEL}"]`)).toHaveLength(1);
    expect(area()!.contains(document.activeElement), "the area that took the empty one's place has the focus").toBe(true);
    container.querySelector("button")!.focus();
    pressF8();
    expect(area()!.contains(document.activeElement)).toBe(true);
  });
});
