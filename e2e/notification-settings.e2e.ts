/**
 * /settings/notifications: a person opens it from the account menu, sees the
 * defaults (every email on, new posts at once, no push), chooses the daily digest
 * for new posts, turns lives' email off and messages' push on; each change is
 * saved at once and is still there after a reload. Screenshots, phone and
 * desktop, light and dark: test-results/screenshots/notification-settings-<width>-<theme>.png.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { signIn } from "./support/auth";
import { launchBrowser, newContext } from "./support/browser";
import { expectPath, expectVisible } from "./support/expectations";
import { person } from "./support/people";
import { shootScreens } from "./support/screens";

const baseUrl = inject("demoBaseUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const row = (page: Page, category: string) => page.locator(`[data-category="${category}"]`);

describe("notification settings", () => {
  it("are reached from the account menu, start at the defaults and save each change", async () => {
    const page = await (await newContext(browser, baseUrl)).newPage();
    await signIn(page, person("notify", "Nora", "Settings"), "/");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Notifications" }).click();
    await expectPath(page, "/settings/notifications");
    await expectVisible(page.getByRole("heading", { name: "Notification settings" }));

    expect(await row(page, "new_posts").getByRole("combobox").inputValue()).toBe("instant");
    expect(await row(page, "lives").getByRole("combobox").inputValue()).toBe("instant");
    expect(await row(page, "messages").getByRole("switch").getAttribute("aria-checked")).toBe("false");
    await shootScreens(page, "notification-settings", { fullPage: true });

    const saved = () => page.waitForResponse((r) => r.url().endsWith("/api/me/notification-preferences") && r.request().method() === "PUT" && r.ok());
    await Promise.all([saved(), row(page, "new_posts").getByRole("combobox").selectOption("daily")]);
    await Promise.all([saved(), row(page, "lives").getByRole("combobox").selectOption("off")]);
    await Promise.all([saved(), row(page, "messages").getByRole("switch").click()]);

    await page.reload();
    await expectVisible(page.getByRole("heading", { name: "Notification settings" }));
    await expectVisible(row(page, "new_posts").getByRole("combobox"));
    expect(await row(page, "new_posts").getByRole("combobox").inputValue()).toBe("daily");
    expect(await row(page, "lives").getByRole("combobox").inputValue()).toBe("off");
    expect(await row(page, "messages").getByRole("switch").getAttribute("aria-checked")).toBe("true");
    expect(await row(page, "comments").getByRole("combobox").inputValue()).toBe("instant");
  });
});
