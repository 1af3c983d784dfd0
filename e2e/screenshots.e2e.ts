/**
 * Every route of the app at 1280 and 375 px wide, on the demo content:
 * a screenshot of each under test-results/screenshots/, and no sideways
 * scrolling on a phone. Creator pages are seen by a demo PawPal, the inbox and
 * the become-creator form by the demo staff member. Then the search states
 * (the header search open, a searched community, filtered and opened Paw Bazar
 * items) in the light and the dark theme, seen by a visitor; and the payment
 * states (the subscribe dialog's offer and card step, a fan's subscriptions with one set
 * to cancel, the creator's earnings and statements, staff payments) in both themes.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { CreatorProfileView, MarketplaceItemView } from "@shared/api-types";
import { RESULTS_DIR } from "./support/app-server";
import { signIn } from "./support/auth";
import { DESKTOP, PHONE, launchBrowser, newContext } from "./support/browser";
import { waitForQuietNetwork } from "./support/network";
import { signedInApi, postAs } from "./support/api-people";
import { subscribeAndPay } from "./support/payments";
import { DEMO_CREATOR, DEMO_STAFF, person } from "./support/people";

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
  "/creator-dashboard/statements",
  "/create-post",
  "/manage-subscription-tiers",
  "/view-subscribers",
  "/about",
  "/contact",
  "/admin/messages",
  "/admin/payments",
  "/community",
  "/marketplace",
  "/wellness-tips",
  "/vets-corner",
  "/this-page-does-not-exist",
];
/** Seen by the demo staff member: the inbox and payments are theirs, and with no creator profile they get the become-creator form. */
const STAFF_ROUTES = new Set(["/admin/messages", "/admin/payments", "/become-creator"]);

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

async function expectNoSidewaysScrolling(page: Page, label: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const culprits = scrollWidth > PHONE.width ? await overflowingElements(page, PHONE.width) : [];
  expect({ label, scrollWidth, culprits }).toEqual({ label, scrollWidth: expect.any(Number), culprits: [] });
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
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
    await expectNoSidewaysScrolling(page, route);
  });
});

type Theme = "light" | "dark";

interface SearchState {
  name: string;
  url: () => string;
  /** What to do once the page has settled, before the picture. */
  act?: (page: Page) => Promise<void>;
  /** The header search exists on desktops only. */
  desktopOnly?: boolean;
  /** A picture of the viewport (an open popover or dialog) rather than the whole page. */
  viewportOnly?: boolean;
}

/** An item of the demo's Paw Bazar, for the opened-item picture. */
let harnessId: string;

const SEARCH_STATES: SearchState[] = [
  {
    name: "header-search",
    url: () => "/",
    desktopOnly: true,
    viewportOnly: true,
    act: async (page) => {
      const box = page.getByRole("banner").getByRole("combobox", { name: "Search PawPals" });
      await box.fill("dog");
      await page.getByRole("listbox").getByRole("group", { name: "Tips & vet articles" }).waitFor();
      await box.press("ArrowDown");
    },
  },
  { name: "community-search", url: () => "/community?q=training" },
  { name: "marketplace-filters", url: () => "/marketplace?q=dog&condition=New&minPrice=5&maxPrice=20" },
  { name: "marketplace-price-error", url: () => "/marketplace?minPrice=30&maxPrice=10" },
  {
    name: "marketplace-item",
    url: () => `/marketplace?item=${harnessId}`,
    viewportOnly: true,
    act: (page) => page.getByRole("dialog").getByRole("heading").first().waitFor(),
  },
];

describe.each<Theme>(["light", "dark"])("search states in the %s theme", (theme) => {
  let page: Page;

  beforeAll(async () => {
    const context = await newContext(browser, baseUrl);
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    page = await context.newPage();
    const items = (await (await fetch(`${baseUrl}/api/marketplace-items?q=harness`)).json()) as MarketplaceItemView[];
    harnessId = items[0].id;
  });

  it.each(SEARCH_STATES)("$name", async (state) => {
    for (const viewport of [DESKTOP, PHONE]) {
      if (state.desktopOnly && viewport === PHONE) continue;
      await page.setViewportSize(viewport);
      await page.goto(state.url());
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      await state.act?.(page);
      await waitForQuietNetwork(page);
      await page.screenshot({
        path: path.join(SCREENSHOTS_DIR, `search-${state.name}-${viewport.width}-${theme}.png`),
        fullPage: !state.viewportOnly,
      });
      if (viewport === PHONE) await expectNoSidewaysScrolling(page, `${state.name} (${theme})`);
    }
  });
});

