/**
 * Where to go after signing in. Only a path on this site is honoured: it starts
 * with a single "/" (not "//" or "/\", which browsers read as another host) and
 * carries no scheme or control characters. Anything else means "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // Tabs and newlines are dropped by URL parsers, so "/\t/evil.example" would become "//evil.example".
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  try {
    const resolved = new URL(value, "http://pawfans.invalid");
    if (resolved.host !== "pawfans.invalid") return "/";
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return "/";
  }
}
