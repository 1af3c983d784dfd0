/**
 * Waiting assertions on Playwright locators for vitest's expect: the page
 * fetches its data after the first render, so each check polls until it holds.
 */
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";

const WAIT_MS = 15_000;

export async function expectVisible(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await expect.poll(() => locator.isVisible(), { timeout, message: `${locator} should be visible` }).toBe(true);
}

export async function expectHidden(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await expect.poll(() => locator.isHidden(), { timeout, message: `${locator} should be hidden` }).toBe(true);
}

export async function expectCount(locator: Locator, count: number, timeout = WAIT_MS): Promise<void> {
  await expect.poll(() => locator.count(), { timeout, message: `${locator} should match ${count}` }).toBe(count);
}

export async function expectPath(page: Page, pathname: string, timeout = WAIT_MS): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout, message: `the page should be at ${pathname}` }).toBe(pathname);
}

/**
 * The toast area's toast with this title (one visible at a time).
 * An open modal dialog hides the rest of the page from assistive technology (the
 * toast is announced through its own live region), hence includeHidden.
 */
function toast(page: Page, title: string): Locator {
  const titleText = page.getByText(title, { exact: true });
  return page.getByRole("region", { name: /^Notifications/, includeHidden: true }).locator("li").filter({ has: titleText });
}

/** Waits for the toast with this title and, when given, its text. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const shown = toast(page, title);
  await expectVisible(shown);
  if (description !== undefined) await expectVisible(shown.getByText(description, { exact: true }));
}
