/**
 * The renderer of public pages, built from client/src/entry-server.tsx into
 * dist/render (`npm run build`). Loaded on first use: start-up does not wait for
 * React's server renderer, and a checkout without that build serves index.html
 * as it is (the app then draws every page in the browser).
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { PageReadTransport } from "./loopback-transport";

interface PageRenderRequest {
  /** The page's address: path and query string. */
  url: string;
  /** index.html as built. */
  template: string;
  transport: PageReadTransport;
}

/** The page drawn into index.html, or undefined when index.html should go as it is. */
export type PageRenderer = (request: PageRenderRequest) => Promise<string | undefined>;

interface RendererModule {
  renderPage: PageRenderer;
}

/** The built renderer at `entry`; undefined when it has not been built. */
export function builtPageRenderer(entry: string): PageRenderer | undefined {
  if (!fs.existsSync(entry)) {
    console.warn(`Pages are drawn in the browser only: ${entry} is missing (npm run build).`);
    return undefined;
  }
  let loading: Promise<RendererModule> | undefined;
  return async (request) => {
    loading ??= import(pathToFileURL(entry).href) as Promise<RendererModule>;
    return (await loading).renderPage(request);
  };
}
