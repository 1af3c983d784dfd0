// @vitest-environment jsdom
/**
 * The live chat as a viewer and a moderator meet it: closed before and after
 * the live, the sender's own line at once ("Sending…") then the server's, a
 * refused send giving its words back with the reason, a mute closing the
 * viewer's composer, and a moderator's menu on other people's lines.
 */
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_CHAT_MUTED, type LiveSessionView } from "@shared/live";
import type { RealtimeMessage } from "@shared/realtime";
import type { RealtimeListener } from "@/lib/realtime";
import { testUser, useTestRoot, withSignedIn, stubResizeObserver } from "@/test/render";
import { LiveChatPanel } from "./live-chat-panel";

const listeners = new Set<RealtimeListener>();
vi.mock("@/lib/realtime", () => ({
  realtimeChannel: () => ({
    subscribe(listener: RealtimeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  }),
}));
const send = (message: RealtimeMessage) => act(() => listeners.forEach((listener) => listener(message)));

const live: LiveSessionView = {
  id: "live-1",
  creatorProfileId: "profile-1",
  title: "Zoomies at dusk",
  description: null,
  thumbnailUrl: null,
  status: "live",
  audience: { kind: "fans" },
  viewerCount: 3,
  peakViewerCount: 3,
  saveReplay: true,
  replayPostId: null,
  scheduledFor: null,
  startedAt: new Date().toISOString(),
  endedAt: null,
  createdAt: new Date().toISOString(),
};

const fromViewer = (id: string, content: string) =>
  ({
    type: "live.chat",
    data: { liveSessionId: live.id, id, clientId: `c-${id}`, author: { id: "viewer-2", name: "Sam", vip: true, creator: false }, content, createdAt: new Date().toISOString() },
  }) as RealtimeMessage;

const mounted = useTestRoot();
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  stubResizeObserver();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  listeners.clear();
});

function render(props: Partial<Parameters<typeof LiveChatPanel>[0]> = {}) {
  mounted.render(withSignedIn(testUser, <LiveChatPanel live={live} canModerate={false} {...props} />));
}
const field = () => mounted.container.querySelector<HTMLTextAreaElement>('textarea[aria-label="Chat message"]');
const text = () => mounted.container.textContent ?? "";

/** Types into the composer as a person does, then presses Enter. */
async function say(words: string) {
  const textarea = field()!;
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    setValue.call(textarea, words);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await act(async () => {
    textarea.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  });
}

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe("the live chat panel", () => {
  it("is closed before the live starts and after it ends, with a reason instead of a composer", () => {
    render({ live: { ...live, status: "scheduled" } });
    expect(field()).toBeNull();
    expect(text()).toContain("The chat opens when the live starts.");
    render({ live: { ...live, status: "ended" } });
    expect(text()).toContain("The chat has closed.");
  });

  it("shows messages as they arrive, and takes one down when it is deleted", () => {
    render();
    expect(text()).toContain("Messages from the live appear here. Say hi!");
    send(fromViewer("m1", "Hello Biscuit!"));
    expect(text()).toContain("Hello Biscuit!");
    expect(text()).toContain("VIP");
    send({ type: "live.chat.deleted", data: { liveSessionId: live.id, id: "m1" } } as RealtimeMessage);
    expect(text()).not.toContain("Hello Biscuit!");
  });

  it("shows the sender's message at once, greyed as Sending…, then the server's copy in its place", async () => {
    let resolve!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    render();
    await say("What a good dog");
    expect(text()).toContain("What a good dog");
    expect(text()).toContain("Sending…");
    expect(field()!.value).toBe("");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/live-sessions/${live.id}/chat`);
    const { clientId } = JSON.parse(String(init.body)) as { clientId: string };
    resolve(
      answer(201, {
        liveSessionId: live.id,
        id: "m9",
        clientId,
        author: { id: testUser.id, name: "Tess Tapper", vip: false, creator: false },
        content: "What a good dog",
        createdAt: new Date().toISOString(),
      }),
    );
    await settle();
    expect(text()).not.toContain("Sending…");
    expect(text().match(/What a good dog/g)).toHaveLength(1);
  });

  it("gives a refused message's words back with the reason, and a mute closes the composer", async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { message: "You're sending messages too fast. Please wait a moment." }));
    render();
    await say("spam spam");
    await settle();
    expect(field()!.value).toBe("spam spam");
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toBe("You're sending messages too fast. Please wait a moment.");

    fetchMock.mockResolvedValueOnce(answer(403, { message: LIVE_CHAT_MUTED }));
    await say("again");
    await settle();
    expect(field()).toBeNull();
    expect(mounted.container.querySelector('[role="status"]')?.textContent).toBe(LIVE_CHAT_MUTED);
  });

  it("gives a moderator a menu on other people's lines to delete the message or mute its author", async () => {
    render({ canModerate: true });
    send(fromViewer("m2", "Buy followers at …"));
    const trigger = mounted.container.querySelector<HTMLButtonElement>('button[aria-label*="message by Sam"]');
    expect(trigger).not.toBeNull();
    await act(async () => {
      trigger!.focus();
      trigger!.click();
    });
    for (let wait = 0; wait < 500 && !document.querySelector('[role="menu"]'); wait++) await settle();
    const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(["Mute Sam for this live", "Delete message"]);
  });

  it("gives a viewer no menu on other people's lines", () => {
    render();
    send(fromViewer("m3", "Hi all"));
    expect(mounted.container.querySelector('button[aria-label*="message by Sam"]')).toBeNull();
  });
});
