/**
 * Who may do what, in one vocabulary. Every rule is registered below under an
 * action name, with the subject it judges; a route loads the subject, then calls
 *
 *   authorize(user, "editCreatorProfile", profile)
 *
 * which returns when the rule allows, and otherwise throws the app's one refusal:
 * 401 {"message": "Unauthorized"} to a visitor who is not signed in, 403
 * {"message": <the rule's refusal>} to a signed-in actor. Presenters that need a
 * yes or no ask can(actor, action, subject) with the same rules.
 *
 * No rule allows everyone: where anybody may act (reading public lists, sending
 * a contact message) there is no rule and no call. Where any signed-in user may
 * act (starting a thread, commenting, listing an item, creating a creator
 * profile, subscribing), the route's requireUser is the whole check.
 *
 * Two rules need what a query loads and are asked before authorizing: who may
 * see a creator's post (./post-access.ts, with the viewer's entitlement loaded
 * once per request), and how an uploaded object may be read (./media.ts), whose
 * refusal is a 404.
 */
import { forbidden, unauthorized } from "../http/errors";
import type { Actor } from "./actor";
import { articleRules } from "./articles";
import { chatRules } from "./chat";
import { communityRules } from "./community";
import { contactRules } from "./contact";
import { creatorProfileRules } from "./creator-profile";
import { earningsRules } from "./earnings";
import { liveSessionRules } from "./live-session";
import { mailRules } from "./mail";
import { marketplaceRules } from "./marketplace";
import { messageRules } from "./messages";
import { moderationRules } from "./moderation";
import { notificationRules } from "./notification";
import { orderRules } from "./order";
import { postRules } from "./post";
import { postCommentRules } from "./post-comment";
import { roleRules } from "./roles";
import type { Rule } from "./rule";
import { subscriptionRules } from "./subscription";
import { tierRules } from "./tier";

const RULES = {
  ...creatorProfileRules,
  ...earningsRules,
  ...postRules,
  ...postCommentRules,
  ...tierRules,
  ...subscriptionRules,
  ...notificationRules,
  ...contactRules,
  ...articleRules,
  ...communityRules,
  ...marketplaceRules,
  ...orderRules,
  ...roleRules,
  ...moderationRules,
  ...messageRules,
  ...chatRules,
  ...liveSessionRules,
  ...mailRules,
};

type Action = keyof typeof RULES;
type SubjectOf<A extends Action> = (typeof RULES)[A] extends Rule<infer Subject> ? Subject : never;
/** The subject argument: none for rules about the actor alone. */
type SubjectArgs<A extends Action> = [SubjectOf<A>] extends [void] ? [] : [subject: SubjectOf<A>];

export function can<A extends Action>(actor: Actor | undefined, action: A, ...subject: SubjectArgs<A>): boolean {
  return (RULES[action] as Rule<unknown>).allows(actor, subject[0]);
}

export function authorize<A extends Action>(
  actor: Actor | undefined,
  action: A,
  ...subject: SubjectArgs<A>
): asserts actor is Actor {
  if (can(actor, action, ...subject)) return;
  throw actor ? forbidden((RULES[action] as Rule<unknown>).refusal) : unauthorized();
}

export type { Actor } from "./actor";
