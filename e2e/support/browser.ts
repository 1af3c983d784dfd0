/**
 * Debian's Chromium driven by playwright-core, headless. One browser per test
 * file; each person of a journey gets their own context (own cookies).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";

const CHROMIUM_PATH = "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

/** How long a locator waits for the page (pages fetch their data on first render). */
const ACTION_TIMEOUT_MS = 15_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: "en-US", reducedMotion: "reduce", ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}
