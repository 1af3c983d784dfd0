import { describe, expect, it } from "vitest";
import type { MessageView } from "@shared/messages";
import { updateMessage, withMessage, type MessagePages } from "./messages";

const message = (id: string, extra: Partial<MessageView> = {}): MessageView => ({
  id,
  conversationId: "c1",
  senderId: "u1",
  content: id,
  mediaUrl: null,
  deleted: false,
  senderDeleted: false,
  createdAt: "2026-11-27T12:00:00.000Z",
  ...extra,
});
const pagesOf = (...pages: MessageView[][]): MessagePages => ({ pages, pageParams: pages.map(() => undefined) });
const ids = (data: MessagePages | undefined) => data?.pages.map((page) => page.map((m) => m.id));

describe("a conversation's cached pages", () => {
  it("take a new message on top of the newest page", () => {
    expect(ids(withMessage(pagesOf([message("b"), message("a")]), message("c")))).toEqual([["c", "b", "a"]]);
  });

  it("replace the pending copy by the sent message (by client id), never showing it twice", () => {
    const pending = message("pending-k1", { clientId: "k1" });
    const sent = message("m1", { clientId: "k1" });
    const data = withMessage(pagesOf([pending, message("a")]), sent);
    expect(ids(data)).toEqual([["m1", "a"]]);
    // The live event of the same message, after the answer: still one.
    expect(ids(withMessage(data, { ...sent, clientId: undefined }))).toEqual([["m1", "a"]]);
  });

  it("change one message in place, on any page", () => {
    const data = updateMessage(pagesOf([message("b")], [message("a")]), "a", (m) => ({ ...m, deleted: true, content: "" }));
    expect(data?.pages[1]?.[0]).toMatchObject({ id: "a", deleted: true, content: "" });
  });

  it("leave a conversation not loaded alone", () => {
    expect(withMessage(undefined, message("a"))).toBeUndefined();
  });
});
