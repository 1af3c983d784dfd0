import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, newContext, newPageWithoutApp } from "./support/browser";
import { expectVisible } from "./support/expectations";

let browser: Browser;
let context: BrowserContext;
let page: Page;

const hasDarkClass = (p: Page) => p.evaluate(() => document.documentElement.classList.contains("dark"));

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, inject("freshBaseUrl"));
  page = await context.newPage();
});
afterAll(() => browser?.close());

describe("the theme", () => {
  it("starts light, switches to dark and survives a reload", async () => {
    await page.goto("/");
    const toDark = page.getByRole("button", { name: "Switch to dark theme" });
    await expectVisible(toDark);
    expect(await hasDarkClass(page)).toBe(false);

    await toDark.click();
    await expectVisible(page.getByRole("button", { name: "Switch to light theme" }));
    expect(await hasDarkClass(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await expectVisible(page.getByRole("button", { name: "Switch to light theme" }));
    expect(await hasDarkClass(page)).toBe(true);
  });

  it("is dark before the app's scripts run (no flash of the light theme)", async () => {
    // Hold back every script module: only the HTML and its inline code run.
    const blocked = await newPageWithoutApp(context);
    await blocked.route(/\.js(\?.*)?$/, (route) => route.abort());
    await blocked.goto("/explore");
    expect(await blocked.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    // The page as the server drew it is there, in the dark theme, before any of the app's code.
    await expectVisible(blocked.getByRole("heading", { level: 1, name: "Explore PawPals" }));
    expect(await hasDarkClass(blocked)).toBe(true);
    // The theme control too: it offers the light theme, with the sun.
    await expectVisible(blocked.getByRole("button", { name: "Switch to light theme" }));
    expect(await blocked.getByRole("button", { name: "Switch to dark theme" }).count()).toBe(0);
    await blocked.close();
  });

  it("goes back to light and stays light after a reload", async () => {
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.reload();
    await expectVisible(page.getByRole("button", { name: "Switch to dark theme" }));
    expect(await hasDarkClass(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
});
