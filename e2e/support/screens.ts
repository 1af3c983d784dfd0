/**
 * A journey's screens kept for people to look at: the page as it is now at desktop
 * and phone widths in both themes (the theme's class switched in place, so an open
 * dialog or menu stays open), saved as test-results/screenshots/<name>-<width>-<theme>.png,
 * then back to desktop and the light theme. Nothing may stick out sideways.
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { RESULTS_DIR } from "./app-server";
import { DESKTOP, PHONE } from "./browser";

const SCREENSHOTS_DIR = path.join(RESULTS_DIR, "screenshots");

interface ShootOptions {
  /** The whole page rather than the screen (a dialog is shot as the screen shows it). */
  fullPage?: boolean;
  /** How long the page settles after a theme switch (transitions, pictures). */
  settleMs?: number;
  /** Run at each width before its shots (scrolling what matters into view). */
  prepare?: (page: Page) => Promise<void>;
}

export async function shootScreens(page: Page, name: string, { fullPage = false, settleMs = 500, prepare }: ShootOptions = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const sideways: number[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await prepare?.(page);
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle("dark", dark);
        // Headless Chromium keeps a scrolled dialog's inherited text colour from before the switch until it scrolls.
        for (const dialog of document.querySelectorAll<HTMLElement>("[role=dialog]")) {
          dialog.scrollBy(0, 1);
          dialog.scrollBy(0, -1);
        }
      }, theme === "dark");
      await page.waitForTimeout(settleMs);
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${viewport.width}-${theme}.png`), fullPage });
    }
    sideways.push(Math.max(0, (await page.evaluate(() => document.documentElement.scrollWidth)) - viewport.width));
  }
  expect(sideways, `${name}: sticking out sideways`).toEqual([0, 0]);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize(DESKTOP);
}
