/**
 * Every address that is not the API, sign-in or an object is a page of the app:
 * the built index.html, which loads the app. For a signed-out visitor opening a
 * public page, the server draws the page into it first (./page-renderer.ts): a
 * phone shows the page as soon as the HTML and the style sheet are in, and the
 * app takes it over once its scripts have run.
 */
import fs from "node:fs";
import type { Express, Request } from "express";
import { loopbackTransport } from "./loopback-transport";
import type { PageRenderer } from "./page-renderer";

export interface ServePagesOptions {
  /** The built index.html. */
  indexHtml: string;
  renderer?: PageRenderer;
  /** Whether the server may draw the page for this request: a signed-out visitor within the read limit. */
  mayRender(req: Request): Promise<boolean>;
}

/** Every path that is not the API, sign-in's provider or an object. */
const PAGE_PATH = /^(?!\/(api|oidc|objects)(\/|$)).*/;
/**
 * The pages the public cache may keep for signed-out visitors: every page but the
 * built-in sign-in provider's own pages under /auth/, which set cookies of their own.
 */
export const CACHEABLE_PAGE_PATH = /^(?!\/(api|oidc|objects|auth)(\/|$)).*/;

export function servePages(app: Express, { indexHtml, renderer, mayRender }: ServePagesOptions) {
  const template = builtTemplate(indexHtml);
  app.get(PAGE_PATH, async (req, res, next) => {
    try {
      const html = template();
      if (html === undefined) {
        res.status(503).type("text/plain").send("The client is not built yet: run `npm run build`.");
        return;
      }
      // Pages are checked again on every visit; a drawn one differs with the session cookie.
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("Vary", "Cookie");
      const drawn = renderer && req.method === "GET" && (await mayRender(req)) ? await drawPage(renderer, req, html) : undefined;
      res.type("html").send(drawn ?? html);
    } catch (error) {
      next(error);
    }
  });
}

/** The page drawn into index.html; undefined (index.html as it is) when drawing it failed. */
async function drawPage(renderer: PageRenderer, req: Request, template: string): Promise<string | undefined> {
  try {
    return await renderer({ url: req.originalUrl, template, transport: loopbackTransport(req) });
  } catch (error) {
    console.error(`Drawing ${req.path} on the server failed; it is drawn in the browser:`, error);
    return undefined;
  }
}

/** index.html as built, read again when a new build replaces it. */
function builtTemplate(file: string): () => string | undefined {
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, "utf8") };
    return cached.html;
  };
}
