/**
 * A Vite build plugin that takes the waterfall out of the first page load. Left
 * alone, a visitor's browser fetches index.html, then the shell's script, then
 * (once the router has run) the route's chunk, then the route's data. This
 * plugin writes a small inline script into index.html that, while the HTML is
 * still being parsed, looks up the address in the route table and
 * - adds <link rel="modulepreload"> for the route's chunk and the chunks it
 *   imports (and style sheets they need) that the shell does not already load;
 *   on a page the server drew, only once the page has been painted, and then
 *   loads the shell's script itself (the server leaves its tag out of a drawn
 *   page: client/src/entry-server.tsx). The drawn page needs no script to be seen,
 *   so a phone's first moments on the network go to the HTML, the style sheet and
 *   the pictures, not to scripts that are only needed to take the page over;
 * - starts the route's first read (a public GET, with the session cookie as the
 *   API client sends it; not when the server drew the page with its answers) and, once its answer is in, preloads the picture of the
 *   page's largest paint (the route table's firstImage) as the page will draw it,
 * and leaves the route and the pending answer where the app takes them
 * (client/src/lib/route-start.ts).
 * The server allows the script by its hash (server/http/security-headers.ts).
 */
import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import type { RouteEntry } from "../src/app/route-table";
import { routePattern } from "../src/app/route-match";
import { SERVER_RENDERED_ATTRIBUTE } from "../src/app/server-rendered";
import { ROUTE_START_GLOBAL } from "../src/lib/route-start";

/** One route as the inline script sees it. */
export interface PreloadRoute {
  /** The route table's path pattern, handed to the app as the route found. */
  path: string;
  /** A regular expression source matching the route's paths (with named groups for its parameters). */
  pattern: string;
  /** Files to fetch at once: module chunks (modulepreload) and style sheets. */
  files: string[];
  /** The URL of the route's first read, with ":name" for its parameters. */
  read?: string;
  /** The route table's firstImage: where the picture of its largest paint is in that read's answer. */
  image?: { at: string; sizes: string };
}

/**
 * The inline script: find the route of location.pathname, preload its files, start its first read.
 * The table lists every file once; routes refer to them by index.
 */
