import { pluralize } from "@shared/plural";

/** "1 comment", "0 comments", "12 comments": 'comment' for exactly one, else 'comments'. */
export function commentCountLabel(count: number): string {
  return pluralize(count, "comment");
}
