/**
 * The contact inbox: anyone, signed in or not, may send a message; only staff
 * read the inbox or mark messages read (messages carry visitors' email addresses).
 */
import type { SessionUser } from "../auth/guards";

export function canSendContactMessage(_viewer: SessionUser | undefined): boolean {
  return true;
}

export function canReadContactMessages(viewer: SessionUser | undefined): boolean {
  return Boolean(viewer?.isStaff);
}
