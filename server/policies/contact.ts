/**
 * The contact inbox: only staff read it or mark messages read, because the
 * messages carry visitors' email addresses. Sending a message needs no rule:
 * anyone, signed in or not, may write to the team.
 */
import { staffOnly } from "./rule";

export const contactRules = {
  readContactMessages: staffOnly,
};
