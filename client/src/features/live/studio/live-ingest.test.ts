import { describe, expect, it } from "vitest";
import { INGEST_GRACE_MS, LiveIngest, recorderType, sameOriginIngestUrl, TIMESLICE_MS, type IngestRecorder, type IngestSocket, type IngestState } from "./live-ingest";

class FakeSocket implements IngestSocket {
  readyState = 0;
  binaryType = "blob";
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: Blob[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: Blob) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  /** The server accepts the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** The connection drops (or the server closes it with `code`). */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

class FakeRecorder implements IngestRecorder {
  state = "inactive";
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  timeslice: number | null = null;
  start(timeslice: number) {
    this.state = "recording";
    this.timeslice = timeslice;
  }
  stop() {
    this.state = "inactive";
    this.chunk("last");
    this.onstop?.();
  }
  chunk(text: string) {
    this.ondataavailable?.({ data: new Blob([text]) });
  }
}

function harness(options: { live?: () => boolean } = {}) {
  const sockets: FakeSocket[] = [];
  const recorders: FakeRecorder[] = [];
  const states: IngestState[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let clock = 0;
  const ingest = new LiveIngest({
    url: "ws://localhost/api/live-sessions/l1/ingest",
    stream: {} as MediaStream,
    onState: (state) => states.push(state),
    isLive: async () => options.live?.() ?? true,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    createRecorder: () => {
      const recorder = new FakeRecorder();
      recorders.push(recorder);
      return recorder;
    },
    now: () => clock,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
  });
  /** Lets time pass to the next retry and runs it. */
  async function nextRetry() {
    const timer = timers.shift()!;
    clock += timer.ms;
    timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return timer.ms;
  }
  return { ingest, sockets, recorders, states, timers, nextRetry, advance: (ms: number) => (clock += ms) };
}

describe("sending the camera to the server", () => {
  it("records only once the connection is open, one chunk a second, sent in order as binary messages", () => {
    const { ingest, sockets, recorders, states } = harness();
    ingest.start();
    expect(states).toEqual([{ kind: "connecting" }]);
    expect(recorders).toHaveLength(0);
    sockets[0]!.open();
    expect(recorders[0]!.timeslice).toBe(TIMESLICE_MS);
    recorders[0]!.chunk("header+1");
    recorders[0]!.chunk("2");
    expect(sockets[0]!.sent).toHaveLength(2);
    expect(states.at(-1)).toEqual({ kind: "streaming" });
  });

  it("after a drop, connects again with a new recorder (a new WebM header) until it is back", async () => {
    const t = harness();
    t.ingest.start();
    t.sockets[0]!.open();
    t.sockets[0]!.drop();
    expect(t.recorders[0]!.state).toBe("inactive");
    expect(t.states.at(-1)).toEqual({ kind: "reconnecting", since: 0 });
    expect(await t.nextRetry()).toBe(1000);
    t.sockets[1]!.drop();
    expect(await t.nextRetry()).toBe(2000);
    t.sockets[2]!.open();
    expect(t.recorders).toHaveLength(2);
    expect(t.states.at(-1)).toEqual({ kind: "streaming" });
    // Once back, a later drop starts over at 1 s.
    t.sockets[2]!.drop();
    expect(await t.nextRetry()).toBe(1000);
  });

  it("gives up when the server no longer keeps the live: 60 s without ingest", async () => {
    const t = harness();
    t.ingest.start();
    t.sockets[0]!.open();
    t.sockets[0]!.drop();
    let waited = 0;
    while (t.timers.length > 0) {
      waited += await t.nextRetry();
      t.sockets.at(-1)!.drop();
    }
    expect(waited).toBe(INGEST_GRACE_MS);
    expect(t.states.at(-1)).toEqual({ kind: "stopped", reason: "lost" });
  });

  it("stops trying once the live has ended, and when another window's connection replaced this one", async () => {
    let live = true;
    const ended = harness({ live: () => live });
    ended.ingest.start();
    ended.sockets[0]!.open();
    ended.sockets[0]!.drop();
    live = false;
    await ended.nextRetry();
    expect(ended.sockets).toHaveLength(1);
    expect(ended.states.at(-1)).toEqual({ kind: "stopped", reason: "ended" });

    const replaced = harness();
    replaced.ingest.start();
    replaced.sockets[0]!.open();
    replaced.sockets[0]!.drop(4000);
    expect(replaced.timers).toHaveLength(0);
    expect(replaced.states.at(-1)).toEqual({ kind: "stopped", reason: "replaced" });
  });

  it("stopping sends the recorder's last chunk before closing; a new camera takes a new connection", () => {
    const t = harness();
    t.ingest.start();
    t.sockets[0]!.open();
    t.ingest.switchStream({} as MediaStream);
    expect(t.sockets[0]!.sent).toHaveLength(1);
    expect(t.sockets[0]!.closedWith).toBe(1000);
    t.sockets[0]!.drop(1000); // its close event is no longer this ingest's business
    expect(t.timers).toHaveLength(0);
    t.sockets[1]!.open();
    t.ingest.stop();
    expect(t.sockets[1]!.sent).toHaveLength(1);
    expect(t.sockets[1]!.closedWith).toBe(1000);
    expect(t.states.at(-1)).toEqual({ kind: "stopped", reason: "stopped" });
  });

  it("records VP8 and Opus where the browser can, and finds the live's ingest on the page's own server", () => {
    expect(recorderType(() => true)).toBe("video/webm;codecs=vp8,opus");
    expect(recorderType((type) => type === "video/webm")).toBe("video/webm");
    expect(recorderType(() => false)).toBe("");
    expect(sameOriginIngestUrl("l1", { protocol: "https:", host: "pawfans.example" })).toBe("wss://pawfans.example/api/live-sessions/l1/ingest");
    expect(sameOriginIngestUrl("l1", { protocol: "http:", host: "localhost:5000" })).toBe("ws://localhost:5000/api/live-sessions/l1/ingest");
  });
});
