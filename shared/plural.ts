/** "1 comment", "3 comments", "1 reply"/"2 replies": one rule for every counted label. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The noun alone, for labels that show the number elsewhere ("Active subscribers"). */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}
