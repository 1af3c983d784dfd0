/**
 * A page the server drew (../entry-server.tsx) says so in its HTML: an attribute
 * on <html>, which index.html's route script reads (it then starts no first read:
 * the answers are in the page), and the query cache's answers the page was drawn
 * with, as JSON in a data block the app takes before it takes the page over.
 */
import type { DehydratedState } from "@tanstack/react-query";

/** On <html> of a page the server drew. */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/** The id of the <script type="application/json"> holding the drawn page's query answers. */
export const SERVER_STATE_ID = "server-state";

/** The answers the server drew this page with, once (the data block is removed); undefined when it drew none. */
export function takeServerState(): DehydratedState | undefined {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block || !document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return undefined;
  block.remove();
  return JSON.parse(block.textContent ?? "") as DehydratedState;
}
