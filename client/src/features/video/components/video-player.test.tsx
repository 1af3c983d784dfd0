// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QueryClient } from "@tanstack/react-query";
import type { PlaybackView } from "@shared/video";
import { useTestRoot, withSignedIn, testUser, stubResizeObserver } from "@/test/render";
import { preparePlayback } from "../api/playback";
import { VideoPlayer } from "./video-player";

/** hls.js as the player drives it: what it was given, and the events it answers with. */
const hls = vi.hoisted(() => ({
  instances: [] as Array<{
    config: Record<string, unknown>;
    source?: string;
    media?: HTMLVideoElement;
    nextLevel: number;
    destroyed: boolean;
    handlers: Map<string, (event: string, data: unknown) => void>;
  }>,
}));

vi.mock("hls.js/light", () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: "hlsManifestParsed", LEVEL_SWITCHED: "hlsLevelSwitched", ERROR: "hlsError" };
    static ErrorTypes = { MEDIA_ERROR: "mediaError", NETWORK_ERROR: "networkError" };
    state: (typeof hls.instances)[number];
    constructor(config: Record<string, unknown>) {
      this.state = { config, nextLevel: -1, destroyed: false, handlers: new Map() };
      hls.instances.push(this.state);
    }
    on(event: string, handler: (event: string, data: unknown) => void) {
      this.state.handlers.set(event, handler);
    }
    loadSource(url: string) {
      this.state.source = url;
    }
    attachMedia(video: HTMLVideoElement) {
      this.state.media = video;
    }
    set nextLevel(level: number) {
      this.state.nextLevel = level;
    }
    recoverMediaError() {}
    destroy() {
      this.state.destroyed = true;
    }
  }
  return { default: FakeHls };
});

const mounted = useTestRoot();
const POST_ID = "00000000-0000-4000-8000-0000000000a1";
const vip = { id: "t-vip", name: "VIP", price: "19.99" };

const premiumPlayback: PlaybackView = {
  masterUrl: `/api/media/hls/tok123/master.m3u8`,
  posterUrl: "/objects/poster.webp",
  duration: 65,
  renditions: [
    { height: 360, allowed: true },
    { height: 720, allowed: true },
    { height: 1080, allowed: true },
    { height: 2160, allowed: false },
  ],
  upgradeTier: vip,
};

let requests: string[];
let plays: number;

function serve(answer: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requests.push(url);
      return answer();
    }),
  );
}

