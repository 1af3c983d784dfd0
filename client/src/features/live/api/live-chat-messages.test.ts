import { describe, expect, it } from "vitest";
import { LIVE_CHAT_KEPT, withLiveChatLine, type LiveChatLine } from "./live-chat-messages";

const line = (over: Partial<LiveChatLine> & { id: string }): LiveChatLine => ({
  liveSessionId: "live-1",
  clientId: `client-${over.id}`,
  author: { id: "ana", name: "Ana", vip: false, creator: false },
  content: "Hi",
  createdAt: "2026-11-29T02:00:00.000Z",
  ...over,
});

describe("a live chat's lines", () => {
  it("the server's copy replaces the sender's pending one (same clientId), in its place", () => {
    const pending = line({ id: "pending-c1", clientId: "c1", pending: true, author: { id: "ana", name: "Ana", vip: false, creator: false } });
    const other = line({ id: "m2", author: { id: "ben", name: "Ben", vip: false, creator: false } });
    const sent = line({ id: "m1", clientId: "c1", author: { id: "ana", name: "Ana", vip: true, creator: false } });
    expect(withLiveChatLine([pending, other], sent)).toEqual([sent, other]);
  });

  it("the answer and the event are one message, whichever comes first; a later pending copy changes nothing", () => {
    const sent = line({ id: "m1", clientId: "c1" });
    const once = withLiveChatLine(withLiveChatLine([], sent), sent);
    expect(once).toEqual([sent]);
    expect(withLiveChatLine(once, { ...sent, id: "pending-c1", pending: true })).toEqual([sent]);
  });

  it("another person's message with the same clientId is a different line", () => {
    const mine = line({ id: "m1", clientId: "c1" });
    const theirs = line({ id: "m2", clientId: "c1", author: { id: "ben", name: "Ben", vip: false, creator: false } });
    expect(withLiveChatLine([mine], theirs)).toEqual([mine, theirs]);
  });

  it(`keeps the newest ${LIVE_CHAT_KEPT} lines`, () => {
    let lines: LiveChatLine[] = [];
    for (let i = 0; i < LIVE_CHAT_KEPT + 5; i++) lines = withLiveChatLine(lines, line({ id: `m${i}` }));
    expect(lines).toHaveLength(LIVE_CHAT_KEPT);
    expect(lines[0]!.id).toBe("m5");
    expect(lines.at(-1)!.id).toBe(`m${LIVE_CHAT_KEPT + 4}`);
  });
});
