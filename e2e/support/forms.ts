/** Form helpers for the app's Radix controls. */
import type { Locator, Page } from "playwright-core";

/** Picks `option` in the Radix select labelled `label` (inside `scope`, e.g. a dialog). */
export async function choose(page: Page, scope: Locator | Page, label: string | RegExp, option: string): Promise<void> {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
