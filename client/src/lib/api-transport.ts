/**
 * How the API client reaches the server. In the browser that is fetch with the
 * page's origin; when the server draws a page (../entry-server.tsx) the same
 * queries read through the transport it puts in here, so every page's data code
 * runs unchanged on both sides.
 */
export type ApiTransport = (url: string, init?: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Sends one API request through the current transport. */
export const sendApiRequest: ApiTransport = (url, init) => transport(url, init);

/** Replaces the transport (the server renderer does this once, at load). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
