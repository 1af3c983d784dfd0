/**
 * An answer any cache may keep (Cache-Control: public) never sets a cookie:
 * a shared cache would hand that cookie, a session, to everyone it serves.
 * The session refreshes its cookie on every answer (rolling sessions); here it
 * is dropped from public ones (public media objects read by a signed-in
 * person), and kept on the next private answer.
 *
 * Install before the session middleware: whoever patches writeHead later runs
 * first, so the session has set its cookie by the time this looks.
 */
import type { RequestHandler } from "express";

const PUBLIC = /(?:^|,)\s*public\s*(?:,|$)/i;

export function noCookiesOnPublicAnswers(): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (PUBLIC.test(String(res.getHeader("Cache-Control") ?? ""))) res.removeHeader("Set-Cookie");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
