/// <reference types="passport" />
/**
 * Who is calling. The acting user always comes from the session (passport puts
 * the user row on req.user); nothing in a request body can change it.
 */
import type { NextFunction, Request, Response } from "express";
import type { User } from "@shared/schema";
import { forbidden, unauthorized } from "../http/errors";

declare global {
  namespace Express {
    // passport's req.user is our users row plus the staff flag.
    interface User extends SessionUser {}
  }
}

export type SessionUser = import("@shared/schema").User & { isStaff: boolean };

export function currentUser(req: Request): SessionUser | undefined {
  return req.user ?? undefined;
}

/** The signed-in user, or a 401 {"message"}. */
export function requireUser(req: Request): SessionUser {
  const user = currentUser(req);
  if (!user) throw unauthorized();
  return user;
}

/** A staff member (email in ADMIN_EMAILS), or 401 / 403. */
export function requireStaff(req: Request): SessionUser {
  const user = requireUser(req);
  if (!user.isStaff) throw forbidden("Staff only");
  return user;
}

/** Middleware form of requireUser for whole routers. */
export function signedIn(req: Request, _res: Response, next: NextFunction) {
  requireUser(req);
  next();
}

export function isStaffEmail(email: string | null | undefined, adminEmails: string[]): boolean {
  return Boolean(email && adminEmails.includes(email.toLowerCase()));
}

export type { User };
