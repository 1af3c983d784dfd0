/** Reading list filters back from the URL, where anyone may have typed anything. */

/** `value` when it is one of `options` (exactly), else undefined: an unknown ?category= means all. */
export function oneOf<const T extends string>(options: readonly T[], value: string | null | undefined): T | undefined {
  return options.find((option) => option === value);
}

/**
 * A price bound as the server takes it ("12.50"): dollars with at most two
 * decimals, from what a number field or the URL holds. Blank stays blank; text
 * that is no amount is passed on as typed, so the server's message explains it.
 */
export function priceParam(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === "" && !match[2])) return text;
  const dollars = match[1].replace(/^0+(?=\d)/, "") || "0";
  const cents = match[2] ?? "";
  if (cents.length > 2) return text;
  return cents ? `${dollars}.${cents.padEnd(2, "0")}` : dollars;
}
