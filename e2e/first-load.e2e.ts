/**
 * The first page a visitor opens loads without a waterfall (issue "Fast on a
 * phone"). A signed-out visitor gets a public page drawn by the server with its
 * data: it shows before any script has arrived (the scripts are not even asked
 * for until it has been painted), and the app takes it over with the answers it
 * was drawn with, asking for none of them again. For a signed-in
 * visitor index.html itself preloads the page's chunk and starts the page's first
 * read, so neither waits for the shell's script to arrive and run; the page then
 * takes that answer instead of asking again.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page, Request } from "playwright-core";
import type { CreatorProfileView } from "@shared/api-types";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectVisible } from "./support/expectations";
import { waitForQuietNetwork } from "./support/network";
import { person } from "./support/people";

/** How long every script is held back: anything the scripts start comes after this. */
const SCRIPT_DELAY_MS = 1_500;

const baseUrl = inject("demoBaseUrl");
let browser: Browser;
let creator: CreatorProfileView;

beforeAll(async () => {
  browser = await launchBrowser();
  creator = ((await (await fetch(`${baseUrl}/api/creator-profiles`)).json()) as CreatorProfileView[])[0]!;
});
afterAll(() => browser?.close());

interface Load {
  page: Page;
  /** When each request was sent, in ms after navigation started, by path (with the query). */
  sentAt: Map<string, number[]>;
  /** When the first script arrived. */
  firstScriptAt: number;
}

/** Opens `path` with every script held back SCRIPT_DELAY_MS, noting when each request is sent (signed in: as `signedIn`). */
async function openWithSlowScripts(path: string, signedIn?: Parameters<typeof signIn>[1]): Promise<Load> {
  const page = await (await newContext(browser, baseUrl)).newPage();
  if (signedIn) await signIn(page, signedIn);
  const sentAt = new Map<string, number[]>();
  let firstScriptAt = Infinity;
  const started = Date.now();
  // Only the requests of this page load count: after signing in, the page it landed on may
  // still be fetching scripts (idle preloads), which would finish early and undelayed.
  const measured = new WeakSet<Request>();
  page.on("request", (request) => {
    measured.add(request);
    const url = new URL(request.url());
    const key = url.pathname + url.search;
    sentAt.set(key, [...(sentAt.get(key) ?? []), Date.now() - started]);
  });
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue();
    },
  );
  page.on("requestfinished", (request) => {
    if (measured.has(request) && request.resourceType() === "script") firstScriptAt = Math.min(firstScriptAt, Date.now() - started);
  });
  // (goto waits until the app has taken a drawn page over: support/browser.ts.)
  await page.goto(path);
  await waitForQuietNetwork(page, 300, 30_000);
  return { page, sentAt, firstScriptAt };
}

/** The earliest request whose path `matches`, and when it was sent. */
function firstSent(load: Load, matches: (path: string) => boolean): [path: string, at: number] | undefined {
  const found = [...load.sentAt].filter(([path]) => matches(path)).map(([path, times]) => [path, times[0]!] as [string, number]);
  return found.sort((a, b) => a[1] - b[1])[0];
}

/** A page's chunk: its module's name and the build's 8-character hash ("creator-profile-Ab12_x-Z.js"). */
const pageChunk = (name: string) => (path: string) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`).test(path);

/** Whether `path` was requested at all. */
const wasRead = (load: Load, path: string) => load.sentAt.has(path);

describe("the first page of a signed-out visitor", () => {
  it.each([
    ["/", "home", "/api/creator-profiles"],
    ["/explore", "explore", "/api/creator-profiles"],
    ["/community", "community", "/api/community-threads"],
    ["/marketplace", "marketplace", "/api/marketplace-items"],
  ])("%s: arrives drawn with its data, its scripts are asked for once it is painted, and the app asks for none of the data again", async (path, chunk, read) => {
    const load = await openWithSlowScripts(path);
    const chunkSent = firstSent(load, pageChunk(chunk));
    expect(chunkSent, `a request for the ${chunk} chunk`).toBeDefined();
    expect(load.firstScriptAt).toBeGreaterThanOrEqual(SCRIPT_DELAY_MS);
    expect(chunkSent![1]).toBeLessThan(load.firstScriptAt);
    expect(wasRead(load, read), `a request for ${read}`).toBe(false);
    expect(await load.page.evaluate(() => document.documentElement.hasAttribute("data-server-rendered"))).toBe(true);
    // The network is the page's own (HTML, style sheet, pictures) until its first paint.
    // (A resource's entry appears once it has arrived.)
    await load.page.waitForFunction(() => performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name)).length > 1);
    const { firstPaint, scripts } = await load.page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstPaint);
    await load.page.context().close();
  });

  it("a creator's profile: shows before any script has arrived, and the profile is never read again", async () => {
    const read = `/api/creator-profile/user/${creator.userId}`;
    const page = await (await newContext(browser, baseUrl, { javaScriptEnabled: false })).newPage();
    await page.goto(`/profile/${creator.userId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: creator.petName }));
    await page.context().close();

    const load = await openWithSlowScripts(`/profile/${creator.userId}`);
    expect(firstSent(load, pageChunk("creator-profile"))![1]).toBeLessThan(load.firstScriptAt);
    await expectVisible(load.page.getByRole("heading", { level: 1, name: creator.petName }));
    expect(wasRead(load, read)).toBe(false);
    await load.page.context().close();
  });

  it("opened with a search, is drawn with the searched list: the app takes it over and then searches as the visitor types", async () => {
    const load = await openWithSlowScripts("/explore?q=kiwi");
    await expectVisible(load.page.getByRole("heading", { level: 3, name: "Kiwi" }));
    expect([...load.sentAt.keys()].filter((path) => path.startsWith("/api/creator-profiles"))).toEqual([]);
    // The drawn page is the app's now: typing searches.
    await load.page.getByRole("searchbox", { name: "Search by pet name, breed, or PawPal" }).fill(creator.petName);
    await expectVisible(load.page.getByRole("heading", { level: 3, name: creator.petName }));
    expect(firstSent(load, (path) => path.startsWith("/api/creator-profiles?q="))).toBeDefined();
    await load.page.context().close();
  });
});

describe("the first page of a signed-in visitor", () => {
  const fan = person("first-load-fan", "Fern", "Loader");

  it("/explore: its chunk and its data are requested from the HTML before any script has arrived, and read once", async () => {
    const load = await openWithSlowScripts("/explore", fan);
    const chunkSent = firstSent(load, pageChunk("explore"));
    const readSent = firstSent(load, (p) => p === "/api/creator-profiles");
    expect(chunkSent, "a request for the explore chunk").toBeDefined();
    expect(readSent, "a request for /api/creator-profiles").toBeDefined();
    // Without the HTML's help both would wait for the scripts: the chunk for the router, the data for the chunk.
    expect(chunkSent![1]).toBeLessThan(load.firstScriptAt);
    expect(readSent![1]).toBeLessThan(load.firstScriptAt);
    await expectVisible(load.page.getByRole("heading", { level: 3, name: creator.petName }));
    expect(load.sentAt.get("/api/creator-profiles")).toHaveLength(1);
    await load.page.context().close();
  });
});
