/** The share control's Copy Link: 'Copied!' for 2 seconds. */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { COPIED_STATE_MS } from "@shared/constants/product";
import { launchBrowser, newContext } from "./support/browser";
import { creatorCard } from "./support/creator-cards";
import { expectToast, expectVisible } from "./support/expectations";

let browser: Browser;
let page: Page;
const baseUrl = inject("demoBaseUrl");

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser, baseUrl);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  page = await context.newPage();
});
afterAll(() => browser?.close());

describe("sharing a PawPal", () => {
  it("copies the profile link, shows 'Copied!' and turns back into 'Copy Link'", async () => {
    await page.goto("/explore");
    const card = creatorCard(page, "Biscuit");
    await card.getByRole("button", { name: "Share Biscuit" }).click();

    const dialog = page.getByRole("dialog");
    for (const network of ["Twitter", "Facebook", "WhatsApp"]) {
      await expectVisible(dialog.getByRole("button", { name: network }));
    }
    await dialog.getByRole("button", { name: "Copy Link" }).click();
    const copiedAt = Date.now();
    await expectVisible(dialog.getByRole("button", { name: "Copied!" }));
    await expectToast(page, "Link copied!", "Share link has been copied to clipboard");

    const href = await card.getByRole("link", { name: "Biscuit" }).getAttribute("href");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${href}`);

    await expectVisible(dialog.getByRole("button", { name: "Copy Link" }), COPIED_STATE_MS + 3000);
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(COPIED_STATE_MS - 100);
  });
});
