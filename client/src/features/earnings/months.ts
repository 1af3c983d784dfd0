/** The ledger's months ("2026-11", UTC) as people read them. */

function parseMonth(month: string): { year: number; index: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  return index >= 0 && index < 12 ? { year: Number(match[1]), index } : null;
}

const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "Nov" (a chart's column), "Nov 2026" (a table row) or "November 2026" (a heading); an unknown shape as it is. */
export function formatMonth(month: string, style: "short" | "medium" | "long" = "medium"): string {
  const parsed = parseMonth(month);
  if (!parsed) return month;
  if (style === "short") return SHORT[parsed.index];
  return `${(style === "long" ? LONG : SHORT)[parsed.index]} ${parsed.year}`;
}
