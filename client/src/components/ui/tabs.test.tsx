// @vitest-environment jsdom
/** Tabs as the WAI-ARIA tabs pattern describes them, with automatic activation. */
import { act, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useTestRoot } from "@/test/render";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const mounted = useTestRoot();

function Pets({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="dogs" onValueChange={onValueChange}>
      <TabsList aria-label="Pets">
        <TabsTrigger value="dogs">Dogs</TabsTrigger>
        <TabsTrigger value="cats">Cats</TabsTrigger>
        <TabsTrigger value="fish" disabled>
          Fish
        </TabsTrigger>
        <TabsTrigger value="birds">Birds</TabsTrigger>
      </TabsList>
      <TabsContent value="dogs">All the dogs</TabsContent>
      <TabsContent value="cats">All the cats</TabsContent>
      <TabsContent value="birds">All the birds</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => [...mounted.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;
const shownPanel = () => mounted.container.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')!;
const press = (target: Element, key: string) =>
  act(() => void target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })));
const mouseDown = (target: Element, init: MouseEventInit = {}) =>
  act(() => void target.dispatchEvent(new MouseEvent("mousedown", { button: 0, bubbles: true, cancelable: true, ...init })));

describe("Tabs", () => {
  it("name the tablist, mark the selected tab and tie each tab to its panel", () => {
    mounted.render(<Pets />);
    expect(mounted.container.querySelector('[role="tablist"]')?.getAttribute("aria-label")).toBe("Pets");
    expect(tab("Dogs").getAttribute("aria-selected")).toBe("true");
    expect(tab("Cats").getAttribute("aria-selected")).toBe("false");
    expect(shownPanel().textContent).toBe("All the dogs");
    expect(shownPanel().getAttribute("aria-labelledby")).toBe(tab("Dogs").id);
    expect(tab("Dogs").getAttribute("aria-controls")).toBe(shownPanel().id);
    // Hidden panels are in the page, empty.
    expect(mounted.container.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
    expect(mounted.container.querySelector('[role="tabpanel"][hidden]')?.textContent).toBe("");
  });

  it("are one tab stop: only the selected tab is in the tab order", () => {
    mounted.render(<Pets />);
    expect(tab("Dogs").tabIndex).toBe(0);
    expect([tab("Cats"), tab("Birds")].map((t) => t.tabIndex)).toEqual([-1, -1]);
  });

  it("select a tab as the pointer presses it, and tell once", () => {
    const onValueChange = vi.fn();
    mounted.render(<Pets onValueChange={onValueChange} />);
    mouseDown(tab("Cats"));
    expect(tab("Cats").getAttribute("aria-selected")).toBe("true");
    expect(shownPanel().textContent).toBe("All the cats");
    act(() => tab("Cats").focus());
    expect(onValueChange.mock.calls).toEqual([["cats"]]);
  });

  it("leave a right-button or ctrl press alone", () => {
    mounted.render(<Pets />);
    mouseDown(tab("Cats"), { button: 2 });
    mouseDown(tab("Cats"), { ctrlKey: true });
    expect(tab("Dogs").getAttribute("aria-selected")).toBe("true");
  });

  it("move and select with the arrow keys, Home and End, skipping disabled tabs and wrapping around", () => {
    mounted.render(<Pets />);
    act(() => tab("Dogs").focus());
    press(tab("Dogs"), "ArrowRight");
    expect(document.activeElement).toBe(tab("Cats"));
    expect(shownPanel().textContent).toBe("All the cats");
    press(tab("Cats"), "ArrowRight");
    expect(document.activeElement).toBe(tab("Birds"));
    press(tab("Birds"), "ArrowRight");
    expect(document.activeElement).toBe(tab("Dogs"));
    press(tab("Dogs"), "ArrowLeft");
    expect(document.activeElement).toBe(tab("Birds"));
    press(tab("Birds"), "Home");
    expect(document.activeElement).toBe(tab("Dogs"));
    press(tab("Dogs"), "End");
    expect(document.activeElement).toBe(tab("Birds"));
    expect(shownPanel().textContent).toBe("All the birds");
  });

  it("follow the value they are given when controlled", () => {
    function Controlled() {
      const [value, setValue] = useState("dogs");
      return (
        <>
          <button type="button" onClick={() => setValue("birds")}>
            Show birds
          </button>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="Pets">
              <TabsTrigger value="dogs">Dogs</TabsTrigger>
              <TabsTrigger value="birds">Birds</TabsTrigger>
            </TabsList>
            <TabsContent value="dogs">All the dogs</TabsContent>
            <TabsContent value="birds">All the birds</TabsContent>
          </Tabs>
        </>
      );
    }
    mounted.render(<Controlled />);
    act(() => mounted.container.querySelector<HTMLButtonElement>("button:not([role])")!.click());
    expect(tab("Birds").getAttribute("aria-selected")).toBe("true");
    mouseDown(tab("Dogs"));
    expect(shownPanel().textContent).toBe("All the dogs");
  });
});
