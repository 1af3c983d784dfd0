/**
 * A rule of the authorization table (./index.ts): whether an actor (or nobody,
 * when signed out) may act on a subject, and the message a refusal answers with.
 */
import type { Actor } from "./actor";

export interface Rule<Subject> {
  allows(actor: Actor | undefined, subject: Subject): boolean;
  /** The {"message"} of the 403 answered to a signed-in actor the rule refuses. */
  refusal: string;
}

/** A rule on a subject of type `Subject`; leave it out for rules about the actor alone. */
export function rule<Subject = void>(
  refusal: string,
  allows: (actor: Actor | undefined, subject: Subject) => boolean,
): Rule<Subject> {
  return { allows, refusal };
}

/** Staff (moderators and admins) only: the one place this rule and its message are written. */
export const staffOnly = rule("Staff only", (actor) => Boolean(actor?.isStaff));

/** Admins only: granting and revoking the moderator role. */
export const adminOnly = rule("Admins only", (actor) => actor?.role === "admin");
