// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RealtimeMessage } from "@shared/realtime";
import type { RealtimeChannel, RealtimeListener } from "@/lib/realtime";
import { notificationsKey, unreadCountKey } from "./keys";
import { REFRESH_SPREAD_MS, useLiveNotifications } from "./live";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A channel the test sends events on. */
function fakeChannel() {
  const listeners = new Set<RealtimeListener>();
  const channel = {
    subscribe(listener: RealtimeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as RealtimeChannel;
  return { channel: () => channel, listeners, send: (m: RealtimeMessage) => listeners.forEach((l) => l(m)) };
}

function mount(enabled: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(unreadCountKey, { count: 2 });
  queryClient.setQueryData(notificationsKey, { pages: [] });
  const live = fakeChannel();
  function Live() {
    useLiveNotifications({ enabled }, live.channel);
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <Live />
      </QueryClientProvider>,
    ),
  );
  return { queryClient, ...live, unmount: () => act(() => root.unmount()) };
}

describe("the header's notification badge, live", () => {
  it("takes the unread count a read elsewhere sends", () => {
    const { queryClient, send, unmount } = mount(true);
    act(() => send({ type: "unread.changed", data: { notifications: 0, messages: 0 } }));
    expect(queryClient.getQueryData(unreadCountKey)).toEqual({ count: 0 });
    unmount();
  });

  afterEach(() => vi.useRealTimers());

  it("reads the count and the list again, within a moment, when a notification arrives or events were lost", () => {
    vi.useFakeTimers();
    for (const message of [
      { type: "notification.created", data: { id: "n1", type: "new_post" } },
      { type: "resync", data: {} },
    ] as RealtimeMessage[]) {
      const { queryClient, send, unmount } = mount(true);
      act(() => send(message));
      act(() => vi.advanceTimersByTime(REFRESH_SPREAD_MS));
      expect(queryClient.getQueryState(unreadCountKey)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(notificationsKey)?.isInvalidated).toBe(true);
      unmount();
    }
  });

  it("listens only while signed in, and stops when unmounted", () => {
    expect(mount(false).listeners.size).toBe(0);
    const signedIn = mount(true);
    expect(signedIn.listeners.size).toBe(1);
    signedIn.unmount();
    expect(signedIn.listeners.size).toBe(0);
  });
});
