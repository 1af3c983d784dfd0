/**
 * The search cursor: the tier of the last result shown, its created_at (as
 * PostgreSQL's exact ISO text, microseconds included) and its id. The next page
 * starts right after it: no duplicates, no gaps.
 */

/** The tiers of the ranking, best first (see queries.ts). */
export const TIERS = ["name", "kind", "text", "similar"] as const;
export type Tier = (typeof TIERS)[number];

export interface SearchCursor {
  tier: Tier;
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// to_json(timestamptz): ISO 8601 with the offset, and the fraction when there is one.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** ISO text PostgreSQL reads as a timestamp: a real calendar day, a time of day, an offset. */
function isTimestamp(text: string): boolean {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year > 0 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.tier, cursor.createdAt, cursor.id])).toString("base64url");
}

/** The cursor of a previous page, or null when it is not one of ours. */
export function decodeCursor(value: string): SearchCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return null; // Not base64 JSON: not a cursor.
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [tier, createdAt, id] = parsed as unknown[];
  if (!TIERS.includes(tier as Tier)) return null;
  if (typeof createdAt !== "string" || !isTimestamp(createdAt)) return null;
  if (typeof id !== "string" || !UUID.test(id)) return null;
  return { tier: tier as Tier, createdAt, id };
}
