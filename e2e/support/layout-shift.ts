/**
 * Cumulative Layout Shift as the browser reports it: every `layout-shift` entry
 * of a PerformanceObserver from the first byte on, except shifts right after the
 * person's own input (which the metric leaves out too).
 */
import type { BrowserContext, Page } from "playwright-core";

export interface LayoutShift {
  value: number;
  /** The moved elements, briefly. */
  sources: string[];
}

/** Records the layout shifts of every page the context opens, from its start. */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts of the page so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
}

export const cumulativeLayoutShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
