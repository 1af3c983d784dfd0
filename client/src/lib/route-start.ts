/**
 * What index.html's route script started for the page being opened, before any
 * of the app's code had loaded (the build writes that script:
 * client/build/route-preload.ts): it found the route of the address, put the
 * route's chunk on its way and, for a public page, started the page's first
 * read. It leaves that here, in a global:
 * - the route's path pattern, so the app can wait for that chunk before its
 *   first render (the first paint is the page, not a spinner);
 * - the pending answer of the first read by URL, which the API client takes,
 *   once, for the same GET, so the data comes while the code is still on its way.
 */

/** The global the route script fills. */
export const ROUTE_START_GLOBAL = "__pawfansRouteStart";

export interface RouteStart {
  /** The path pattern of the route table's entry that matched (e.g. "/profile/:userId"). */
  path: string;
  /** GET url → its pending answer. */
  reads: Record<string, Promise<Response> | undefined>;
}

function routeStart(): RouteStart | undefined {
  return (globalThis as Record<string, unknown>)[ROUTE_START_GLOBAL] as RouteStart | undefined;
}

/** The path pattern of the route the page was opened on, when the route script ran. */
export function openedRoutePath(): string | undefined {
  return routeStart()?.path;
}

/** The pending answer of GET `url` started by the route script, if there is one not taken yet. */
export function takeFirstRead(url: string): Promise<Response> | undefined {
  const reads = routeStart()?.reads;
  const pending = reads?.[url];
  // Once only: a later read of the same URL (a refresh after a write) must reach the server.
  if (pending) delete reads[url];
  return pending;
}
