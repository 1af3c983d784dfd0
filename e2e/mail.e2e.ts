/**
 * The built-in outbox at /admin/mail: the demo's payments wrote a receipt for each
 * demo fan, kept rather than sent (the server has no SMTP_URL). Staff open the
 * list, newest first, and a receipt as its recipient would see it (in a sandboxed
 * frame), then its plain-text part; a member is refused. Screenshots of the list
 * and the open message, phone and desktop, light and dark, go to
 * test-results/screenshots/mail-<state>-<width>-<theme>.png.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import path from "node:path";
import { RESULTS_DIR } from "./support/app-server";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectVisible } from "./support/expectations";
import { DEMO_STAFF, person } from "./support/people";
import { shootScreens } from "./support/screens";

const baseUrl = inject("demoBaseUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the outbox", () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await newContext(browser, baseUrl)).newPage();
    await signIn(page, DEMO_STAFF, "/admin/mail");
  });

  it("lists the kept email, newest first, each with its recipient and status", async () => {
    await expectVisible(page.getByRole("heading", { name: "Outbox" }));
    const list = page.getByRole("list", { name: "Kept email" });
    await expectVisible(list);
    const receipts = list.getByRole("button").filter({ hasText: "Your receipt:" });
    expect(await receipts.count()).toBeGreaterThan(0);
    await expectVisible(receipts.first().getByText("Kept", { exact: true }));
    await shootScreens(page, "mail-outbox", { fullPage: true });
  });

  it("opens a receipt as its recipient sees it, then its plain-text part", async () => {
    await page.getByRole("list", { name: "Kept email" }).getByRole("button").filter({ hasText: "Your receipt:" }).first().click();
    const dialog = page.getByRole("dialog");
    const frame = dialog.locator("iframe");
    await expectVisible(frame);
    expect(await frame.getAttribute("sandbox")).toBe("");
    await expectVisible(page.frameLocator("[role=dialog] iframe").getByText("Thanks for your payment"));
    await shootScreens(page, "mail-message", { settleMs: 700 });
    // The email's own dark colours, as a mail client in dark mode shows them.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(RESULTS_DIR, "screenshots", "mail-message-dark-client-1280.png") });
    await page.emulateMedia({ colorScheme: null });

    await dialog.getByRole("button", { name: "Plain text" }).click();
    await expectVisible(dialog.getByText(/here is your receipt for your subscription to/));
    await shootScreens(page, "mail-message-text");
  });
});

describe("a member", () => {
  it("is told the outbox is for staff", async () => {
    const page = await (await newContext(browser, baseUrl)).newPage();
    await signIn(page, person("mail", "Milo", "Member"), "/admin/mail");
    await expectVisible(page.getByText("The outbox is only available to PawFans staff."));
  });
});