/** A fan with an active subscription, one set to cancel at the period's end and one waiting for its payment. */
const PAYING_FAN = person("shots", "Pia", "Payer");
/** A fan who opens the subscribe dialog's card step. */
const NEW_FAN = person("shots", "Noel", "Newcomer");

interface PaymentState {
  name: string;
  who: "fan" | "newFan" | "creator" | "staff";
  url: () => string;
  act?: (page: Page) => Promise<void>;
  viewportOnly?: boolean;
}

let kiwiUserId: string;

const PAYMENT_STATES: PaymentState[] = [
  {
    // The offer as a tap opens it: the browser's own modal <dialog> over the profile.
    name: "subscribe-offer",
    who: "newFan",
    url: () => `/profile/${kiwiUserId}`,
    viewportOnly: true,
    act: async (page) => {
      await page.getByRole("main").getByRole("button", { name: "Subscribe", exact: true }).first().click();
      await page.getByRole("dialog").getByRole("button", { name: "Subscribe Now" }).waitFor();
    },
  },
  {
    name: "subscribe-card-step",
    who: "newFan",
    url: () => `/profile/${kiwiUserId}`,
    viewportOnly: true,
    act: async (page) => {
      await page.getByRole("main").getByRole("button", { name: "Subscribe", exact: true }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Subscribe Now" }).click();
      await dialog.getByRole("button", { name: /^Pay / }).waitFor();
    },
  },
  { name: "my-subscriptions", who: "fan", url: () => "/profile" },
  {
    name: "earnings",
    who: "creator",
    url: () => "/creator-dashboard",
    act: (page) => page.getByRole("figure", { name: "Last 12 months" }).getByText("Show the figures as a table").click(),
  },
  { name: "statements", who: "creator", url: () => "/creator-dashboard/statements" },
  { name: "admin-payments", who: "staff", url: () => "/admin/payments" },
];

describe("payment states", () => {
  beforeAll(async () => {
    const creators = (await (await fetch(`${baseUrl}/api/creator-profiles`)).json()) as CreatorProfileView[];
    const byName = (petName: string) => creators.find((c) => c.petName === petName)!;
    kiwiUserId = byName("Kiwi").userId;
    const api = await signedInApi(baseUrl, PAYING_FAN);
    try {
      await subscribeAndPay(api, byName("Kiwi").id);
      const ending = await subscribeAndPay(api, byName("Biscuit").id);
      await postAs(api, `/api/subscriptions/${ending.id}/cancel`, {});
      await postAs(api, "/api/subscriptions", { creatorProfileId: byName("Mochi").id });
    } finally {
      await api.dispose();
    }
  }, 120_000);

  describe.each<Theme>(["light", "dark"])("in the %s theme", (theme) => {
    const pages = {} as Record<PaymentState["who"], Page>;

    beforeAll(async () => {
      const people = { fan: PAYING_FAN, newFan: NEW_FAN, creator: DEMO_CREATOR, staff: DEMO_STAFF };
      for (const [who, identity] of Object.entries(people) as [PaymentState["who"], typeof PAYING_FAN][]) {
        const context = await newContext(browser, baseUrl);
        await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
        pages[who] = await context.newPage();
        await signIn(pages[who], identity);
      }
    }, 120_000);

    it.each(PAYMENT_STATES)("$name", async (state) => {
      const page = pages[state.who];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.goto(state.url());
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        await state.act?.(page);
        await waitForQuietNetwork(page);
        await page.screenshot({
          path: path.join(SCREENSHOTS_DIR, `payments-${state.name}-${viewport.width}-${theme}.png`),
          fullPage: !state.viewportOnly,
        });
        if (viewport === PHONE) await expectNoSidewaysScrolling(page, `${state.name} (${theme})`);
      }
    });
  });
});
