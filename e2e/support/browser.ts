/**
 * Debian's Chromium driven by playwright-core, headless. One browser per test
 * file; each person of a journey gets their own context (own cookies).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

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

/** `extraArgs`: more of Chromium's switches, e.g. its fake camera (FAKE_CAMERA_ARGS). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
  openBrowsers.add(browser);
  browser.on("disconnected", () => openBrowsers.delete(browser));
  return browser;
}

/** The browsers a journey has open: what a failed test leaves on their screens is reported (./failure-report.ts). */
export const openBrowsers = new Set<Browser>();

/** Chromium's built-in test camera and microphone (a moving pattern and a beep), allowed without asking. */
export const FAKE_CAMERA_ARGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"] as const;

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: "en-US", reducedMotion: "reduce", ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  if (options.javaScriptEnabled !== false) {
    const newPage = context.newPage.bind(context);
    barePages.set(context, newPage);
    context.newPage = async () => awaitingTakeOver(await newPage());
  }
  return context;
}

const barePages = new WeakMap<BrowserContext, () => Promise<Page>>();

/** A page whose goto resolves at the load event alone: for a journey that keeps the app's scripts from running. */
export function newPageWithoutApp(context: BrowserContext): Promise<Page> {
  return (barePages.get(context) ?? context.newPage.bind(context))();
}

/**
 * A page whose goto and reload resolve once the app has taken over a page the server
 * drew. Such a page asks for the app's scripts only once it has been painted, often
 * after its load event: a journey typing into it at once would type into a page no
 * script reads yet. (The app marks the moment: it stops holding early input.)
 */
function awaitingTakeOver(page: Page): Page {
  const takenOver = () =>
    page.waitForFunction(
      () => !document.documentElement.hasAttribute("data-server-rendered") || (window as { __pawfansEarlyInput?: unknown }).__pawfansEarlyInput === null,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await takenOver();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await takenOver();
    return response;
  };
  return page;
}