export function routeScript(routes: PreloadRoute[], shell: string): string {
  const files = [...new Set(routes.flatMap((route) => route.files))];
  const table = routes.map((route) => [
    route.path,
    route.pattern,
    route.files.map((file) => files.indexOf(file)),
    route.read ?? "",
    route.image ? [route.image.at, route.image.sizes] : 0,
  ]);
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return `(function (files, routes, shell, globalName, renderedAttribute) {
  var drawn = document.documentElement.hasAttribute(renderedAttribute);
  var routeFiles = [];
  findRoute();
  if (drawn) afterFirstPaint(load);
  else load();

  function findRoute() {
    var path = location.pathname;
    for (var i = 0; i < routes.length; i++) {
      var match = new RegExp(routes[i][1], "i").exec(path);
      if (!match) continue;
      var start = (window[globalName] = { path: routes[i][0], reads: {} });
      // The data first: the server's answer is the longest wait.
      var read = routes[i][3];
      // With a query string the page reads with filters: it asks for that itself. A page
      // the server drew carries its answers already.
      if (read && !location.search && !drawn) {
        var url = read.replace(/:(\\w+)/g, function (_, name) { return match.groups[name]; });
        var pending = fetch(url, { credentials: "include" });
        // A failure is the page's to report when it takes the answer; no unhandled rejection meanwhile.
        pending.catch(function () {});
        start.reads[url] = pending;
        var image = routes[i][4];
        if (image) preloadImage(pending, image[0], image[1]);
      }
      routeFiles = routes[i][2].map(function (index) { return files[index]; });
      return;
    }
  }

  // The route's files, and on a drawn page the shell's script (a page drawn in the
  // browser has its tag).
  function load() {
    routeFiles.forEach(function (file) {
      var link = document.createElement("link");
      link.rel = /\\.css$/.test(file) ? "stylesheet" : "modulepreload";
      link.crossOrigin = "";
      link.href = file;
      document.head.appendChild(link);
    });
    if (!drawn) return;
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = shell;
    document.head.appendChild(script);
  }

  // Once the parsed page has been painted: after the document is parsed (the app reads the
  // drawn page and its answers) and its first text or picture is on screen. A page in the
  // background paints nothing: there it waits for nothing but parsing.
  function afterFirstPaint(run) {
    var done = false;
    var once = function () {
      if (done) return;
      done = true;
      run();
    };
    var parsed = function () {
      if (document.visibilityState !== "visible") return once();
      // Hidden before its first paint: no paint will come.
      setTimeout(once, 1000);
      var Observer = window.PerformanceObserver;
      if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf("paint") >= 0) {
        new Observer(function (list, observer) {
          if (!list.getEntriesByName("first-contentful-paint").length) return;
          observer.disconnect();
          setTimeout(once, 0);
        }).observe({ type: "paint", buffered: true });
      } else {
        // A browser that tells no paint: the frame after the first one it draws.
        requestAnimationFrame(function () { setTimeout(once, 0); });
      }
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", parsed);
    else parsed();
  }

  // The picture at \`at\` in the answer (an ImageView), fetched as ResponsiveImage will
  // draw it (the same srcset over its variants and sizes), so the browser picks the same file.
  function preloadImage(pending, at, sizes) {
    pending
      .then(function (response) { return response.ok ? response.clone().json() : null; })
      .then(function (answer) {
        var view = at.split(".").reduce(function (value, key) { return value == null ? value : value[key]; }, answer);
        if (!view || !view.url) return;
        var link = document.createElement("link");
        link.rel = "preload";
        link.as = "image";
        link.href = view.url;
        link.fetchPriority = "high";
        if (view.variants && view.variants.length) {
          link.imageSrcset = view.variants.map(function (variant) { return variant.url + " " + variant.width + "w"; }).join(", ");
          link.imageSizes = sizes;
        }
        document.head.appendChild(link);
      })
      .catch(function () {});
  }
})(${json(files)}, ${json(table)}, ${json(shell)}, ${json(ROUTE_START_GLOBAL)}, ${json(SERVER_RENDERED_ATTRIBUTE)});`;
}

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically, transitively (what loading it fetches). */
function staticClosure(bundle: Bundle, start: Chunk): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === "chunk") visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

const cssOf = (chunks: Chunk[]) => chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);

/** Each route's files beyond what the entry chunk loads already. */
export function preloadRoutes(bundle: Bundle, entry: Chunk, routes: readonly RouteEntry[], routesDir: string, base: string): PreloadRoute[] {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === "chunk");
  const entryClosure = staticClosure(bundle, entry);
  const loadedByEntry = new Set([...entryClosure.map((chunk) => chunk.fileName), ...cssOf(entryClosure)]);
  return routes.map((route) => {
    const pageId = path.resolve(routesDir, route.page);
    const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === pageId);
    if (!pageChunk) throw new Error(`route-preload: no chunk for the page module ${route.page} of ${route.path}`);
    const closure = staticClosure(bundle, pageChunk);
    const files = [...closure.map((chunk) => chunk.fileName), ...cssOf(closure)].filter((file) => !loadedByEntry.has(file));
    return {
      path: route.path,
      pattern: routePattern(route.path),
      files: [...new Set(files)].map((file) => base + file),
      read: route.firstRead,
      image: route.firstImage,
    };
  });
}

export interface RoutePreloadOptions {
  routes: readonly RouteEntry[];
  /** The folder the table's page modules are relative to (client/src/app). */
  routesDir: string;
}

export function routePreload({ routes, routesDir }: RoutePreloadOptions): Plugin {
  let base = "/";
  return {
    name: "pawfans:route-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const script = `<script>${routeScript(preloadRoutes(bundle, chunk, routes, routesDir, base), base + chunk.fileName)}</script>\n    `;
        // Before the shell's script and style sheet: an inline script after a style sheet
        // would wait until the style sheet has loaded, and the route's files with it.
        const at = html.search(/<script type="module"|<link rel="stylesheet"/);
        if (at < 0) throw new Error("route-preload: index.html has no module script to put the route script before");
        return html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
