/**
 * The admins' roles page: GET /api/admin/staff lists moderators and admins;
 * POST /api/admin/moderators {user} appoints a member (by username, or by an email
 * address their identity provider asserted) as
 * a moderator; DELETE /api/admin/moderators/:userId makes a moderator a member
 * again. Admins only. Admins come from ADMIN_EMAILS and cannot be changed here.
 */
import { Router } from "express";
import { appointModeratorSchema } from "@shared/moderation";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { conflict, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import { authorize } from "../../policies";
import { presentStaffMember } from "../../presenters/staff-member";
import { findAccount, findLiveUser, listStaff, setModeratorRole } from "./queries";

const NO_SUCH_MEMBER = "No member with that email or username";
const ADMINS_COME_FROM_CONFIG = "Admins are set by ADMIN_EMAILS, not on this page";

export function adminRolesRouter(ctx: AppContext): Router {
  const router = Router({ caseSensitive: true });

  router.get("/admin/staff", async (req, res) => {
    authorize(requireUser(req), "manageModerators");
    res.json((await listStaff(ctx.db)).map(presentStaffMember));
  });

  router.post("/admin/moderators", async (req, res) => {
    authorize(requireUser(req), "manageModerators");
    const { user: emailOrUsername } = parse(appointModeratorSchema, req.body);
    const account = await findAccount(ctx.db, emailOrUsername);
    if (!account) throw notFound(NO_SUCH_MEMBER);
    if (account.role === "admin") throw conflict(ADMINS_COME_FROM_CONFIG);
    const moderator = await setModeratorRole(ctx.db, account.id, "moderator");
    if (!moderator) throw conflict(ADMINS_COME_FROM_CONFIG);
    res.json(presentStaffMember(moderator));
  });

  router.delete("/admin/moderators/:userId", async (req, res) => {
    authorize(requireUser(req), "manageModerators");
    const account = await findLiveUser(ctx.db, req.params.userId);
    if (!account) throw notFound("User not found");
    if (account.role === "admin") throw conflict(ADMINS_COME_FROM_CONFIG);
    const member = await setModeratorRole(ctx.db, account.id, "member");
    res.json(presentStaffMember(member!));
  });

  return router;
}
