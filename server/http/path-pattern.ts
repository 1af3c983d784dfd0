/**
 * A path written the way routes are ("/api/creator-profile/:id") as the source of a
 * regular expression: every ":name" segment stands for one segment, the rest is literal.
 */
export function pathPatternSource(path: string): string {
  return path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
}
