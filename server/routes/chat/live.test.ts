/**
 * Community chat on the live channel: streams joined to a room (?rooms=) get
 * its messages, deletions, pins and how many are here, filtered by who may see
 * the room when each is sent; across two instances on PostgreSQL too.
 */
import crypto from "node:crypto";
import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { chatRoomKey, type ChatRoom } from "@shared/chat";
import { createApp } from "../../app";
import { openDatabase, type Database } from "../../db";
import { sessions, subscriptions, type CreatorProfile, type User } from "../../db/schema";
import { realtimeHub } from "../../realtime/hub";
import { buildCreator, buildSubscription, buildTier, buildUser } from "../../test/factories";
import { freePort, startTestApp, type TestApp } from "../../test/harness";
import { newSessionRow, signedSessionCookie } from "../../test/session-cookie";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

interface Received {
  id: string | undefined;
  type: string;
  data: Record<string, unknown>;
}

async function signIn(user: User): Promise<string> {
  const row = newSessionRow(user.id);
  await t.ctx.db.insert(sessions).values(row);
  return signedSessionCookie(row.sid, t.ctx.sessionSecret);
}

/** A stream joined to rooms, read as an EventSource would. */
async function openStream(user: User, rooms: string[], baseUrl = t.baseUrl) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime?rooms=${encodeURIComponent(rooms.join(","))}`, {
    headers: { Accept: "text/event-stream", Cookie: await signIn(user) },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const events: Received[] = [];
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | undefined;
          let data: string | undefined;
          for (const line of block.split("\n")) {
            if (line.startsWith("id: ")) id = line.slice(4);
            if (line.startsWith("data: ")) data = line.slice(6);
          }
          if (data !== undefined) events.push({ id, ...(JSON.parse(data) as Omit<Received, "id">) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    /** The events of a type so far, once `count` of them arrived (or after 5 s). */
    async ofType(type: string, count = 1) {
      const deadline = Date.now() + 5000;
      while (events.filter((e) => e.type === type).length < count && Date.now() < deadline) await sleep(20);
      return events.filter((e) => e.type === type);
    },
    close: () => abort.abort(),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const settle = () => sleep(300);

async function buildChat() {
  const { owner: creator, profile } = await buildCreator(t.ctx.db);
  const basic = await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic });
  const vip = await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip });
  const fan = async (tier: { id: string }) => {
    const user = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, user, profile, { tierId: tier.id });
    return user;
  };
  return { creator, profile, fan, basic, vip };
}

async function send(baseUrl: string, author: User, profile: CreatorProfile, content: string, room: ChatRoom = "main") {
  const res = await fetch(`${baseUrl}/api/creator-profile/${profile.id}/chat/messages`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: await signIn(author), Origin: baseUrl },
    body: JSON.stringify({ content, room, clientId: crypto.randomBytes(8).toString("hex") }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; clientId: string };
}

describe("community chat on the live channel", () => {
  it("sends a message to every stream joined to the room (its clientId to its author only), and nothing to others", async () => {
    const { profile, fan, basic, vip } = await buildChat();
    const [alice, bob, carol] = [await fan(basic), await fan(vip), await fan(basic)];
    const main = chatRoomKey(profile.id, "main");
    const [aliceStream, bobStream, carolStream] = [await openStream(alice, [main]), await openStream(bob, [main]), await openStream(carol, [])];
    await settle();
    const sent = await send(t.baseUrl, bob, profile, "Hello fans!");
    const [toAlice] = await aliceStream.ofType("chat.message");
    expect(toAlice).toEqual({
      id: undefined,
      type: "chat.message",
      data: expect.objectContaining({ id: sent.id, content: "Hello fans!", room: "main", badge: "vip", creatorProfileId: profile.id }),
    });
    expect(toAlice!.data.clientId).toBeUndefined();
    const [toBob] = await bobStream.ofType("chat.message");
    expect(toBob!.data).toMatchObject({ id: sent.id, clientId: sent.clientId });
    await settle();
    expect(carolStream.events.filter((e) => e.type.startsWith("chat."))).toEqual([]);
    for (const s of [aliceStream, bobStream, carolStream]) s.close();
  });

  it("tells the room of deletions and pins", async () => {
    const { creator, profile, fan, basic } = await buildChat();
    const alice = await fan(basic);
    const stream = await openStream(alice, [chatRoomKey(profile.id, "main")]);
    await settle();
    const sent = await send(t.baseUrl, alice, profile, "pin me");
    await stream.ofType("chat.message");
    const agent = await t.as(creator);
    expect((await agent.post(`/api/chat-messages/${sent.id}/pin`)).status).toBe(200);
    const pinned = await stream.ofType("chat.message", 2);
    expect(pinned[1]!.data).toMatchObject({ id: sent.id, pinned: true });
    expect((await agent.delete(`/api/chat-messages/${sent.id}`)).status).toBe(204);
    expect(await stream.ofType("chat.message.deleted")).toEqual([
      { id: undefined, type: "chat.message.deleted", data: { id: sent.id, creatorProfileId: profile.id, room: "main" } },
    ]);
    stream.close();
  });

  it("does not join a stream to a room its person may not enter (a member, a Basic fan to the VIP room)", async () => {
    const { creator, profile, fan, basic } = await buildChat();
    const [member, basicFan] = [await buildUser(t.ctx.db), await fan(basic)];
    const vipRoom = chatRoomKey(profile.id, "vip");
    const streams = [await openStream(member, [chatRoomKey(profile.id, "main")]), await openStream(basicFan, [vipRoom, "nonsense"])];
    await settle();
    await send(t.baseUrl, creator, profile, "main news");
    await send(t.baseUrl, creator, profile, "VIP news", "vip");
    await settle();
    for (const stream of streams) {
      expect(stream.events.filter((e) => e.type.startsWith("chat."))).toEqual([]);
      stream.close();
    }
  });

  it("stops sending to a fan whose subscription lapsed, from the next message on", async () => {
    const { creator, profile, fan, vip } = await buildChat();
    const [staying, lapsing] = [await fan(vip), await fan(vip)];
    const vipRoom = chatRoomKey(profile.id, "vip");
    const [stays, lapses] = [await openStream(staying, [vipRoom]), await openStream(lapsing, [vipRoom])];
    await settle();
    await send(t.baseUrl, creator, profile, "first", "vip");
    expect(await lapses.ofType("chat.message")).toHaveLength(1);
    await t.ctx.db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.subscriberId, lapsing.id));
    await send(t.baseUrl, creator, profile, "second", "vip");
    expect((await stays.ofType("chat.message", 2)).map((e) => e.data.content)).toEqual(["first", "second"]);
    await settle();
    expect(lapses.events.filter((e) => e.type === "chat.message").map((e) => e.data.content)).toEqual(["first"]);
    stays.close();
    lapses.close();
  });

  it("counts who is here now, live: one per person however many tabs, down again as they leave", async () => {
    const { profile, fan, basic } = await buildChat();
    const [alice, bob] = [await fan(basic), await fan(basic)];
    const main = chatRoomKey(profile.id, "main");
    const aliceStream = await openStream(alice, [main]);
    expect((await aliceStream.ofType("chat.presence")).at(-1)!.data).toEqual({ creatorProfileId: profile.id, room: "main", here: 1 });
    const bobTabs = [await openStream(bob, [main]), await openStream(bob, [main])];
    const counts = async (count: number) => (await aliceStream.ofType("chat.presence", count)).map((e) => e.data.here);
    expect(await counts(2)).toEqual([1, 2]);
    expect((await bobTabs[1]!.ofType("chat.presence")).at(-1)!.data.here).toBe(2);
    for (const tab of bobTabs) tab.close();
    expect(await counts(3)).toEqual([1, 2, 1]);
    aliceStream.close();
    await settle();
    expect(realtimeHub(t.ctx.database).chat!.size.streams).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("community chat across two instances on one PostgreSQL database", () => {
  it("a message posted on instance A arrives on a stream held on B, and both count who is here", async () => {
    const port = await freePort();
    const second: Database = await openDatabase({
      ...t.ctx.config,
      database: { ...t.ctx.config.database, url: t.ctx.database.pool.options.connectionString },
    });
    const publicUrl = `http://localhost:${port}`;
    const app = await createApp({ ...t.ctx, config: { ...t.ctx.config, port, publicUrl }, database: second, db: second.db });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      const { profile, fan, basic } = await buildChat();
      const [alice, bob] = [await fan(basic), await fan(basic)];
      const main = chatRoomKey(profile.id, "main");
      const onB = await openStream(alice, [main], publicUrl);
      const onA = await openStream(bob, [main]);
      const sent = await send(t.baseUrl, bob, profile, "from A");
      expect((await onB.ofType("chat.message"))[0]!.data).toMatchObject({ id: sent.id, content: "from A" });
      const here = async (stream: typeof onA) => {
        const deadline = Date.now() + 5000;
        while (Date.now() < deadline && stream.events.filter((e) => e.type === "chat.presence").at(-1)?.data.here !== 2) await sleep(20);
        return stream.events.filter((e) => e.type === "chat.presence").at(-1)?.data.here;
      };
      expect(await here(onA)).toBe(2);
      expect(await here(onB)).toBe(2);
      onA.close();
      onB.close();
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await second.close();
    }
  });
});
