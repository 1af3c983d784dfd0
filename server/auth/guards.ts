/// <reference types="passport" />
/**
 * Who is calling. The acting user always comes from the session (passport puts
 * the user row on req.user); nothing in a request body can change it. A session
 * user is the Actor the policies judge (../policies); what they may do is
 * decided there, not here.
 */
import type { Request } from "express";
import { unauthorized } from "../http/errors";

declare global {
  namespace Express {
    // passport's req.user is our users row plus the staff flag (a moderator or an admin).
    interface User extends SessionUser {}
  }
}

export type SessionUser = import("../db/schema").User & { isStaff: boolean };

export function currentUser(req: Request): SessionUser | undefined {
  return req.user ?? undefined;
}

/** The signed-in user, or a 401 {"message"}. */
export function requireUser(req: Request): SessionUser {
  const user = currentUser(req);
  if (!user) throw unauthorized();
  return user;
}


