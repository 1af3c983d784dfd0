import type { MailLinks } from "../links";

/** Who an email is for and where its links go. */
export interface MailRecipient {
  /** How to greet them: their display or first name, else their username. */
  name: string;
  /** Their time zone when known (none is recorded yet): UTC otherwise. */
  timeZone: string;
  links: MailLinks;
}
