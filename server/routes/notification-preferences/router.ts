/**
 * A person's notification preferences, and the one-click unsubscribe of their
 * notification email (RFC 8058):
 *
 *   GET  /api/me/notification-preferences   the caller's choice per category (defaults where none was made)
 *   PUT  /api/me/notification-preferences   any categories, each {email, push} → 200 the whole preferences
 *   GET  /api/unsubscribe/:token            a page naming what the link unsubscribes, with a button; changes nothing
 *                                           (mail scanners follow links)
 *   POST /api/unsubscribe/:token            body List-Unsubscribe=One-Click (form-encoded, as mail clients send it,
 *                                           or JSON) → that category's email off, without signing in: the token
 *                                           is signed and names the person and the category (mail/unsubscribe-token.ts)
 *
 * A malformed or forged token, or one whose person is gone: 404 (a plain page
 * for GET, JSON for POST); a POST without the one-click body: 400.
 */
import express, { Router, type Request, type Response } from "express";
import { eq } from "drizzle-orm";
import { NOTIFICATION_CATEGORY_LABELS, notificationPreferencesUpdateSchema } from "@shared/notification-preferences";
import { requireUser } from "../../auth/guards";
import { escapeHtml, renderPage } from "../../auth/html-page";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { loadNotificationPreferences, saveNotificationPreferences, turnEmailOff } from "../../mail/preferences";
import { unsubscribeKey, verifyUnsubscribeToken, type UnsubscribeGrant } from "../../mail/unsubscribe-token";

const UNSUBSCRIBE_INVALID_MESSAGE = "This unsubscribe link is not valid.";
const UNSUBSCRIBE_BODY_MESSAGE = "Send List-Unsubscribe=One-Click to unsubscribe.";

export function notificationPreferencesRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });
  const key = unsubscribeKey(ctx.sessionSecret);

  router.get("/me/notification-preferences", async (req, res) => {
    const user = requireUser(req);
    res.json(await loadNotificationPreferences(ctx.db, user.id));
  });

  router.put("/me/notification-preferences", async (req, res) => {
    const user = requireUser(req);
    const update = parse(notificationPreferencesUpdateSchema, req.body);
    const preferences = await ctx.db.transaction(async (tx) => {
      await saveNotificationPreferences(tx, user.id, update);
      return loadNotificationPreferences(tx, user.id);
    });
    res.json(preferences);
  });

  /** The token's grant when it is genuine and its person still has an account. */
  async function grantOf(token: string): Promise<UnsubscribeGrant | null> {
    const grant = verifyUnsubscribeToken(key, token);
    if (!grant) return null;
    const [person] = await ctx.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, grant.userId));
    return person && !person.deletedAt ? grant : null;
  }

  const invalidPage = (res: Response) =>
    res
      .status(404)
      .type("html")
      .send(renderPage("Unsubscribe", `<h1>Link not valid</h1><p>${escapeHtml(UNSUBSCRIBE_INVALID_MESSAGE)} Your email settings are in your account.</p>`));

  router.get("/unsubscribe/:token", async (req, res) => {
    const grant = await grantOf(String(req.params.token));
    if (!grant) return invalidPage(res);
    const label = NOTIFICATION_CATEGORY_LABELS[grant.category].title;
    res.type("html").send(
      renderPage(
        "Unsubscribe",
        `<h1>Stop emails about ${escapeHtml(label.toLowerCase())}?</h1>
<p>You will no longer get emails about ${escapeHtml(label.toLowerCase())}. Notifications on PawFans stay on, and you can turn these emails back on in your notification settings.</p>
<form method="post" action="${escapeHtml(req.originalUrl)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<div class="actions"><button class="primary" type="submit">Unsubscribe</button>
<a class="button secondary" href="/settings/notifications">Notification settings</a></div>
</form>`,
      ),
    );
  });

  // Mail clients post the one-click body form-encoded (RFC 8058); /api parses only JSON.
  router.post("/unsubscribe/:token", express.urlencoded({ extended: false, limit: "4kb" }), async (req: Request, res) => {
    const grant = await grantOf(String(req.params.token));
    const asPage = req.accepts(["json", "html"]) === "html";
    if (!grant) {
      if (asPage) return invalidPage(res);
      throw notFound(UNSUBSCRIBE_INVALID_MESSAGE);
    }
    if ((req.body as Record<string, unknown> | undefined)?.["List-Unsubscribe"] !== "One-Click") throw badRequest(UNSUBSCRIBE_BODY_MESSAGE);
    await turnEmailOff(ctx.db, grant.userId, grant.category);
    const label = NOTIFICATION_CATEGORY_LABELS[grant.category].title.toLowerCase();
    if (asPage) {
      return res
        .type("html")
        .send(
          renderPage(
            "Unsubscribed",
            `<h1>You are unsubscribed</h1><p>No more emails about ${escapeHtml(label)}.</p><div class="actions"><a class="button secondary" href="/settings/notifications">Notification settings</a></div>`,
          ),
        );
    }
    res.json({ message: `No more emails about ${label}.` });
  });

  return router;
}
