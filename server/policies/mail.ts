/** The built-in outbox: only staff read the messages it kept, as they carry people's addresses and receipts. */
import { staffOnly } from "./rule";

export const mailRules = {
  readKeptMail: staffOnly,
};
