import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ChatMessageView } from "@shared/chat";
import { removeChatMessage, upsertChatMessage, type ListedChatMessage } from "./chat-messages";
import { chatMessagesKey } from "./keys";

const PROFILE = "p1";
const message = (id: string, extra: Partial<ListedChatMessage> = {}): ListedChatMessage => ({
  id,
  creatorProfileId: PROFILE,
  room: "main",
  author: { id: "u1", name: "Ann", username: null, profileImageUrl: null },
  badge: null,
  content: `message ${id}`,
  pinned: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...extra,
});

function roomWith(...pages: ListedChatMessage[][]) {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<ListedChatMessage[], string | undefined>>(chatMessagesKey(PROFILE, "main"), {
    pages,
    pageParams: pages.map(() => undefined),
  });
  const ids = () => client.getQueryData<InfiniteData<ChatMessageView[]>>(chatMessagesKey(PROFILE, "main"))!.pages.map((p) => p.map((m) => m.id));
  return { client, ids };
}

describe("a room's messages in the cache", () => {
  it("puts a new message first, and its sent copy and live event become one message whichever comes second", () => {
    const { client, ids } = roomWith([message("2"), message("1")]);
    upsertChatMessage(client, message("pending-abc", { clientId: "abc", pending: true }));
    expect(ids()).toEqual([["pending-abc", "2", "1"]]);
    // The live event (with the author's clientId) before the POST's answer.
    upsertChatMessage(client, message("3", { clientId: "abc" }));
    expect(ids()).toEqual([["3", "2", "1"]]);
    upsertChatMessage(client, message("3", { clientId: "abc" }));
    expect(ids()).toEqual([["3", "2", "1"]]);
    // Someone else's message, then a change to an older one (pinned) in place.
    upsertChatMessage(client, message("4"));
    upsertChatMessage(client, message("1", { pinned: true }));
    expect(ids()).toEqual([["4", "3", "2", "1"]]);
  });

  it("takes a deleted message off whichever page holds it", () => {
    const { client, ids } = roomWith([message("3")], [message("2"), message("1")]);
    removeChatMessage(client, chatMessagesKey(PROFILE, "main"), (m) => m.id === "2");
    expect(ids()).toEqual([["3"], ["1"]]);
  });
});
