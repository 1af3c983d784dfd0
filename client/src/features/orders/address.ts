/** Countries in addresses: two-letter codes (ISO 3166-1, as payment providers take them), named by the browser. */

/** The country of the browser's language ("en-GB" → "GB"), a likely first guess, or blank. */
export function guessCountry(languages: readonly string[]): string {
  for (const language of languages) {
    const region = language.split("-")[1];
    if (region && /^[A-Za-z]{2}$/.test(region)) return region.toUpperCase();
  }
  return "";
}

/** "United States" for "US" (the browser's own names), or null for a code it does not know. */
export function countryName(code: string): string | null {
  if (!/^[A-Za-z]{2}$/.test(code.trim())) return null;
  try {
    const name = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" }).of(code.trim().toUpperCase());
    return name ?? null;
  } catch {
    return null;
  }
}
