/** Network conditions for a page, through the Chrome DevTools Protocol. */
import type { Page, Request } from "playwright-core";

/**
 * Slows the page's uploads to `bytesPerSecond`, as on a slow connection, so an
 * upload's progress can be watched. Returns a function that lifts the limit.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/** Holds the page's requests matching `method` and `path` for `ms` before sending them on, to see pending states. */
export async function delayRequests(page: Page, method: string, path: string, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fallback();
    },
  );
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (Playwright's
 * "networkidle" waits a fixed 500 ms; pages here settle much sooner). A signed-in
 * page's live channel (an EventSource, open for as long as the page) does not count.
 */
export async function waitForQuietNetwork(page: Page, quietMs = 150, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => {
    if (request.resourceType() !== "eventsource") inFlight.add(request);
  };
  const ended = (request: Request) => inFlight.delete(request);
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`The network did not settle within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (inFlight.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/**
 * A slow mobile connection for the whole page (about Lighthouse's "slow 4G": 150 ms
 * round trips, 1.6 Mbit/s down), so content arrives piece by piece as on a phone.
 */
export async function emulateSlowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
