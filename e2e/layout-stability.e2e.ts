/**
 * Nothing jumps while a page loads (issue "Fast on a phone"): on a slow mobile
 * connection, Cumulative Layout Shift stays at most 0.05 on Home, Explore,
 * Community Threads, Paw Bazar and a creator's profile, at phone and desktop
 * width, for a visitor and for signed-in people (whose header fills in as the
 * account is known).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import type { CreatorProfileView } from "@shared/api-types";
import { signIn } from "./support/auth";
import { DESKTOP, launchBrowser, newContext } from "./support/browser";
import { cumulativeLayoutShift, layoutShifts, recordLayoutShifts } from "./support/layout-shift";
import { emulateSlowNetwork, waitForQuietNetwork } from "./support/network";
import { DEMO_CREATOR, person } from "./support/people";

/** The goal. */
const MAX_CLS = 0.05;
/** A common phone (the measurements were taken at this size). */
const PHONE = { width: 390, height: 844 } as const;

const baseUrl = inject("demoBaseUrl");
let browser: Browser;
let pages: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const creators = (await (await fetch(`${baseUrl}/api/creator-profiles`)).json()) as CreatorProfileView[];
  pages = ["/", "/explore", "/community", "/marketplace", `/profile/${creators[0]!.userId}`];
});
afterAll(() => browser?.close());

/** Opens `path` on a slow connection and answers the layout shift of its whole load. */
async function loadShift(context: BrowserContext, path: string): Promise<{ cls: number; moved: string[] }> {
  const page = await context.newPage();
  try {
    await emulateSlowNetwork(page);
    await page.goto(path, { waitUntil: "load", timeout: 60_000 });
    await waitForQuietNetwork(page, 500, 60_000);
    // Late work of the last answers (images decoding, a lazy chunk rendering).
    await page.waitForTimeout(500);
    const shifts = await layoutShifts(page);
    return { cls: cumulativeLayoutShift(shifts), moved: shifts.flatMap((shift) => shift.sources) };
  } finally {
    await page.close();
  }
}

async function expectStable(context: BrowserContext) {
  for (const path of pages) {
    const { cls, moved } = await loadShift(context, path);
    expect(cls, `CLS of ${path}; moved: ${moved.join(" | ")}`).toBeLessThanOrEqual(MAX_CLS);
  }
}

describe.each([
  ["a phone", PHONE],
  ["a desktop", DESKTOP],
])("on %s", (_name, viewport) => {
  it("a visitor's pages do not jump while they load", async () => {
    const context = await newContext(browser, baseUrl, { viewport });
    await recordLayoutShifts(context);
    await expectStable(context);
    await context.close();
  }, 240_000);

  it("a signed-in PawPal's pages do not jump while the account and the pages load", async () => {
    const context = await newContext(browser, baseUrl, { viewport });
    await signIn(await context.newPage(), DEMO_CREATOR);
    await recordLayoutShifts(context);
    await expectStable(context);
    await context.close();
  }, 240_000);
});

it("a signed-in fan's header keeps room for 'Become a PawPal' while the account loads", async () => {
  const context = await newContext(browser, baseUrl, { viewport: DESKTOP });
  await signIn(await context.newPage(), person("layout", "Casey", "Fan"));
  await recordLayoutShifts(context);
  await expectStable(context);
  await context.close();
}, 240_000);
