import { afterEach, describe, expect, it, vi } from "vitest";
import type { RealtimeMessage } from "@shared/realtime";
import { createRealtimeChannel } from "./realtime";

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  send(id: string, message: RealtimeMessage) {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message), lastEventId: id }));
  }
  /** The browser reconnecting by itself (readyState CONNECTING) or giving up (CLOSED, after an error answer). */
  fail(gaveUp: boolean) {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.(new Event("error"));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

function channel() {
  FakeEventSource.opened = [];
  let clock = 0;
  const made = createRealtimeChannel({
    url: "/api/realtime",
    createEventSource: (url) => new FakeEventSource(url),
    now: () => clock,
  });
  return { channel: made, advance: (ms: number) => (clock += ms), sources: FakeEventSource.opened };
}

const unread = (notifications: number): RealtimeMessage => ({ type: "unread.changed", data: { notifications, messages: 0 } });

describe("the live channel", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens one stream for all its listeners, gives each every event, and closes when the last one leaves", () => {
    const { channel: live, sources } = channel();
    const [a, b] = [vi.fn(), vi.fn()];
    const stopA = live.subscribe(a);
    const stopB = live.subscribe(b);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe("/api/realtime");
    sources[0]!.open();
    sources[0]!.send("7", unread(3));
    expect(a).toHaveBeenCalledWith(unread(3));
    expect(b).toHaveBeenCalledWith(unread(3));
    stopA();
    expect(sources[0]!.closed).toBe(false);
    stopB();
    expect(sources[0]!.closed).toBe(true);
    expect(live.status()).toEqual({ state: "closed" });
  });

  it("leaves a dropped connection to the browser's own reconnection, and says it is connecting since the drop", () => {
    const { channel: live, sources, advance } = channel();
    live.subscribe(() => {});
    sources[0]!.open();
    expect(live.status()).toEqual({ state: "live" });
    advance(5000);
    sources[0]!.fail(false);
    expect(live.status()).toEqual({ state: "connecting", since: 5000 });
    expect(sources).toHaveLength(1);
    sources[0]!.open();
    expect(live.status()).toEqual({ state: "live" });
  });

  it("opens a new stream after a growing pause when the browser gives up, naming the last event it had", () => {
    vi.useFakeTimers();
    const { channel: live, sources } = channel();
    live.subscribe(() => {});
    sources[0]!.open();
    sources[0]!.send("41", unread(1));
    sources[0]!.fail(true);
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources[1]!.url).toBe("/api/realtime?lastEventId=41");
    sources[1]!.fail(true);
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2]!.open();
    expect(live.status()).toEqual({ state: "live" });
  });

  it("joins chat rooms on its stream: a new stream names the rooms and the last event, the old one closes; once for changes made together", async () => {
    const { channel: live, sources } = channel();
    const stop = live.subscribe(vi.fn());
    sources[0]!.open();
    sources[0]!.send("7", unread(1));
    const leaveMain = live.joinRoom("abc.main");
    const leaveVip = live.joinRoom("abc.vip");
    await Promise.resolve();
    expect(sources).toHaveLength(2);
    expect(sources[0]!.closed).toBe(true);
    expect(decodeURIComponent(sources[1]!.url)).toBe("/api/realtime?lastEventId=7&rooms=abc.main,abc.vip");
    // A second part of the page in the same room: nothing to change.
    const leaveMainAgain = live.joinRoom("abc.main");
    await Promise.resolve();
    expect(sources).toHaveLength(2);
    leaveMainAgain();
    leaveVip();
    leaveMain();
    await Promise.resolve();
    expect(sources).toHaveLength(3);
    expect(sources[2]!.url).toBe("/api/realtime?lastEventId=7");
    stop();
  });
});
