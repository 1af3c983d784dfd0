/**
 * Every route of the app at 1280 and 375 px wide, on the demo content:
 * a screenshot of each under test-results/screenshots/, and no sideways
 * scrolling on a phone. Creator pages are seen by a demo PawPal, the inbox and
 * the become-creator form by the demo staff member.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { CreatorProfileView } from "@shared/api-types";
import { RESULTS_DIR } from "./support/app-server";
import { signIn } from "./support/auth";
import { DESKTOP, PHONE, launchBrowser, newContext } from "./support/browser";
import { waitForQuietNetwork } from "./support/network";
import { DEMO_CREATOR, DEMO_STAFF } from "./support/people";

const SCREENSHOTS_DIR = path.join(RESULTS_DIR, "screenshots");
const baseUrl = inject("demoBaseUrl");

const ROUTES = [
  "/",
  "/explore",
  "/profile",
  "/profile/:userId",
  "/guidelines",
  "/become-creator",
  "/creator-dashboard",
  "/create-post",
  "/manage-subscription-tiers",
  "/view-subscribers",
  "/about",
  "/contact",
  "/admin/messages",
  "/community",
  "/marketplace",
  "/wellness-tips",
  "/vets-corner",
  "/this-page-does-not-exist",
];
/** Seen by the demo staff member: the inbox is theirs, and with no creator profile they get the become-creator form. */
const STAFF_ROUTES = new Set(["/admin/messages", "/become-creator"]);

let browser: Browser;
let creatorPage: Page;
let staffPage: Page;
/** A demo PawPal other than the signed-in one, for /profile/:userId. */
let otherCreatorUserId: string;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  browser = await launchBrowser();
  creatorPage = await (await newContext(browser, baseUrl)).newPage();
  staffPage = await (await newContext(browser, baseUrl)).newPage();
  await signIn(creatorPage, DEMO_CREATOR);
  await signIn(staffPage, DEMO_STAFF);
  const creators = (await (await fetch(`${baseUrl}/api/creator-profiles`)).json()) as CreatorProfileView[];
  otherCreatorUserId = creators.find((c) => c.petName === "Kiwi")!.userId;
});
afterAll(() => browser?.close());

/** Waits until the page has drawn its heading, fetched its data and loaded its fonts. */
async function settle(page: Page) {
  await page.locator("main h1").first().waitFor();
  await waitForQuietNetwork(page);
  await page.evaluate(() => document.fonts.ready);
}

/** Elements sticking out past the right edge, for a readable failure. */
function overflowingElements(page: Page, width: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll("body *")) {
      const rect = el.getBoundingClientRect();
      if (rect.right > limit + 0.5 && rect.width > 0) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).split(" ").slice(0, 3).join(".")}`;
        out.push(`${name} (right edge ${Math.round(rect.right)} px)`);
        if (out.length >= 5) break;
      }
    }
    return out;
  }, width);
}

const fileName = (route: string, width: number) =>
  `${route === "/" ? "home" : route.slice(1).replace(/[/:]+/g, "-")}-${width}.png`;

describe("every route at desktop and phone widths", () => {
  it.each(ROUTES)("%s", async (route) => {
    const page = STAFF_ROUTES.has(route) ? staffPage : creatorPage;
    const url = route.replace(":userId", otherCreatorUserId);

    await page.setViewportSize(DESKTOP);
    await page.goto(url);
    await settle(page);
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, fileName(route, DESKTOP.width)), fullPage: true });

    // The same page narrowed to a phone's width (the layout is CSS-responsive).
    await page.setViewportSize(PHONE);
    await settle(page);
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, fileName(route, PHONE.width)), fullPage: true });

    // Still at phone width: nothing may scroll sideways.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const culprits = scrollWidth > PHONE.width ? await overflowingElements(page, PHONE.width) : [];
    expect({ route, scrollWidth, culprits }).toEqual({ route, scrollWidth: expect.any(Number), culprits: [] });
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });
});
