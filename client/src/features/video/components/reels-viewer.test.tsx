// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VideoPlayerProps } from "@/components/media/video-player-slot";
import { useTestRoot } from "@/test/render";
import { ReelsViewer } from "./reels-viewer";

/** The player, stood in for: which reel streams, and how. */
vi.mock("./video-player", () => ({
  VideoPlayer: (props: VideoPlayerProps) => <p data-player={props.postId} data-muted={String(Boolean(props.muted))} />,
}));

const mounted = useTestRoot();

/** IntersectionObserver as the viewer uses it: the test says which section is on screen. */
let observed: Element[];
let report: (entries: Array<Partial<IntersectionObserverEntry>>) => void;
let scrolledTo: string[];

beforeEach(() => {
  observed = [];
  scrolledTo = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    },
  );
  // jsdom lays nothing out: scrolling a reel into view is noted.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.getAttribute("aria-label") ?? "");
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const reels = ["a", "b", "c"].map((id) => ({ postId: id, title: `Reel ${id}`, posterUrl: `/objects/${id}.webp` }));
const players = () => [...document.querySelectorAll("[data-player]")].map((p) => [p.getAttribute("data-player"), p.getAttribute("data-muted")]);
const onScreen = (index: number) =>
  act(() => report([{ target: observed[index]!, isIntersecting: true, intersectionRatio: 0.9 }]));
const press = (key: string) =>
  act(() => document.querySelector('[role="dialog"]')!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })));

describe("the reels viewer", () => {
  it("opens on the reel pressed and streams only the reel on screen, muted", () => {
    mounted.render(<ReelsViewer reels={reels} startIndex={1} onClose={() => {}} />);
    expect(scrolledTo).toEqual(["Reel 2 of 3: Reel b"]);
    expect(players()).toEqual([["b", "true"]]);
    // The others show their poster.
    expect([...document.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual(["/objects/a.webp", "/objects/c.webp"]);

    onScreen(2);
    expect(players()).toEqual([["c", "true"]]);
    // Half on screen is not enough to play.
    act(() => report([{ target: observed[0]!, isIntersecting: true, intersectionRatio: 0.3 }]));
    expect(players()).toEqual([["c", "true"]]);
  });

  it("moves to the next and previous reel with the arrow keys, and closes with Escape", () => {
    const closed: boolean[] = [];
    mounted.render(<ReelsViewer reels={reels} startIndex={0} onClose={() => closed.push(true)} />);
    scrolledTo.length = 0;
    press("ArrowDown");
    expect(scrolledTo).toEqual(["Reel 2 of 3: Reel b"]);
    onScreen(1);
    press("ArrowUp");
    expect(scrolledTo).toEqual(["Reel 2 of 3: Reel b", "Reel 1 of 3: Reel a"]);
    // The first has none before it.
    onScreen(0);
    press("ArrowUp");
    expect(scrolledTo.at(-1)).toBe("Reel 1 of 3: Reel a");
    expect(document.querySelector('button[aria-label="Previous reel"]')!.hasAttribute("disabled")).toBe(true);

    press("Escape");
    expect(closed).toEqual([true]);
  });
});
