// @vitest-environment jsdom
/** Heavy parts come once the visitor begins using the page, not for a visitor who only reads it. */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  // Each test is a fresh page: the module remembers whether the visitor has begun.
  vi.resetModules();
  window.scrollY = 0;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

async function mountPreloading(preload: () => void) {
  const { usePreloadWhenEngaged } = await import("./use-preload-when-engaged");
  function Opener() {
    usePreloadWhenEngaged(preload);
    return <button type="button">New Thread</button>;
  }
  await act(async () => root.render(<Opener />));
}

describe("preloading once the visitor begins using the page", () => {
  it("waits while the page is only read, then preloads once the first touch is answered, once", async () => {
    const preload = vi.fn();
    await mountPreloading(preload);
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pointerdown"));
    // Not within the touch: what it opens is drawn first.
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("keydown"));
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("preloads at once on a page scrolled before the app took it over", async () => {
    window.scrollY = 700;
    const preload = vi.fn();
    await mountPreloading(preload);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
