/**
 * Who may change community threads and comments: their author edits them (staff
 * never put words in someone's mouth); the author or staff delete them, staff
 * for content that breaks the guidelines (moderation also removes through its
 * own queue). Starting a thread or commenting needs only a signed-in user.
 */
import type { CommunityThread, ThreadComment } from "../db/schema";
import type { Actor } from "./actor";
import { rule } from "./rule";

type Authored = Pick<CommunityThread | ThreadComment, "userId">;

const isAuthor = (actor: Actor | undefined, content: Authored) => actor?.id === content.userId;
const authorOrStaff = (actor: Actor | undefined, content: Authored) => isAuthor(actor, content) || Boolean(actor?.isStaff);

export const communityRules = {
  editThread: rule<Authored>("Only the thread's author can edit it", isAuthor),
  deleteThread: rule<Authored>("Only the thread's author or staff can delete it", authorOrStaff),
  editComment: rule<Authored>("Only the comment's author can edit it", isAuthor),
  deleteComment: rule<Authored>("Only the comment's author or staff can delete it", authorOrStaff),
};
