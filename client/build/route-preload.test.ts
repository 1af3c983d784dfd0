import { describe, expect, it, vi } from "vitest";
import type { Rolldown } from "vite";
import { ROUTE_START_GLOBAL, type RouteStart } from "../src/lib/route-start";
import { routePattern } from "../src/app/route-match";
import { SERVER_RENDERED_ATTRIBUTE } from "../src/app/server-rendered";
import { preloadRoutes, routeScript, type PreloadRoute } from "./route-preload";

const SHELL = "/assets/shell.js";

interface ScriptOptions {
  /** The server drew the page (<html> carries the attribute). */
  serverRendered?: boolean;
  /** The document's state when the script runs: it runs in <head>, while the body is still being parsed. */
  readyState?: DocumentReadyState;
  visibilityState?: DocumentVisibilityState;
  /** The browser tells when it paints (PerformanceObserver with "paint" entries). */
  paintTiming?: boolean;
}

/**
 * Runs the inline script as index.html would, at `url`, and tells what it did. The
 * browser's moments are the test's to call: `parsed()` (DOMContentLoaded), `frame()`
 * (the next frame is drawn), `tick()` (timers due).
 */
function runScript(routes: PreloadRoute[], url: string, answer: unknown = [], options: ScriptOptions = {}) {
  const { serverRendered = false, readyState = "loading", visibilityState = "visible", paintTiming = true } = options;
  const { pathname, search } = new URL(url, "http://localhost");
  const links: Record<string, unknown>[] = [];
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify(answer))));
  const paintObservers: Array<(names: string[]) => void> = [];
  class PerformanceObserver {
    static supportedEntryTypes = ["paint", "resource"];
    connected = false;
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: PerformanceObserver) => void) {
      paintObservers.push((names) => {
        if (this.connected) callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
      });
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      this.connected = true;
    }
    disconnect() {
      this.connected = false;
    }
  }
  const window: Record<string, unknown> = paintTiming ? { PerformanceObserver } : {};
  const onParsed: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const document = {
    readyState,
    visibilityState,
    createElement: (tag: string) => ({ tag, rel: "", href: "", crossOrigin: null as string | null }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    documentElement: { hasAttribute: (name: string) => serverRendered && name === SERVER_RENDERED_ATTRIBUTE },
    addEventListener: (type: string, listener: () => void) => type === "DOMContentLoaded" && onParsed.push(listener),
  };
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  new Function("window", "document", "location", "fetch", "requestAnimationFrame", "setTimeout", routeScript(routes, SHELL))(
    window,
    document,
    { pathname, search },
    fetch,
    requestAnimationFrame,
    setTimeout,
  );
  const drain = <T extends () => void>(queue: T[]) => queue.splice(0).forEach((run) => run());
  return {
    links,
    fetch,
    start: window[ROUTE_START_GLOBAL] as RouteStart | undefined,
    parsed: () => drain(onParsed),
    frame: () => drain(frames),
    /** The browser paints: "first-paint" (the background), "first-contentful-paint" (text or a picture). */
    paint: (...names: string[]) => paintObservers.forEach((observer) => observer(names)),
    /** Runs the timers due within `ms`. */
    tick: (ms = 0) => {
      const due = timers.filter((timer) => timer.ms <= ms);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      due.forEach((timer) => timer.run());
    },
  };
}

/** What the script added to the page: links and scripts, by their address. */
const added = (links: Record<string, unknown>[]) => links.map((link) => `${link.tag === "script" ? "script" : link.rel} ${String(link.href || link.src)}`);

const ROUTES: PreloadRoute[] = [
  { path: "/", pattern: routePattern("/"), files: ["/assets/home.js", "/assets/cards.js"], read: "/api/creator-profiles" },
  {
    path: "/profile/:userId",
    pattern: routePattern("/profile/:userId"),
    files: ["/assets/creator-profile.js", "/assets/cards.js", "/assets/profile.css"],
    read: "/api/creator-profile/user/:userId",
    image: { at: "coverImage", sizes: "100vw" },
  },
  { path: "/explore", pattern: routePattern("/explore"), files: [], read: "/api/creator-profiles", image: { at: "0.coverImage", sizes: "50vw" } },
  { path: "/about", pattern: routePattern("/about"), files: ["/assets/about.js"] },
];

