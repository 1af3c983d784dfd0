// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentActionsMenu, type ContentAction } from "./content-actions-menu";
import { stubResizeObserver } from "@/test/render";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  stubResizeObserver();
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = "";
});

function render(items: ContentAction[]) {
  act(() => root.render(<ContentActionsMenu subject="post" items={items} />));
}

/** Presses the button (a click, as Enter or Space on a button also gives) and waits for the menu's code to arrive. */
async function openMenu() {
  const trigger = container.querySelector("button")!;
  await act(async () => {
    trigger.focus();
    trigger.click();
  });
  for (let wait = 0; wait < 500 && !document.querySelector('[role="menu"]'); wait++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

const menuItems = () => [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);

describe("ContentActionsMenu", () => {
  it("shows nothing when the viewer may do nothing", () => {
    render([]);
    expect(container.innerHTML).toBe("");
  });

  it("is a '⋯' button named after what it acts on", () => {
    render([{ id: "edit", label: "Edit post", onSelect: () => {} }]);
    expect(container.querySelector("button")?.getAttribute("aria-label")).toBe("More actions for post");
  });

  it("lists the items, destructive ones last after a separator, whichever feature added them", async () => {
    render([
      { id: "delete", label: "Delete post", destructive: true, onSelect: () => {} },
      { id: "edit", label: "Edit post", onSelect: () => {} },
      { id: "report", label: "Report", onSelect: () => {} },
    ]);
    // Only a button until pressed: the menu's code is not loaded with the page.
    expect(document.querySelector('[role="menu"]')).toBeNull();
    await openMenu();
    expect(menuItems()).toEqual(["Edit post", "Report", "Delete post"]);
    expect(document.querySelectorAll('[role="separator"]')).toHaveLength(1);
  });

  it("runs the chosen item's action", async () => {
    const onSelect = vi.fn();
    render([{ id: "sold", label: "Mark as sold", onSelect }]);
    await openMenu();
    const item = document.querySelector<HTMLElement>('[role="menuitem"]')!;
    act(() => item.click());
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
