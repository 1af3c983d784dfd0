/**
 * Who is acting, as the policies need it: the signed-in user's id and staff flag.
 * The session user (auth/guards.ts) is one; every rule takes an Actor, or
 * undefined for a visitor who is not signed in.
 */
export interface Actor {
  id: string;
  isStaff: boolean;
}
