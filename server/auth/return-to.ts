/** The origin candidates are resolved against; any other origin in the result means "not this site". */
const THIS_SITE = "http://pawfans.invalid";

/**
 * Where to go after signing in (or after the test provider's onboarding). Only a
 * path on this site is honoured, judged by the path a browser will resolve, not
 * by the text: dot segments collapse while resolving, so "/.//evil.example"
 * becomes "//evil.example", which a browser reads as another host. Anything
 * else means "/". The answer is that resolved path, query and fragment.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/")) return "/";
  // Browsers read "\" as "/", and URL parsers drop tabs and newlines ("/\t/evil.example" is "//evil.example").
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  let resolved: URL;
  try {
    resolved = new URL(value, THIS_SITE);
  } catch {
    return "/";
  }
  if (resolved.origin !== THIS_SITE) return "/";
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return path.startsWith("//") ? "/" : path;
}