describe("the route script", () => {
  it("preloads the opened route's chunks and style sheets at once, and no other route's (the HTML's own tag loads the shell)", () => {
    const { links } = runScript(ROUTES, "/profile/u1");
    expect(links).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/creator-profile.js", crossOrigin: "" },
      { tag: "link", rel: "modulepreload", href: "/assets/cards.js", crossOrigin: "" },
      { tag: "link", rel: "stylesheet", href: "/assets/profile.css", crossOrigin: "" },
    ]);
  });

  it("starts the route's first read with the session cookie and leaves it, with the route, for the app", () => {
    const { fetch, start } = runScript(ROUTES, "/profile/u1");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/creator-profile/user/u1", { credentials: "include" });
    expect(start?.path).toBe("/profile/:userId");
    expect(Object.keys(start?.reads ?? {})).toEqual(["/api/creator-profile/user/u1"]);
  });

  it("starts no read when the address has a query string (the page reads with its filters) or the route has none", () => {
    const filtered = runScript(ROUTES, "/?q=kiwi");
    expect(filtered.fetch).not.toHaveBeenCalled();
    expect(filtered.links.map((link) => link.href)).toEqual(["/assets/home.js", "/assets/cards.js"]);
    expect(filtered.start).toEqual({ path: "/", reads: {} });
    expect(runScript(ROUTES, "/about").fetch).not.toHaveBeenCalled();
  });

  it("starts no read on a page the server drew (its answers are in the page)", () => {
    const { fetch, start } = runScript(ROUTES, "/profile/u1", [], { serverRendered: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(start).toEqual({ path: "/profile/:userId", reads: {} });
  });

  it("on a page the server drew, asks for the route's chunks and the shell's script only once the parsed page's first text or picture is painted", () => {
    const run = runScript(ROUTES, "/profile/u1", [], { serverRendered: true });
    run.tick();
    expect(run.links).toEqual([]);
    run.parsed();
    run.paint("first-paint");
    run.tick();
    expect(run.links).toEqual([]);
    run.paint("first-paint", "first-contentful-paint");
    expect(run.links).toEqual([]);
    // In the task after the paint.
    run.tick();
    expect(added(run.links)).toEqual([
      "modulepreload /assets/creator-profile.js",
      "modulepreload /assets/cards.js",
      "stylesheet /assets/profile.css",
      `script ${SHELL}`,
    ]);
    expect(run.links.at(-1)).toMatchObject({ type: "module", crossOrigin: "" });
    // Once only.
    run.paint("first-contentful-paint");
    run.tick(1000);
    expect(run.links).toHaveLength(4);
  });

  it("in a browser that tells no paint, waits for the frame after the first one drawn", () => {
    const run = runScript(ROUTES, "/profile/u1", [], { serverRendered: true, paintTiming: false });
    run.parsed();
    run.tick();
    expect(run.links).toEqual([]);
    run.frame();
    run.tick();
    expect(added(run.links)).toContain(`script ${SHELL}`);
  });

  it("on a drawn page that draws no frame (hidden, or hidden before its first frame), asks for them once it is parsed, or a second later", () => {
    const hidden = runScript(ROUTES, "/profile/u1", [], { serverRendered: true, visibilityState: "hidden" });
    hidden.parsed();
    expect(added(hidden.links)).toContain(`script ${SHELL}`);

    const noFrame = runScript(ROUTES, "/profile/u1", [], { serverRendered: true, readyState: "interactive" });
    noFrame.tick();
    expect(noFrame.links).toEqual([]);
    noFrame.tick(1000);
    expect(added(noFrame.links)).toContain(`script ${SHELL}`);
  });

  it("preloads the picture of the page's largest paint once the answer is in, as the page will draw it", async () => {
    const cover = {
      url: "/objects/u1/cover",
      variants: [
        { url: "/objects/u1/cover.w320.webp", width: 320 },
        { url: "/objects/u1/cover.w640.webp", width: 640 },
      ],
    };
    const { links } = runScript(ROUTES, "/profile/u1", { petName: "Biscuit", coverImage: cover });
    await vi.waitFor(() => expect(links.some((link) => link.rel === "preload")).toBe(true));
    expect(links.find((link) => link.rel === "preload")).toMatchObject({
      as: "image",
      href: "/objects/u1/cover",
      fetchPriority: "high",
      imageSrcset: "/objects/u1/cover.w320.webp 320w, /objects/u1/cover.w640.webp 640w",
      imageSizes: "100vw",
    });
    // In a list, the first entry's; a picture without variants (an address elsewhere) alone.
    const explore = runScript(ROUTES, "/explore", [{ coverImage: { url: "https://pictures.example/a.jpg", variants: [] } }]);
    await vi.waitFor(() => expect(explore.links.some((link) => link.rel === "preload")).toBe(true));
    expect(explore.links.find((link) => link.rel === "preload")).toMatchObject({ href: "https://pictures.example/a.jpg" });
    expect(explore.links.find((link) => link.rel === "preload")).not.toHaveProperty("imageSrcset");
  });

  it("preloads no picture when the answer has none, the read failed or the route names none", async () => {
    const none = runScript(ROUTES, "/explore", [{ coverImage: null }]);
    const empty = runScript(ROUTES, "/explore", []);
    const home = runScript(ROUTES, "/", [{ coverImage: { url: "/objects/x", variants: [] } }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const run of [none, empty, home]) expect(run.links.filter((link) => link.rel === "preload")).toEqual([]);
  });

  it("does nothing on an address no route matches (the 404 page drawn in the browser)", () => {
    const { links, fetch, start } = runScript(ROUTES, "/no-such-page");
    expect(links).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(start).toBeUndefined();
  });
});

/** A chunk of a fake bundle. */
function chunk(fileName: string, fields: { facadeModuleId?: string; imports?: string[]; css?: string[] } = {}): Rolldown.OutputChunk {
  return {
    type: "chunk",
    fileName,
    facadeModuleId: fields.facadeModuleId ?? null,
    imports: fields.imports ?? [],
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

describe("the files preloaded for a route", () => {
  const entry = chunk("assets/shell.js", { imports: ["assets/react.js"], css: ["assets/shell.css"] });
  const bundle = Object.fromEntries(
    [
      entry,
      chunk("assets/react.js"),
      chunk("assets/explore.js", {
        facadeModuleId: "/app/client/src/app/routes/explore.tsx",
        imports: ["assets/react.js", "assets/cards.js"],
      }),
      chunk("assets/cards.js", { imports: ["assets/icons.js"], css: ["assets/cards.css", "assets/shell.css"] }),
      chunk("assets/icons.js"),
    ].map((c) => [c.fileName, c]),
  ) as Rolldown.OutputBundle;

  it("are the page's chunk and everything it imports, with their style sheets, less what the shell loads already", () => {
    const [route] = preloadRoutes(bundle, entry, [{ path: "/explore", page: "./routes/explore.tsx" }], "/app/client/src/app", "/");
    expect(route?.files).toEqual(["/assets/explore.js", "/assets/cards.js", "/assets/icons.js", "/assets/cards.css"]);
    expect(route?.path).toBe("/explore");
  });

  it("cannot be found for a page module the bundle does not have: the build fails", () => {
    expect(() => preloadRoutes(bundle, entry, [{ path: "/gone", page: "./routes/gone.tsx" }], "/app/client/src/app", "/")).toThrow(
      /no chunk for the page module \.\/routes\/gone\.tsx/,
    );
  });
});
