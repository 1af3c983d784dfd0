/**
 * The server's renderer of public pages, built for Node.js (`vite build --ssr`)
 * and loaded by the server (server/pages/page-renderer.ts). For a signed-out
 * visitor it draws a public page (the route table's `public`) with its data, so
 * the first paint is the page itself rather than the app's scripts' work, and
 * hands the answers it used to the browser, whose app takes the page over in
 * place (main.tsx).
 *
 * The page's own components ask for their data as in the browser: a first
 * render registers the queries they want, the renderer reads them (through the
 * transport the server gives, as the visitor would: signed out) and renders
 * again, until no query is left waiting.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { App } from "@/app/app";
import { matchRoute } from "@/app/route-match";
import { ROUTE_TABLE } from "@/app/route-table";
import { appRoutes } from "@/app/routes";
import { SERVER_RENDERED_ATTRIBUTE, SERVER_STATE_ID } from "@/app/server-rendered";
import { setApiTransport, type ApiTransport } from "@/lib/api-transport";
import { createQueryClient } from "@/lib/query-client";

/** Renders are concurrent: each one's API reads go through its own request's transport. */
const renderTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = renderTransport.getStore();
  return transport ? transport(url, init) : Promise.reject(new Error(`No transport for ${url} outside a server render`));
});

/** A page is drawn again at most this many times (a read that needs another's answer is a second round). */
const MAX_DRAW_ROUNDS = 3;
/** How React marks a part it could not draw on the server (it draws it in the browser). */
const LEFT_TO_THE_BROWSER = "<!--$!-->";

export interface PageRequest {
  /** The page's address: its path and query string ("/explore?q=corgi"). */
  url: string;
  /** index.html as built. */
  template: string;
  /** Sends the page's API reads to the API as the visitor's (signed out). */
  transport: ApiTransport;
}

/**
 * The page at `url` drawn into index.html with the answers it was drawn with, or
 * undefined when the server should send index.html as it is: the address is not
 * a public page, one of its reads failed (the app then reads and reports it as
 * usual) or it shows a part whose code loads on first use (the route table's
 * `opensInPlace`).
 */
export async function renderPage({ url, template, transport }: PageRequest): Promise<string | undefined> {
  const { pathname, search } = new URL(url, "http://localhost");
  const matched = matchRoute(ROUTE_TABLE, pathname);
  if (!matched?.route.public) return undefined;
  if (matched.route.opensInPlace && new URLSearchParams(search).has(matched.route.opensInPlace)) return undefined;
  // The page's chunk first, so it renders at once instead of its loading state.
  await appRoutes.find((route) => route.path === matched.route.path)?.load();

  return renderTransport.run(transport, async () => {
    const queryClient = createQueryClient();
    const page = (
      <StrictMode>
        <App queryClient={queryClient} serverLocation={{ path: pathname, search }} />
      </StrictMode>
    );
    // Each round draws the page with the answers so far and reads what it asked for that is not in yet.
    let html = renderToString(page);
    const read = new Set<string>();
    for (let round = 0; round < MAX_DRAW_ROUNDS; round++) {
      const waiting = waitingQueries(queryClient).filter((query) => !read.has(query.queryHash));
      if (waiting.length === 0) break;
      for (const query of waiting) read.add(query.queryHash);
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      html = renderToString(page);
    }
    // A part whose code loads on first use would stay dead in the browser until that code
    // arrived, its buttons ignored: the browser draws such a page (React marks the part it left).
    if (html.includes(LEFT_TO_THE_BROWSER)) return undefined;
    if (queryClient.getQueryCache().getAll().some((query) => query.state.status === "error")) return undefined;
    return intoTemplate(template, html, JSON.stringify(dehydrate(queryClient)));
  });
}

/** Queries a render asked for that have no answer and are not being read: those not turned off (`enabled: false`). */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
      const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
      return typeof enabled === "function" ? enabled(query) : enabled !== false;
    });
}

const APP_START = '<div id="root"><!--app';
const APP_END = "<!--/app--></div>";

/**
 * The shell's script tag. A drawn page is seen without it: the route script loads it
 * once the page has been painted (client/build/route-preload.ts), so the phone's
 * network serves the page's own HTML, style sheet and pictures first.
 */
const SHELL_SCRIPT_TAG = /\s*<script type="module"[^>]*><\/script>/;

/** index.html with the drawn page in its root, its answers after it, <html> marked as drawn and no shell script tag. */
function intoTemplate(built: string, appHtml: string, stateJson: string): string {
  const template = built.replace(SHELL_SCRIPT_TAG, "");
  const start = template.indexOf(APP_START);
  const end = template.indexOf(APP_END, start);
  const html = template.indexOf("<html");
  if (start < 0 || end < 0 || html < 0) throw new Error("index.html has no <html> or no app root to draw the page into");
  // "<" escaped: the answers hold visitors' text, which must not end the data block.
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${stateJson.replace(/</g, "\\u003c")}</script>`;
  const root = `<div id="root">${appHtml}</div>${state}`;
  const afterHtml = html + "<html".length;
  return template.slice(0, afterHtml) + ` ${SERVER_RENDERED_ATTRIBUTE}` + template.slice(afterHtml, start) + root + template.slice(end + APP_END.length);
}
