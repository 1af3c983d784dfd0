// @vitest-environment jsdom
/** A new page starts at its top, but the page the app starts on keeps where the visitor scrolled to. */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppRouter } from "./router";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe("scrolling to the top", () => {
  it("does not happen when the app starts on a page (a drawn page may have been scrolled already)", async () => {
    const { hook } = memoryLocation({ path: "/somewhere" });
    await act(async () => root.render(<Router hook={hook}><AppRouter /></Router>));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("happens on every navigation to another page", async () => {
    const { hook, navigate } = memoryLocation({ path: "/somewhere" });
    await act(async () => root.render(<Router hook={hook}><AppRouter /></Router>));
    await act(async () => navigate("/elsewhere"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(async () => navigate("/somewhere"));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
