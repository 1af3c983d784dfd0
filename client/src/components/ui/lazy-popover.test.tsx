// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LazyPopover } from "./lazy-popover";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  // Radix measures the trigger and the panel; jsdom has no layout.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
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

const trigger = () => container.querySelector("button")!;
const panel = () => document.body.querySelector("[data-testid=panel]");

/** Waits for the popover's code (a lazy chunk) and its render. */
async function settle() {
  // Generous: the first import of the chunk is transformed on demand, slowly on a busy machine.
  for (let i = 0; i < 500 && !panel(); i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}

describe("a popover whose code loads on first use", () => {
  beforeEach(async () => {
    await act(async () =>
      root.render(
        <LazyPopover trigger={<button type="button">Share Biscuit</button>}>
          <p data-testid="panel">Share options</p>
        </LazyPopover>,
      ),
    );
  });

  it("shows only its trigger until it is opened, marked as closed", () => {
    expect(trigger().textContent).toBe("Share Biscuit");
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    expect(trigger().getAttribute("aria-haspopup")).toBe("dialog");
    expect(panel()).toBeNull();
  });

  it("opens on the trigger with its panel, and closes on it again", async () => {
    await act(async () => trigger().click());
    await settle();
    expect(panel()?.textContent).toBe("Share options");
    expect(trigger().getAttribute("aria-expanded")).toBe("true");

    await act(async () => trigger().click());
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and gives the focus back to its trigger", async () => {
    trigger().focus();
    await act(async () => trigger().click());
    await settle();
    expect(panel()).not.toBeNull();
    await act(async () => {
      document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    // Radix gives the focus back on a timer once the panel is gone: wait for it (a busy machine is slow to run it).
    for (let i = 0; i < 500 && document.activeElement !== trigger(); i++) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(document.activeElement).toBe(trigger());
  });
});
