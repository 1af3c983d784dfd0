/** Contact messages leave the server only towards staff (they hold visitors' email addresses). */
import type { ContactMessageView } from "@shared/api-types";
import type { ContactMessage } from "../db/schema";

export function presentContactMessage(m: ContactMessage): ContactMessageView {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    read: m.read,
    createdAt: m.createdAt.toISOString(),
  };
}
