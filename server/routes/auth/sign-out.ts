/**
 * Signing out stays a plain link to GET /api/logout (SPEC), but a GET is
 * something anyone can make a browser send: an image planted in a post, a
 * script, an iframe or a link on another site would sign the viewer out. The
 * browser's fetch metadata says which kind of request it is, so only a top-level
 * navigation from this site (or one the person started: typed, bookmarked,
 * Sec-Fetch-Site "none") signs out at once. Any other request that carries fetch
 * metadata gets a small page whose button POSTs to the same path, a write the
 * same-origin check (../http/same-origin.ts) guards like every other. Requests
 * without fetch metadata (older browsers, scripts) are signed out as before.
 */
import type { Request } from "express";
import { escapeHtml, renderPage } from "../../auth/html-page";

const SIGN_OUT_AT_ONCE_SITES = new Set(["same-origin", "none"]);

/** True when this GET may sign out without asking. */
export function signsOutAtOnce(req: Request): boolean {
  const site = req.get("sec-fetch-site");
  if (site === undefined) return true;
  return SIGN_OUT_AT_ONCE_SITES.has(site) && req.get("sec-fetch-dest") === "document";
}

/** The confirmation page: a POST form to `action`, and a way back that keeps the session. */
export function renderSignOutPage(action: string): string {
  return renderPage(
    "Sign out",
    `<h1>Sign out of PawFans?</h1>
<p>You are about to sign out on this device. Your subscriptions and posts stay as they are.</p>
<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button class="primary" type="submit">Sign out</button>
<a class="button secondary" href="/">Stay signed in</a>
</div>
</form>`,
  );
}
