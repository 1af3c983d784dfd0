// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RealtimeChannel, RealtimeStatus as Status } from "@/lib/realtime";
import { RealtimeStatus, RECONNECTING_AFTER_MS } from "./realtime-status";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function fakeChannel(initial: Status) {
  let status = initial;
  const listeners = new Set<() => void>();
  const channel = {
    status: () => status,
    subscribeStatus(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as RealtimeChannel;
  return {
    channel: () => channel,
    set(next: Status) {
      status = next;
      listeners.forEach((l) => l());
    },
  };
}

describe("the live channel's status", () => {
  afterEach(() => vi.useRealTimers());

  it("says Reconnecting… only after a few seconds away, and nothing once live again", () => {
    vi.useFakeTimers();
    const live = fakeChannel({ state: "live" });
    const container = document.createElement("div");
    const root = createRoot(container);
    act(() => root.render(<RealtimeStatus channel={live.channel} />));
    expect(container.textContent).toBe("");
    act(() => live.set({ state: "connecting", since: Date.now() }));
    act(() => vi.advanceTimersByTime(RECONNECTING_AFTER_MS - 100));
    expect(container.textContent).toBe("");
    act(() => vi.advanceTimersByTime(100));
    expect(container.textContent).toBe("Reconnecting…");
    act(() => live.set({ state: "live" }));
    expect(container.textContent).toBe("");
    act(() => root.unmount());
  });
});
