// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadMore } from "./load-more";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The observers made: `report` tells one whether the end of the list is in reach. */
let observers: FakeIntersectionObserver[];

class FakeIntersectionObserver {
  disconnected = false;
  readonly report: (inReach: boolean) => void;
  constructor(callback: IntersectionObserverCallback) {
    this.report = (inReach) =>
      callback([{ isIntersecting: inReach } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  observers = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const render = (props: Partial<React.ComponentProps<typeof LoadMore>> & { onLoadMore: () => void }) =>
  act(async () => root.render(<LoadMore hasMore loading={false} label="Load more PawPals" {...props} />));

describe("LoadMore", () => {
  it("is a button that loads the next page", async () => {
    const onLoadMore = vi.fn();
    await render({ onLoadMore });
    await act(async () => container.querySelector("button")!.click());
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(observers).toHaveLength(0);
  });

  it("with auto, loads the next page once the end of the list comes in reach", async () => {
    const onLoadMore = vi.fn();
    await render({ onLoadMore, auto: true });
    expect(observers).toHaveLength(1);
    await act(async () => observers[0].report(false));
    expect(onLoadMore).not.toHaveBeenCalled();
    await act(async () => observers[0].report(true));
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(observers[0].disconnected).toBe(true);
    expect(container.querySelector("button")!.textContent).toBe("Load more PawPals");
  });

  it("does not watch while a page loads, and watches anew after it", async () => {
    const onLoadMore = vi.fn();
    await render({ onLoadMore, auto: true, loading: true });
    expect(observers).toHaveLength(0);
    expect(container.querySelector("button")!.disabled).toBe(true);
    await render({ onLoadMore, auto: true, loading: false });
    expect(observers).toHaveLength(1);
  });

  it("is gone after the last page", async () => {
    await render({ onLoadMore: vi.fn(), auto: true, hasMore: false });
    expect(container.querySelector("button")).toBeNull();
    expect(observers).toHaveLength(0);
  });
});
