/**
 * The signed-in person's own account; each route acts on the caller only, so
 * signing in is the whole check (no rule of the policy table names them):
 *
 *   PATCH  /api/me          display name, first and last name, picture (an image the caller uploaded;
 *                           null removes it) → 200 the current user (GET /api/auth/user's shape)
 *   DELETE /api/me          {confirm: "DELETE" or the username} → 204, signed out everywhere
 *                           (commands/delete-account.ts says what goes and what stays)
 *   GET    /api/me/export   everything about the caller as a JSON download, pawfans-data-<date>.json (./export.ts)
 */
import { Router } from "express";
import { accountDeletionSchema, accountProfileUpdateSchema, ACCOUNT_DELETION_MESSAGE, confirmsAccountDeletion } from "@shared/validation";
import { requireUser } from "../../auth/guards";
import { SESSION_COOKIE } from "../../auth/session";
import { deleteAccount } from "../../commands/delete-account";
import { editAccountProfile } from "../../commands/edit-account-profile";
import type { AppContext } from "../../context";
import { badRequest } from "../../http/errors";
import { parse } from "../../http/validate";
import { presentCurrentUser } from "../../presenters/current-user";
import { writeAccountExport } from "./export";

export function meRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });

  router.patch("/me", async (req, res) => {
    const user = requireUser(req);
    const changes = parse(accountProfileUpdateSchema, req.body);
    const updated = await editAccountProfile(ctx, { userId: user.id, changes });
    res.json(presentCurrentUser({ ...updated, isStaff: user.isStaff }));
  });

  router.delete("/me", async (req, res) => {
    const user = requireUser(req);
    const { confirm } = parse(accountDeletionSchema, req.body);
    if (!confirmsAccountDeletion(confirm, user.username)) throw badRequest(ACCOUNT_DELETION_MESSAGE);
    await deleteAccount(ctx, user.id);
    // The command destroyed every session row; this one must not be written back at the response's end.
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: ctx.config.secureCookies });
    res.status(204).end();
  });

  router.get("/me/export", async (req, res) => {
    const user = requireUser(req);
    try {
      await writeAccountExport(res, { db: ctx.db, publicUrl: ctx.config.publicUrl, user, now: new Date() });
    } catch (error) {
      if (!res.headersSent) throw error;
      // Half a document must not look like a whole one: the download fails instead.
      console.error("export: failed while writing:", error);
      res.destroy(error as Error);
    }
  });

  return router;
}
