import type { InfiniteData } from "@tanstack/react-query";
import type { MessageView } from "@shared/messages";
import { usePagedList } from "@/hooks/use-paged-list";
import { messagesKey } from "./keys";

/** A message as the screen holds it: one that could not be sent is marked to be retried. */
export type ShownMessage = MessageView & { failed?: boolean };

/** A conversation's messages as the cache holds them: pages newest first (usePagedList's key adds the filters). */
export type MessagePages = InfiniteData<MessageView[], string | undefined>;

/** GET /api/conversations/:id/messages: newest first; older pages as the person scrolls up. */
export function useMessages(conversationId: string) {
  return usePagedList<MessageView>(messagesKey(conversationId));
}

/** The same message (by id, or by the sender's client id for one still on its way). */
const sameMessage = (a: MessageView, b: MessageView) => a.id === b.id || (a.clientId !== undefined && a.clientId === b.clientId);

/** The pages with the message put in place: replacing its copy (a sent or pending one), else newest on top. */
export function withMessage(data: MessagePages | undefined, message: MessageView): MessagePages | undefined {
  if (!data) return data;
  let replaced = false;
  const pages = data.pages.map((page) =>
    page.map((existing) => {
      if (!sameMessage(existing, message)) return existing;
      replaced = true;
      return message;
    }),
  );
  if (!replaced) pages[0] = [message, ...(pages[0] ?? [])];
  return { ...data, pages };
}

/** The pages with one message changed. */
export function updateMessage(data: MessagePages | undefined, id: string, change: (m: MessageView) => MessageView) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => page.map((m) => (m.id === id ? change(m) : m))) };
}
