/**
 * Seeded fuzzing of request bodies: the same seed always gives the same cases,
 * so a failing case can be replayed and printed. A case starts from a valid
 * body and replaces, removes or adds fields with values a careless or hostile
 * client may send (wrong types, blanks, huge or odd text, nesting, ids of
 * nothing), or is not an object at all.
 */

/** mulberry32: a small, fast, seeded source of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  0.000001,
  "",
  "   ",
  "\u0000",
  "x".repeat(100_000),
  "🐶".repeat(500),
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "/objects/../../secret",
  "/objects/uploads/00000000-0000-0000-0000-000000000000/none",
  "https://example.com/a.png",
  "javascript:alert(1)",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "NaN",
  "1e999",
  "-5",
  [],
  ["a", 1, null],
  {},
  { nested: { deeper: [1, 2, 3] } },
];

/** One value from the hostile list, or a random string or number. */
export function hostileValue(random: () => number): unknown {
  const roll = random();
  if (roll < 0.7) return pick(random, HOSTILE_VALUES);
  if (roll < 0.85) return (random() - 0.5) * 10 ** Math.floor(random() * 12);
  const length = Math.floor(random() * 300);
  return Array.from({ length }, () => String.fromCharCode(32 + Math.floor(random() * 0x2fff))).join("");
}

/** A body derived from a valid one; about one in ten is not an object at all. */
export function mutatedBody(random: () => number, valid: Record<string, unknown>): unknown {
  if (random() < 0.1) return hostileValue(random);
  const body: Record<string, unknown> = { ...valid };
  for (const key of Object.keys(body)) {
    const roll = random();
    if (roll < 0.35) body[key] = hostileValue(random);
    else if (roll < 0.45) delete body[key];
  }
  if (random() < 0.3) body[pick(random, ["extra", "id", "userId", "sellerId", "__proto__", "constructor"])] = hostileValue(random);
  return body;
}
