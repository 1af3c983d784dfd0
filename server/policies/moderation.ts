/**
 * Trust and safety (shared/moderation.ts). Reporting needs no rule: any
 * signed-in person may report what they can see (the report command refuses
 * their own content). The queue, the cases and every moderation action are
 * staff's: moderators and admins.
 *
 * Hidden content (hidden pending review, or by a moderator) is seen only by
 * its author, who is told it is hidden, and by staff. Every list and detail of
 * the five reportable kinds asks the same rule: `mayViewHidden` for a row in
 * hand, `visibleContentCondition` inside a query. Anonymous viewers get the one
 * condition "not hidden", so their answers are the same for all of them.
 */
import { isNull, or, eq, type Placeholder, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "./actor";
import { rule, staffOnly } from "./rule";

/** Whose the content is: the profile's owner, the post's creator, the thread's or comment's writer, the seller. */
export interface AuthoredContent {
  authorId: string | null;
  hiddenAt: Date | null;
}

/** A hidden thing is seen by its author and by staff; anything else by everyone. */
export function mayViewHidden(actor: Actor | undefined, content: AuthoredContent): boolean {
  if (!content.hiddenAt) return true;
  return Boolean(actor && (actor.isStaff || actor.id === content.authorId));
}

/**
 * The WHERE part that keeps hidden rows out of a viewer's list or detail:
 * nothing for staff, "hidden_at is null or <author> = viewer" for a member, and
 * "hidden_at is null" for a visitor. `author` is the author's id column of the
 * queried row, or the author's id itself when every row has the same author (a
 * profile's posts). In a prepared list the viewer's id may be a placeholder
 * (server/db/prepared-queries.ts), against an author column only.
 */
export function visibleContentCondition(
  actor: Pick<Actor, "isStaff"> & { id: string | Placeholder } | undefined,
  hiddenAt: AnyPgColumn,
  author: AnyPgColumn | string,
): SQL | undefined {
  if (actor?.isStaff) return undefined;
  if (!actor) return isNull(hiddenAt);
  if (typeof author === "string") {
    if (typeof actor.id !== "string") throw new Error("Whether a viewer is the author of every row is known before the statement is built");
    return actor.id === author ? undefined : isNull(hiddenAt);
  }
  return or(isNull(hiddenAt), eq(author, actor.id));
}

export const moderationRules = {
  /** The queue, a case with its reports and audit log, the overview. */
  reviewReports: staffOnly,
  /** Dismiss, hide, restore, remove, warn or suspend. */
  moderateContent: staffOnly,
  /** Reading a hidden thing (the loaders answer 404 rather than this refusal, as for any missing thing). */
  viewHiddenContent: rule<AuthoredContent>("This content is hidden", mayViewHidden),
};
