/**
 * Which route of the route table an address opens, matched as wouter matches
 * (its regexparam patterns). Pure, with no browser or build dependencies: the
 * build's route script (client/build/route-preload.ts) and the server's
 * renderer (../entry-server.tsx) both use it.
 */
import type { RouteEntry } from "./route-table";

/**
 * wouter's matching (regexparam) as one regular expression source: "/profile/:userId"
 * matches "/profile/42" and "/profile/42/", case-insensitively, and names the parameter.
 * Only the plain segments and ":name" parameters the route table uses are supported.
 */
export function routePattern(routePath: string): string {
  const segments = routePath.split("/").filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment.startsWith(":")) {
        const name = segment.slice(1);
        if (!/^\w+$/.test(name)) throw new Error(`Unsupported route parameter "${segment}" in ${routePath}`);
        return `/(?<${name}>[^/]+?)`;
      }
      if (/[*?]/.test(segment)) throw new Error(`Unsupported route segment "${segment}" in ${routePath}`);
      return `/${segment.replace(/[.+^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return `^${source}/?$`;
}

/** The route table's entry for `pathname`, with its parameters; undefined when none matches. */
export function matchRoute<T extends Pick<RouteEntry, "path">>(
  routes: readonly T[],
  pathname: string,
): { route: T; params: Record<string, string> } | undefined {
  for (const route of routes) {
    const match = new RegExp(routePattern(route.path), "i").exec(pathname);
    if (match) return { route, params: { ...match.groups } };
  }
  return undefined;
}
