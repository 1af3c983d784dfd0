/** How the creator's pages show a live's times (the browser's zone, as the form takes them). */
const DATE_TIME = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** "Tue, Dec 1, 6:30 PM". */
export function formatLiveTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
