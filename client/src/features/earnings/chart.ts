/**
 * Scaling for the dashboard's hand-drawn bar charts: an axis that ends on a round
 * number with evenly spaced ticks, and each bar's height as a share of it.
 */

export interface AxisScale {
  /** The top of the axis (≥ the largest value). */
  max: number;
  /** From 0 up to max, evenly spaced. */
  ticks: number[];
}

/**
 * A "nice" axis for values up to `largest`, with about `tickCount` steps of
 * 1, 2, 2.5 or 5 times a power of ten (never below `minStep`; whole steps for
 * counts). With nothing to show, the axis still has `tickCount` steps of `minStep`.
 */
export function niceScale(largest: number, { tickCount = 4, minStep = 1, whole = false } = {}): AxisScale {
  const value = Math.max(0, largest);
  let step = minStep;
  if (value > 0) {
    const raw = value / tickCount;
    const magnitude = 10 ** Math.floor(Math.log10(raw));
    const residual = raw / magnitude;
    const factors = whole ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
    const factor = factors.find((f) => residual <= f + 1e-9) ?? 10;
    step = Math.max(minStep, factor * magnitude);
    if (whole) step = Math.max(1, Math.ceil(step));
  }
  const steps = Math.max(1, value > 0 ? Math.ceil(value / step - 1e-9) : tickCount);
  const ticks = Array.from({ length: steps + 1 }, (_, i) => roundTick(i * step));
  return { max: ticks[ticks.length - 1], ticks };
}

/** Float steps (2.5 × 0.1) land on round numbers. */
const roundTick = (n: number) => Math.round(n * 1e6) / 1e6;

/** A bar's height in percent of the axis: 0–100, and a sliver (2%) for any value above zero so it stays visible. */
export function barPercent(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(100, Math.max(2, (value / max) * 100));
}
