import { count, eq, sql } from "drizzle-orm";
import { contactMessages, type ContactMessage } from "../../db/schema";
import type { ContactInput } from "@shared/validation";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";

type ValidContact = Required<Pick<ContactInput, "name" | "email" | "subject" | "message">>;

/** `senderId`: the signed-in sender, whose export and deletion find the message by it (never by the typed address). */
export async function insertContactMessage(db: DbOrTx, input: ValidContact, senderId: string | null): Promise<ContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({ userId: senderId, name: input.name, email: input.email, subject: input.subject, message: input.message })
    .returning();
  return row;
}

/** The inbox, newest first. */
export async function listContactMessages(db: DbOrTx, page: PageQuery): Promise<ContactMessage[]> {
  const { where, orderBy } = keyset(contactMessages, "contact_messages", page.before);
  return db.select().from(contactMessages).where(where).orderBy(...orderBy).limit(page.limit);
}

/** Marks a message read; undefined when there is no such message. */
export async function markContactMessageRead(db: DbOrTx, id: string): Promise<ContactMessage | undefined> {
  const [row] = await db.update(contactMessages).set({ read: true }).where(eq(contactMessages.id, id)).returning();
  return row;
}

/** The inbox's size: every message and the unread ones, in one scan. */
export async function countContactMessages(db: DbOrTx): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${contactMessages.read} = false)`.mapWith(Number),
    })
    .from(contactMessages);
  return row;
}
