/** Subscribing requires sign-in: a toast, then the sign-in page; once signed in, subscribing with the test card. */
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newContext } from "./support/browser";
import { creatorCard } from "./support/creator-cards";
import { expectHidden, expectPath, expectToast, expectVisible } from "./support/expectations";
import { payInDialog } from "./support/payments";
import { person } from "./support/people";
import { submitSignInForm } from "./support/auth";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, inject("demoBaseUrl"))).newPage();
});
afterAll(() => browser?.close());

describe("a signed-out visitor", () => {
  it("is asked to sign in when subscribing from a creator card", async () => {
    await page.goto("/explore");
    const card = creatorCard(page, "Mochi");
    await card.hover();
    await expectVisible(card.getByText("Subscribe to unlock"));
    await card.getByRole("button", { name: "Be a PawFan" }).click();

    const dialog = page.getByRole("dialog", { name: "Subscribe to Mochi" });
    await expectVisible(dialog.getByText("Get unlimited access to exclusive content"));
    await expectVisible(dialog.getByText("Monthly Subscription"));
    await dialog.getByRole("button", { name: "Subscribe Now" }).click();

    await expectToast(page, "Sign in required", "Please sign in to subscribe to creators");
    // Then off to sign in, and back to where the visitor was once signed in.
    await page.locator('input[name="email"]').waitFor();
    await submitSignInForm(page, person("signedout", "Avery", "Stone"));
    await expectPath(page, "/explore");
    await expectVisible(page.getByRole("button", { name: "Account menu" }));
  });

  it("then subscribes, paying with the test card", async () => {
    const card = creatorCard(page, "Mochi");
    await card.hover();
    await card.getByRole("button", { name: "Be a PawFan" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to Mochi" });
    await payInDialog(dialog);
    await expectToast(page, "Subscription successful!", "You're now a fan of Mochi! Enjoy exclusive content.");
    await expectHidden(dialog);
    await expectVisible(card.getByText("Subscribed"));
  });
});
