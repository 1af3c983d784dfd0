/**
 * Roles: only admins appoint and dismiss moderators. Admins themselves come
 * from ADMIN_EMAILS (auth/sign-in-user.ts), never from another admin's click.
 */
import { adminOnly } from "./rule";

export const roleRules = {
  manageModerators: adminOnly,
};
