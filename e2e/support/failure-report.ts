/**
 * When a journey's test fails, what every open page shows at that moment: its
 * address, the dialogs, menus and alerts open on it (role, name, first words), and a
 * screenshot in test-results/failures/. A failure in a clean run is read from its
 * printed output alone, so the output carries what the screen showed.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach } from "vitest";
import { RESULTS_DIR } from "./app-server";
import { openBrowsers } from "./browser";

const FAILURES_DIR = path.join(RESULTS_DIR, "failures");

afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") return;
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  if (pages.length === 0) return;
  fs.mkdirSync(FAILURES_DIR, { recursive: true });
  const slug = task.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 60);
  const lines = [`What the open pages showed when "${task.name}" failed:`];
  for (const [i, page] of pages.entries()) {
    try {
      const open = await page.evaluate(() =>
        [...document.querySelectorAll("[role=dialog], dialog[open], [role=alertdialog], [role=menu], [role=alert], [role=status], li[role=status]")]
          .filter((el) => (el as HTMLElement).offsetParent !== null || el.tagName === "DIALOG")
          .map((el) => {
            const labelledBy = el.getAttribute("aria-labelledby");
            const name = el.getAttribute("aria-label") ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? "";
            const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 160);
            return `${el.getAttribute("role") ?? el.tagName.toLowerCase()} "${name}": ${text}`;
          }),
      );
      const file = path.join(FAILURES_DIR, `${slug}-${i + 1}.png`);
      await page.screenshot({ path: file, timeout: 5_000 });
      lines.push(`  page ${i + 1} ${page.url()} (${path.relative(RESULTS_DIR, file)})`, ...open.map((line) => `    ${line}`));
    } catch (error) {
      lines.push(`  page ${i + 1} ${page.url()}: could not be read (${(error as Error).message.split("\n")[0]})`);
    }
  }
  console.error(lines.join("\n"));
});