beforeEach(() => {
  hls.instances.length = 0;
  requests = [];
  plays = 0;
  // jsdom has no Media Source Extensions nor media playback.
  vi.stubGlobal("MediaSource", class {});
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(async () => {
    plays += 1;
  });
  stubResizeObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets the player's requests and lazy imports run: a few turns, and more until `done` holds (up to 5 s on a busy machine). */
async function settle(done: () => boolean = () => true) {
  const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  for (let i = 0; i < 20; i++) await tick();
  for (let i = 0; i < 1000 && !done(); i++) await tick();
}

const streamOpened = () => hls.instances.length > 0;

const LANDSCAPE_LEVELS = [
  { width: 640, height: 360 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

/** hls.js read the master playlist: by default landscape 360/720/1080 (what a Premium fan's master lists). */
function manifestParsed(levels = LANDSCAPE_LEVELS) {
  const instance = hls.instances[0]!;
  act(() => instance.handlers.get("hlsManifestParsed")!("hlsManifestParsed", { levels }));
}

async function openQualityMenu() {
  // A menu closed by the previous choice may still be leaving: Enter on its trigger then would toggle it, not open a new one.
  await settle(() => document.querySelector('[role="menu"]') === null);
  const trigger = mounted.container.querySelector<HTMLButtonElement>('button[aria-label^="Quality"]')!;
  await act(async () => {
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  });
  await settle(() => document.querySelector('[role="menu"] [role="menuitemradio"]') !== null);
}

const upgrades: unknown[] = [];
function renderPlayer(seed?: (client: QueryClient) => void) {
  upgrades.length = 0;
  mounted.render(
    withSignedIn(
      testUser,
      <VideoPlayer postId={POST_ID} title="Zoomies" posterUrl="/objects/thumb.webp" onUpgrade={(tier) => upgrades.push(tier)} />,
      seed,
    ),
  );
}

describe("the video player, once play is pressed", () => {
  it("asks for the viewer's playback, streams its master playlist with hls.js from the lowest rendition and plays", async () => {
    serve(() => Response.json(premiumPlayback));
    renderPlayer();
    await settle(() => plays > 0);
    expect(requests[0]).toBe(`/api/posts/${POST_ID}/playback`);
    expect(hls.instances).toHaveLength(1);
    expect(hls.instances[0]!.source).toBe(premiumPlayback.masterUrl);
    expect(hls.instances[0]!.config).toMatchObject({ startLevel: 0 });
    const video = mounted.container.querySelector("video")!;
    expect(hls.instances[0]!.media).toBe(video);
    expect(video.getAttribute("aria-label")).toBe("Zoomies");
    expect(video.controls).toBe(true);
    // The card's own picture, already loaded, not the answer's full-size poster.
    expect(video.getAttribute("poster")).toBe("/objects/thumb.webp");
    expect(plays).toBe(1);
  });

  it("reads ahead the master and the lowest rendition's playlist and first segment while hls.js loads, so hls.js finds them in the cache", async () => {
    const origin = window.location.origin;
    const answer = { ...premiumPlayback, masterUrl: "/api/media/hls/tok-ahead/master.m3u8" };
    const variant = "#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nsegment_000.ts\n#EXTINF:4.0,\nsegment_001.ts\n#EXT-X-ENDLIST\n";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        requests.push(url);
        if (url.endsWith("/playback")) return Response.json(answer);
        if (url.endsWith("index.m3u8")) return new Response(variant);
        return new Response(new Uint8Array(188));
      }),
    );
    renderPlayer();
    await settle(() => plays > 0 && requests.length >= 4);
    // The lowest rung the answer lists names its playlist: no wait for the master, read alongside for hls.js.
    expect(requests).toEqual([
      `/api/posts/${POST_ID}/playback`,
      `${origin}/api/media/hls/tok-ahead/master.m3u8`,
      `${origin}/api/media/hls/tok-ahead/360/index.m3u8`,
      `${origin}/api/media/hls/tok-ahead/360/segment_000.ts`,
    ]);
    expect(hls.instances[0]!.source).toBe(answer.masterUrl);
  });

  it("shares what pressing play started (the playback answer, the read-ahead) instead of asking again", async () => {
    const pressed = { ...premiumPlayback, masterUrl: "/api/media/hls/tok-pressed/master.m3u8" };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        requests.push(url);
        if (url.endsWith("/playback")) return Response.json(pressed);
        return new Response(new Uint8Array(188));
      }),
    );
    // The post's play button calls preparePlayback as the press begins; the player mounts as it ends.
    renderPlayer((client) => preparePlayback(client, POST_ID));
    await settle(() => plays > 0 && requests.length >= 4);
    await settle();
    const origin = window.location.origin;
    expect(requests).toEqual([
      `/api/posts/${POST_ID}/playback`,
      `${origin}/api/media/hls/tok-pressed/master.m3u8`,
      `${origin}/api/media/hls/tok-pressed/360/index.m3u8`,
      `${origin}/api/media/hls/tok-pressed/360/segment_000.ts`,
    ]);
    expect(hls.instances[0]!.source).toBe(pressed.masterUrl);
  });

  it("plays the master in the browser's own player where there are no Media Source Extensions (Safari on iPhone)", async () => {
    vi.stubGlobal("MediaSource", undefined);
    delete (window as { MediaSource?: unknown }).MediaSource;
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockImplementation((type) => (type === "application/vnd.apple.mpegurl" ? "maybe" : ""));
    serve(() => Response.json(premiumPlayback));
    renderPlayer();
    await settle(() => mounted.container.querySelector("video")?.getAttribute("src") != null);
    expect(hls.instances).toHaveLength(0);
    expect(mounted.container.querySelector("video")!.getAttribute("src")).toBe(premiumPlayback.masterUrl);
  });

  it("lists Auto and the qualities the fan's tier plays, and greys the higher ones as the upgrade tier's benefit with an Upgrade action", async () => {
    serve(() => Response.json(premiumPlayback));
    renderPlayer();
    await settle(streamOpened);
    manifestParsed();
    await openQualityMenu();

    const radios = [...document.querySelectorAll('[role="menuitemradio"]')];
    expect(radios.map((item) => item.textContent)).toEqual(["Auto", "1080pHD", "720pHD", "360p"]);
    expect(radios[0]!.getAttribute("aria-checked")).toBe("true");
    const items = [...document.querySelectorAll('[role="menuitem"]')];
    expect(items.map((item) => [item.textContent, item.getAttribute("aria-disabled")])).toEqual([
      ["4K4K is a VIP benefit", "true"],
      ["Upgrade to VIP", null],
    ]);

    await act(async () => (items[1] as HTMLElement).click());
    expect(upgrades).toEqual([vip]);
  });

  it("switches hls.js to the chosen quality, and back to automatic", async () => {
    serve(() => Response.json({ ...premiumPlayback, renditions: premiumPlayback.renditions.map((r) => ({ ...r, allowed: true })), upgradeTier: null }));
    renderPlayer();
    await settle(streamOpened);
    manifestParsed([...LANDSCAPE_LEVELS, { width: 3840, height: 2160 }]);
    act(() => hls.instances[0]!.handlers.get("hlsLevelSwitched")!("hlsLevelSwitched", { level: 1 }));
    expect(mounted.container.querySelector('button[aria-label^="Quality"]')!.getAttribute("aria-label")).toBe("Quality: Auto · 720p");

    await openQualityMenu();
    // A VIP's menu: every quality, nothing greyed, no upgrade.
    expect([...document.querySelectorAll('[role="menuitemradio"]')].map((item) => item.textContent)).toEqual([
      "Auto720p",
      "4K2160p",
      "1080pHD",
      "720pHD",
      "360p",
    ]);
    expect(document.querySelectorAll('[role="menuitem"]')).toHaveLength(0);
    const item1080 = [...document.querySelectorAll<HTMLElement>('[role="menuitemradio"]')].find((item) => item.textContent === "1080pHD")!;
    await act(async () => item1080.click());
    expect(hls.instances[0]!.nextLevel).toBe(2);
    expect(mounted.container.querySelector('button[aria-label^="Quality"]')!.getAttribute("aria-label")).toBe("Quality: 1080p");

    await openQualityMenu();
    const auto = [...document.querySelectorAll<HTMLElement>('[role="menuitemradio"]')][0]!;
    await act(async () => auto.click());
    expect(hls.instances[0]!.nextLevel).toBe(-1);
  });

  it("tells a viewer the post refused them why, and streams nothing", async () => {
    serve(() => Response.json({ message: "Subscribe to see this post" }, { status: 403 }));
    renderPlayer();
    await settle(() => mounted.container.querySelector('[role="alert"]') !== null);
    expect(mounted.container.querySelector('[role="alert"]')!.textContent).toContain("Subscribe to see this post");
    expect(hls.instances).toHaveLength(0);
    expect(mounted.container.querySelector("video")).toBeNull();
  });
});
