import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { submitSignInForm } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectPath, expectVisible } from "./support/expectations";
import { person } from "./support/people";

const riley = person("signin", "Riley", "Quinn");

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, inject("freshBaseUrl"))).newPage();
});
afterAll(() => browser?.close());

describe("signing in and out", () => {
  it("signs in through the provider's form and shows the profile menu", async () => {
    await page.goto("/explore");
    await page.getByRole("link", { name: "Sign In with Replit" }).click();
    await page.locator('input[name="email"]').waitFor();
    await submitSignInForm(page, riley);

    await expectPath(page, "/");
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByRole("menu");
    await expectVisible(menu.getByText("Riley Quinn", { exact: true }));
    await expectVisible(menu.getByText(riley.email, { exact: true }));
    // No creator profile yet.
    await expectVisible(menu.getByRole("menuitem", { name: "Become a PawPal" }));
    await expectVisible(menu.getByRole("menuitem", { name: "Profile" }));
    expect(await menu.getByRole("menuitem", { name: "PawPal Dashboard" }).count()).toBe(0);
  });

  it("signs out from the menu and shows the sign-in link again", async () => {
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expectPath(page, "/");
    await expectVisible(page.getByRole("link", { name: "Sign In with Replit" }));
    expect(await page.getByRole("button", { name: "Account menu" }).count()).toBe(0);
    const status = await page.evaluate(async () => (await fetch("/api/auth/user")).status);
    expect(status).toBe(401);
  });
});
