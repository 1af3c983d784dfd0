/**
 * A phone as Lighthouse's mobile preset imagines it, made real in Chromium: the
 * CPU four times slower (Emulation.setCPUThrottlingRate) and the "Slow 4G" network
 * (Network.emulateNetworkConditions: 562.5 ms latency, 1.47 Mbit/s down, 675 kbit/s
 * up), a 412 × 823 touch screen. On it a person taps, types and scrolls as soon as
 * the page is painted, long before its scripts have arrived. Each page opens in a
 * context of its own (an empty cache, as on a first visit). The times here are the
 * page's own clock (performance.now(), ms after navigation started).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { EARLY_INPUT_GLOBAL, HELD_ATTRIBUTE } from "../../client/src/app/early-input";
import { SERVER_RENDERED_ATTRIBUTE } from "../../client/src/app/server-rendered";

/** Lighthouse's mobile preset (its "devtools" throttling of Slow 4G and a mid-range phone). */
const THROTTLED_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadBytesPerSecond: (750 * 0.9 * 1024) / 8,
  viewport: { width: 412, height: 823 },
} as const;

/** What the page notes for the measurements. */
type Noted = { __firstPressAt?: number; __firstPressHandledAt?: number; __firstHeldAt?: number };

/**
 * Notes, on the page's clock and before any of the page's own scripts run, when the
 * person first pressed (a touch, a pointer or a key: when the device reported it, and
 * when the page's main thread got to it) and when a control first showed a press as
 * held (client/src/app/early-input.ts). (Text, not a function: a function's source may
 * carry the test runner's helpers, which the page does not have.)
 */
const NOTE_PRESSES = `(() => {
  const note = (event) => {
    if (!event.isTrusted || window.__firstPressAt !== undefined) return;
    window.__firstPressAt = event.timeStamp;
    window.__firstPressHandledAt = performance.now();
  };
  window.addEventListener("pointerdown", note, true);
  window.addEventListener("keydown", note, true);
  new MutationObserver((changes, observer) => {
    if (!changes.some((change) => change.target.hasAttribute("${HELD_ATTRIBUTE}"))) return;
    window.__firstHeldAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributeFilter: ["${HELD_ATTRIBUTE}"] });
})();`;

export interface ThrottledPage {
  page: Page;
  /** The first contentful paint. */
  firstPaintAt: number;
  /** When the app had taken the page over (at once for a page drawn in the browser); undefined if not within a minute. */
  takenOverAt: Promise<number | undefined>;
  close(): Promise<void>;
}

/**
 * Opens `path` on the throttled phone, in a context of its own (`options`: a signed-in
 * person's storageState), and resolves at its first paint.
 */
export async function openThrottled(browser: Browser, baseURL: string, path: string, options: BrowserContextOptions = {}): Promise<ThrottledPage> {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: THROTTLED_PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    ...options,
  });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(NOTE_PRESSES);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLED_PHONE.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLED_PHONE.latencyMs,
    downloadThroughput: THROTTLED_PHONE.downloadBytesPerSecond,
    uploadThroughput: THROTTLED_PHONE.uploadBytesPerSecond,
  });
  await page.goto(path, { waitUntil: "commit" });
  const painted = await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime, undefined, {
    polling: 10,
  });
  const takenOverAt = seenAt(page, appHasTakenOver, 60_000);
  // Settled before the page closes, whatever the journey did meanwhile.
  takenOverAt.catch(() => undefined);
  return { page, firstPaintAt: (await painted.jsonValue()) as number, takenOverAt, close: () => context.close() };
}

/** In the page: the app has taken the page over (a page drawn in the browser was the app's from the start). */
const appHasTakenOver = new Function(
  `return !document.documentElement.hasAttribute(${JSON.stringify(SERVER_RENDERED_ATTRIBUTE)}) || window[${JSON.stringify(EARLY_INPUT_GLOBAL)}] === null;`,
) as () => boolean;

/** Resolves once the page's clock reads `at`. */
export async function untilPageTime(page: Page, at: number): Promise<void> {
  await page.waitForFunction((time) => performance.now() >= time, at, { polling: 5 });
}

/**
 * Taps the middle of `control` at `at` on the page's clock (its place is found
 * first, so the tap is not held up by Playwright's checks on a busy page).
 */
export async function tapAt(control: Locator, at: number): Promise<void> {
  // Asked again while the control is being drawn anew (the avatar becomes the menu's button in its place).
  let box = await control.boundingBox();
  for (let tries = 0; !box && tries < 50; tries++) {
    await control.page().waitForTimeout(20);
    box = await control.boundingBox();
  }
  if (!box) throw new Error(`${control} is not on the page`);
  await untilPageTime(control.page(), at);
  await control.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** When the person first pressed on the page (see NOTE_PRESSES). */
export async function firstPressAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (window as Noted).__firstPressAt);
  if (at === undefined) throw new Error("No press was noted on the page");
  return at;
}

/** When a control first showed a press as held; undefined when none did. */
export async function firstHeldAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as Noted).__firstHeldAt);
}

/** When the page's main thread got to the first press (a busy page gets to it later than it was made). */
export async function firstPressHandledAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (window as Noted).__firstPressHandledAt);
  if (at === undefined) throw new Error("No press was noted on the page");
  return at;
}

/**
 * When `shown` first held, checked at every frame, on the page's clock; undefined
 * when it did not within `timeoutMs`. (`shown` runs in the page: it may use nothing
 * from outside itself.)
 */
export async function seenAt(page: Page, shown: () => boolean, timeoutMs: number): Promise<number | undefined> {
  try {
    // A function, not an expression: the page's Content-Security-Policy refuses eval.
    const shownAt = new Function(`return (${shown.toString()})() && performance.now();`) as () => number | false;
    const handle = await page.waitForFunction(shownAt, undefined, { polling: "raf", timeout: timeoutMs });
    return (await handle.jsonValue()) as number;
  } catch (error) {
    if ((error as Error).name === "TimeoutError" || page.isClosed()) return undefined;
    throw error;
  }
}
