import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newContext } from "./support/browser";
import { expectVisible } from "./support/expectations";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, inject("freshBaseUrl"))).newPage();
});
afterAll(() => browser?.close());

describe("an unknown path", () => {
  it("shows the 404 page inside the app shell", async () => {
    await page.goto("/no-such-page/anywhere");
    await expectVisible(page.getByRole("heading", { name: "404 Page Not Found" }));
    await expectVisible(page.getByText("Did you forget to add the page to the router?"));
    // The header stays around it, with its way home.
    await expectVisible(page.getByRole("banner").getByRole("link", { name: "PawFans home" }));
  });
});
