import { describe, expect, it, vi } from "vitest";
import type { Rolldown } from "vite";
import { ROUTE_START_GLOBAL, type RouteStart } from "../src/lib/route-start";
import { routePattern } from "../src/app/route-match";
import { SERVER_RENDERED_ATTRIBUTE } from "../src/app/server-rendered";
import { preloadRoutes, routeScript, type PreloadRoute } from "./route-preload";

/** Runs the inline script as index.html would, at `url`, and tells what it did. */
function runScript(routes: PreloadRoute[], url: string, answer: unknown = [], { serverRendered = false } = {}) {
  const { pathname, search } = new URL(url, "http://localhost");
  const links: Record<string, unknown>[] = [];
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(JSON.stringify(answer))));
  const window: Record<string, unknown> = {};
  const document = {
    createElement: () => ({ rel: "", href: "", crossOrigin: null as string | null }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    documentElement: { hasAttribute: (name: string) => serverRendered && name === SERVER_RENDERED_ATTRIBUTE },
  };
  new Function("window", "document", "location", "fetch", routeScript(routes))(window, document, { pathname, search }, fetch);
  return { links, fetch, start: window[ROUTE_START_GLOBAL] as RouteStart | undefined };
}

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
  it("preloads the opened route's chunks and style sheets, and no other route's", () => {
    const { links } = runScript(ROUTES, "/profile/u1");
    expect(links).toEqual([
      { rel: "modulepreload", href: "/assets/creator-profile.js", crossOrigin: "" },
      { rel: "modulepreload", href: "/assets/cards.js", crossOrigin: "" },
      { rel: "stylesheet", href: "/assets/profile.css", crossOrigin: "" },
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

  it("starts no read on a page the server drew (its answers are in the page), but still preloads its chunks", () => {
    const { fetch, links, start } = runScript(ROUTES, "/profile/u1", [], { serverRendered: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(start?.reads).toEqual({});
    expect(links.map((link) => link.href)).toContain("/assets/creator-profile.js");
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

  it("does nothing on an address no route matches (the 404 page)", () => {
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
