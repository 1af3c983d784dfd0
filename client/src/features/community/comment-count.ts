/** "1 comment", "0 comments", "12 comments" (SPEC: 'comment' for one, else 'comments'). */
export function commentCountLabel(count: number): string {
  return `${count} ${count === 1 ? "comment" : "comments"}`;
}
