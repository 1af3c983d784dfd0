// @vitest-environment jsdom
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOpenInPlace } from "./use-open-in-place";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Thing {
  id: string;
  title: string;
}
const THINGS: Thing[] = [
  { id: "a", title: "First" },
  { id: "b", title: "Second" },
];
const cardButtonId = (id: string) => `thing-card-${id}`;

let container: HTMLDivElement;
let root: Root;
/** What the hook answered at the last render. */
const latest = {} as { current: ReturnType<typeof useOpenInPlace<Thing>> };

/** A list that opens its things in place, as the community, Paw Bazar and the articles do. */
function List() {
  const opened = useOpenInPlace<Thing>("thing", cardButtonId);
  useEffect(() => {
    latest.current = opened;
  });
  if (opened.openId) return <button onClick={opened.close}>Back</button>;
  return (
    <ul>
      {THINGS.map((thing) => (
        <li key={thing.id}>
          <button id={cardButtonId(thing.id)} onClick={() => opened.open(thing)}>
            {thing.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

beforeEach(() => {
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    callback(0);
    return 0;
  });
  navigate("/things");
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<List />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe("useOpenInPlace", () => {
  it("opens a thing in the address, keeps the list's copy of it, and gives focus back to its card when it closes", async () => {
    act(() => document.getElementById(cardButtonId("b"))!.click());
    expect(new URLSearchParams(window.location.search).get("thing")).toBe("b");
    expect(latest.current.openId).toBe("b");
    expect(latest.current.listed).toEqual(THINGS[1]);

    await act(async () => {
      container.querySelector("button")!.click();
      // Closing goes back in history: wait for the browser's popstate.
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(latest.current.openId).toBeNull();
    expect(document.activeElement?.id).toBe(cardButtonId("b"));
  });

  it("has no list copy for a thing opened by a link", () => {
    act(() => navigate("/things?thing=a"));
    expect(latest.current.openId).toBe("a");
    expect(latest.current.listed).toBeUndefined();
  });
});
