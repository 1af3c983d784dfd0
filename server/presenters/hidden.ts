/**
 * The `hidden` flag of the five reportable kinds' answers: present only on a
 * hidden thing, which only its author (shown a notice) and staff (shown a
 * badge) ever receive (policies/moderation.ts). Everyone else's answers are
 * unchanged, and the same for every visitor.
 */
export function hiddenFlag(hiddenAt: Date | null): { hidden?: true } {
  return hiddenAt ? { hidden: true } : {};
}
