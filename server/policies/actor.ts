/**
 * Who is acting, as the policies need it: the signed-in user's id, role and staff
 * flag (a moderator or an admin).
 * The session user (auth/guards.ts) is one; every rule takes an Actor, or
 * undefined for a visitor who is not signed in.
 */
export interface Actor {
  id: string;
  isStaff: boolean;
  role: string;
}
