// @vitest-environment jsdom
/** A part loaded ahead is drawn at once when it is wanted: no fallback, not even for a frame. */
import { act, Suspense } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function withFallback(children: React.ReactNode) {
  return <Suspense fallback={<p>Loading...</p>}>{children}</Suspense>;
}

describe("a part whose code loads apart", () => {
  it("is drawn at once, without its fallback, once it has been loaded ahead", async () => {
    const part = lazyPart(async () => Greeting);
    part.preload();
    await act(async () => undefined);
    act(() => root.render(withFallback(<part.Part name="Mochi" />)));
    expect(container.textContent).toBe("Hello Mochi");
  });

  it("shows its fallback until its code is in when it was not loaded ahead, loading it once", async () => {
    const load = vi.fn(async () => Greeting);
    const part = lazyPart(load);
    act(() => root.render(withFallback(<part.Part name="Kiwi" />)));
    expect(container.textContent).toBe("Loading...");
    await vi.waitFor(() => expect(container.textContent).toBe("Hello Kiwi"));
    part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is loaded again after a failed load", async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Greeting);
    const part = lazyPart(load);
    part.preload();
    await act(async () => undefined);
    part.preload();
    await act(async () => undefined);
    act(() => root.render(withFallback(<part.Part name="Pixel" />)));
    expect(container.textContent).toBe("Hello Pixel");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
