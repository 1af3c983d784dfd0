// @vitest-environment jsdom
/**
 * The studio in the browser's stead (jsdom, with stand-ins for the camera, the
 * recorder, the WebSocket and the API): Go live asks the server to start, then
 * sends the recorder's chunks over the address it answered; OBS's settings show
 * only when the server takes RTMP; a refused start says why in place; a live
 * already on when the studio opens is resumed over the page's own server.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreatorProfileView } from "@shared/api-types";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { LIVE_AT_CAPACITY, type LiveIngestView, type LiveSessionView } from "@shared/live";
import { createQueryClient } from "@/lib/query-client";
import { LiveStudio } from "./live-studio";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LIVE_ID = "11111111-1111-4111-8111-111111111111";
const profile: CreatorProfileView = {
  id: "22222222-2222-4222-8222-222222222222",
  userId: "33333333-3333-4333-8333-333333333333",
  petName: "Comet",
  petType: "Dog",
  breed: null,
  bio: "A border collie.",
  coverImageUrl: null,
  avatarImageUrl: null,
  coverImage: null,
  avatarImage: null,
  subscriptionPrice: "9.99",
  benefits: BENEFIT_TEMPLATES.basic,
  createdAt: "2026-11-01T00:00:00.000Z",
  creatorName: "Luna Okafor",
  fansCount: 0,
  postsCount: 0,
  liveSessionId: null,
};
const scheduled: LiveSessionView = {
  id: LIVE_ID,
  creatorProfileId: profile.id,
  title: "Comet herds the tennis balls",
  description: null,
  thumbnailUrl: null,
  status: "scheduled",
  audience: { kind: "fans" },
  viewerCount: 0,
  peakViewerCount: 0,
  saveReplay: true,
  replayPostId: null,
  scheduledFor: "2026-12-01T18:30:00.000Z",
  startedAt: null,
  endedAt: null,
  createdAt: "2026-11-29T00:00:00.000Z",
};
const onAir: LiveSessionView = { ...scheduled, status: "live", startedAt: new Date().toISOString() };

class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  binaryType = "blob";
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: Blob[] = [];
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: Blob) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

class FakeRecorder {
  static made: FakeRecorder[] = [];
  static isTypeSupported = (type: string) => type === "video/webm;codecs=vp8,opus";
  state = "inactive";
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    FakeRecorder.made.push(this);
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.onstop?.();
  }
}

const track = (deviceId: string) => ({ stop: vi.fn(), getSettings: () => ({ deviceId }) });
const cameraStream = () => {
  const video = track("cam-1");
  const audio = track("mic-1");
  return { getTracks: () => [video, audio], getVideoTracks: () => [video], getAudioTracks: () => [audio] } as unknown as MediaStream;
};

let container: HTMLDivElement;
let root: Root;
let requests: string[];
let startAnswer: () => Response;
let liveAnswer: LiveSessionView;
const copied: string[] = [];

beforeEach(() => {
  requests = [];
  copied.length = 0;
  FakeSocket.made = [];
  FakeRecorder.made = [];
  liveAnswer = scheduled;
  startAnswer = () => Response.json({ message: "unset" }, { status: 500 });
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  // The live channel: nothing arrives in these tests.
  vi.stubGlobal(
    "EventSource",
    class {
      readyState = 0;
      onopen = null;
      onmessage = null;
      onerror = null;
      close() {}
    },
  );
  vi.stubGlobal("ResizeObserver", class { observe() {} unobserve() {} disconnect() {} });
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => cameraStream()),
      enumerateDevices: vi.fn(async () => [
        { kind: "videoinput", deviceId: "cam-1", label: "Front camera" },
        { kind: "videoinput", deviceId: "cam-2", label: "Back camera" },
        { kind: "audioinput", deviceId: "mic-1", label: "Built-in microphone" },
      ]),
    },
  });
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? "GET"} ${url}`);
      if (url === `/api/live-sessions/${LIVE_ID}` && !init?.method) return Response.json(liveAnswer);
      if (url === `/api/live-sessions/${LIVE_ID}/start`) return startAnswer();
      if (url === "/api/auth/user") return Response.json({ id: profile.userId, firstName: "Luna", lastName: "Okafor", email: null, profileImageUrl: null });
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

async function openStudio() {
  await act(async () =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <LiveStudio profile={profile} liveSessionId={LIVE_ID} />
      </QueryClientProvider>,
    ),
  );
  await vi.waitFor(() => expect(document.querySelector("h1")?.textContent).toBe(scheduled.title));
}

const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name);
const optionsOf = (label: string) => [...document.querySelector<HTMLSelectElement>(`#studio-${label}`)!.options].map((o) => o.textContent);

describe("the live studio", () => {
  it("lists the camera and microphone, then Go live starts the live and sends the recorder's WebM to the address the server answered", async () => {
    startAnswer = () =>
      Response.json({
        ingest: { webSocketUrl: `ws://pawfans.test/api/live-sessions/${LIVE_ID}/ingest`, rtmpUrl: "rtmp://pawfans.test:1935/live", streamKey: "k3y-of-this-live" },
        live: onAir,
      } satisfies LiveIngestView);
    await openStudio();
    await vi.waitFor(() => expect(optionsOf("camera")).toEqual(["Front camera", "Back camera"]));
    expect(optionsOf("microphone")).toEqual(["Built-in microphone"]);
    expect(document.querySelector<HTMLSelectElement>("#studio-camera")!.value).toBe("cam-1");

    await vi.waitFor(() => expect(button("Go live")?.disabled).toBe(false));
    liveAnswer = onAir;
    await act(async () => button("Go live")!.click());
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    expect(requests).toContain(`POST /api/live-sessions/${LIVE_ID}/start`);
    expect(FakeSocket.made[0]!.url).toBe(`ws://pawfans.test/api/live-sessions/${LIVE_ID}/ingest`);
    // Nothing is recorded until the connection is open; then VP8 and Opus, a chunk a second.
    expect(FakeRecorder.made).toHaveLength(0);
    await act(async () => {
      FakeSocket.made[0]!.readyState = 1;
      FakeSocket.made[0]!.onopen!();
    });
    expect(FakeRecorder.made[0]!.options.mimeType).toBe("video/webm;codecs=vp8,opus");
    await act(async () => FakeRecorder.made[0]!.ondataavailable!({ data: new Blob(["webm"]) }));
    expect(FakeSocket.made[0]!.sent).toHaveLength(1);
    await vi.waitFor(() => expect(document.body.textContent).toContain("Streaming from this browser"));
    expect(document.querySelector("[role=timer]")?.textContent).toMatch(/^0:0\d$/);
    expect(document.body.textContent).toContain("0 watching");

    // The server takes RTMP: OBS's server and key, each with its copy button.
    expect(document.body.textContent).toContain("Stream from OBS");
    await act(async () => document.querySelector<HTMLButtonElement>("[aria-label='Copy server']")!.click());
    await act(async () => document.querySelector<HTMLButtonElement>("[aria-label='Copy stream key']")!.click());
    expect(copied).toEqual(["rtmp://pawfans.test:1935/live", "k3y-of-this-live"]);
  });

  it("shows no OBS settings when the server takes no RTMP, and says in place why a start was refused", async () => {
    startAnswer = () => Response.json({ message: LIVE_AT_CAPACITY }, { status: 503 });
    await openStudio();
    await vi.waitFor(() => expect(button("Go live")?.disabled).toBe(false));
    await act(async () => button("Go live")!.click());
    await vi.waitFor(() => expect(document.querySelector("[role=alert]")?.textContent).toBe(LIVE_AT_CAPACITY));
    expect(FakeSocket.made).toHaveLength(0);

    startAnswer = () => Response.json({ ingest: { webSocketUrl: "ws://pawfans.test/ingest", rtmpUrl: null, streamKey: "k" }, live: onAir });
    liveAnswer = onAir;
    await act(async () => button("Go live")!.click());
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    expect(document.body.textContent).not.toContain("Stream from OBS");
  });

  it("offers to resume a live already on when the studio opens, over the page's own server", async () => {
    liveAnswer = onAir;
    await openStudio();
    expect(document.body.textContent).toContain("Your camera is not being sent.");
    await vi.waitFor(() => expect(button("Resume streaming")?.disabled).toBe(false));
    await act(async () => button("Resume streaming")!.click());
    expect(FakeSocket.made[0]!.url).toBe(`ws://${window.location.host}/api/live-sessions/${LIVE_ID}/ingest`);
    expect(requests).not.toContain(`POST /api/live-sessions/${LIVE_ID}/start`);
  });
});
