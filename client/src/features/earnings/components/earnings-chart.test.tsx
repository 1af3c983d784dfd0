// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EarningsMonthView } from "@shared/api-types";
import { EarningsChart } from "./earnings-chart";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** Twelve months from Dec 2025 to Nov 2026; money only in the last two. */
const months: EarningsMonthView[] = Array.from({ length: 12 }, (_, i) => ({
  month: i === 0 ? "2025-12" : `2026-${String(i).padStart(2, "0")}`,
  grossCents: i === 10 ? 999 : i === 11 ? 2997 : 0,
  netCents: i === 10 ? 799 : i === 11 ? 2397 : 0,
  newFans: i === 10 ? 1 : i === 11 ? 2 : 0,
  churnedFans: i === 11 ? 1 : 0,
}));

describe("EarningsChart", () => {
  it("draws gross and net bars scaled to a round axis, with each month's figures in a tooltip", () => {
    act(() => root.render(<EarningsChart months={months} />));
    const figure = container.querySelector("figure")!;
    expect(figure.getAttribute("aria-labelledby")).toBe("earnings-chart-title");
    expect(container.textContent).toContain("Dec 2025 – Nov 2026");
    const novGross = container.querySelector<HTMLElement>('[title="Nov 2026: $29.97 gross"]')!;
    const novNet = container.querySelector<HTMLElement>('[title="Nov 2026: $23.97 net"]')!;
    // Axis $0–$30 in $10 steps: $29.97 is 99.9% of it.
    expect(Number.parseFloat(novGross.style.height)).toBeCloseTo(99.9, 1);
    expect(Number.parseFloat(novNet.style.height)).toBeCloseTo(79.9, 1);
    expect(container.querySelector<HTMLElement>('[title="Jan 2026: $0.00 gross"]')!.style.height).toBe("0%");
    expect(container.querySelector('[title="Nov 2026: 1 churned"]')).not.toBeNull();
  });

  it("offers the same figures as a table, newest month first", () => {
    act(() => root.render(<EarningsChart months={months} />));
    const rows = [...container.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(["Nov 2026", "$29.97", "$23.97", "2", "1"]);
    expect(rows[1]).toEqual(["Oct 2026", "$9.99", "$7.99", "1", "0"]);
    expect(rows[11]).toEqual(["Dec 2025", "$0.00", "$0.00", "0", "0"]);
  });
});
