/**
 * Creators' community chats over HTTP: who may enter each room (the rule
 * matrix, exact statuses and messages), sending with a clientId, pages, the
 * creator's and staff's tools, and the limits.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { CHAT_REFUSALS, type ChatMessageView, type ChatRoomsView } from "@shared/chat";
import { sendChatMessage } from "../../chat/messages";
import type { CreatorProfile, User } from "../../db/schema";
import { buildCreator, buildStaff, buildSubscription, buildTier, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const PET = "Biscuit";
const clientId = () => crypto.randomBytes(8).toString("hex");

interface Chat {
  creator: User;
  profile: CreatorProfile;
  tiers: Record<"basic" | "premium" | "vip", { id: string }>;
}

async function buildChat(): Promise<Chat> {
  const { owner: creator, profile } = await buildCreator(t.ctx.db, { petName: PET });
  const tiers = {
    basic: await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic }),
    premium: await buildTier(t.ctx.db, profile, { name: "Premium", price: "9.99", benefits: BENEFIT_TEMPLATES.premium }),
    vip: await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip }),
  };
  return { creator, profile, tiers };
}

async function fanOf(chat: Chat, tier: keyof Chat["tiers"], status = "active"): Promise<User> {
  const fan = await buildUser(t.ctx.db);
  await buildSubscription(t.ctx.db, fan, chat.profile, { tierId: chat.tiers[tier].id, status });
  return fan;
}

const ROLES = ["signed out", "member", "Basic", "Premium", "VIP", "lapsed VIP", "creator", "staff", "muted Basic"] as const;
type Role = (typeof ROLES)[number];

/** A caller of the role (a new person each time), with the chat's creator muting the muted one first. */
async function agentAs(chat: Chat, role: Role) {
  switch (role) {
    case "signed out":
      return t.anonymous();
    case "member":
      return t.as(await buildUser(t.ctx.db));
    case "Basic":
      return t.as(await fanOf(chat, "basic"));
    case "Premium":
      return t.as(await fanOf(chat, "premium"));
    case "VIP":
      return t.as(await fanOf(chat, "vip"));
    case "lapsed VIP":
      return t.as(await fanOf(chat, "vip", "canceled"));
    case "creator":
      return t.as(chat.creator);
    case "staff":
      return t.as(await buildStaff(t.ctx.db, "moderator"));
    case "muted Basic": {
      const fan = await fanOf(chat, "basic");
      const mute = await (await t.as(chat.creator)).post(`/api/creator-profile/${chat.profile.id}/chat/mutes`).send({ userId: fan.id });
      if (mute.status !== 201) throw new Error(`muting answered ${mute.status}`);
      return t.as(fan);
    }
  }
}

const NOT_FAN = { message: CHAT_REFUSALS.notFan(PET) };
const VIP_ONLY = { message: CHAT_REFUSALS.vipRoom(PET) };
const MUTED = { message: CHAT_REFUSALS.muted(PET) };
const UNAUTHORIZED = { message: "Unauthorized" };
type Expect = [number, { message: string } | undefined];
const ok = (status = 200): Expect => [status, undefined];

const MATRIX: Record<string, { send: (agent: Awaited<ReturnType<typeof agentAs>>, chat: Chat) => ReturnType<ReturnType<TestApp["anonymous"]>["get"]>; expected: Record<Role, Expect> }> = {
  "GET main room": {
    send: (agent, chat) => agent.get(`/api/creator-profile/${chat.profile.id}/chat/messages?room=main`),
    expected: {
      "signed out": [401, UNAUTHORIZED],
      member: [403, NOT_FAN],
      Basic: ok(),
      Premium: ok(),
      VIP: ok(),
      "lapsed VIP": [403, NOT_FAN],
      creator: ok(),
      staff: ok(),
      "muted Basic": ok(),
    },
  },
  "GET VIP room": {
    send: (agent, chat) => agent.get(`/api/creator-profile/${chat.profile.id}/chat/messages?room=vip`),
    expected: {
      "signed out": [401, UNAUTHORIZED],
      member: [403, NOT_FAN],
      Basic: [403, VIP_ONLY],
      Premium: [403, VIP_ONLY],
      VIP: ok(),
      "lapsed VIP": [403, NOT_FAN],
      creator: ok(),
      staff: ok(),
      "muted Basic": [403, VIP_ONLY],
    },
  },
  "POST main room": {
    send: (agent, chat) => agent.post(`/api/creator-profile/${chat.profile.id}/chat/messages`).send({ content: "Hi!", clientId: clientId() }),
    expected: {
      "signed out": [401, UNAUTHORIZED],
      member: [403, NOT_FAN],
      Basic: ok(201),
      Premium: ok(201),
      VIP: ok(201),
      "lapsed VIP": [403, NOT_FAN],
      creator: ok(201),
      staff: ok(201),
      "muted Basic": [403, MUTED],
    },
  },
  "POST VIP room": {
    send: (agent, chat) =>
      agent.post(`/api/creator-profile/${chat.profile.id}/chat/messages`).send({ content: "Hi VIPs!", room: "vip", clientId: clientId() }),
    expected: {
      "signed out": [401, UNAUTHORIZED],
      member: [403, NOT_FAN],
      Basic: [403, VIP_ONLY],
      Premium: [403, VIP_ONLY],
      VIP: ok(201),
      "lapsed VIP": [403, NOT_FAN],
      creator: ok(201),
      staff: ok(201),
      "muted Basic": [403, VIP_ONLY],
    },
  },
};

describe("who may enter a creator's chat rooms", () => {
  let chat: Chat;
  beforeAll(async () => {
    chat = await buildChat();
  });
  describe.each(Object.entries(MATRIX))("%s", (_name, row) => {
    it.each(ROLES.map((role) => [role, ...row.expected[role]] as const))("%s → %i", async (role, status, refusal) => {
      const res = await row.send(await agentAs(chat, role), chat);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(status >= 400 ? res.body : undefined).toEqual(refusal);
    });
  });

  it("tells a fan whose tier has no community chat that it isn't in their tier", async () => {
    const { profile } = await buildCreator(t.ctx.db, { petName: PET });
    const tier = await buildTier(t.ctx.db, profile, { benefits: { ...BENEFIT_TEMPLATES.basic, communityChat: false } });
    const fan = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile, { tierId: tier.id });
    const res = await (await t.as(fan)).get(`/api/creator-profile/${profile.id}/chat/messages`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: CHAT_REFUSALS.tierLacksChat(PET) });
  });

  it("answers each person which rooms they may enter, whether they moderate, and their badge", async () => {
    const url = `/api/creator-profile/${chat.profile.id}/chat`;
    const view = async (agent: Awaited<ReturnType<typeof agentAs>>) => (await agent.get(url)).body as ChatRoomsView;
    expect(await view(await agentAs(chat, "member"))).toMatchObject({ rooms: [], moderates: false, badge: null });
    expect(await view(await agentAs(chat, "Basic"))).toMatchObject({ rooms: ["main"], moderates: false, badge: null, mutedUntil: null });
    expect(await view(await agentAs(chat, "VIP"))).toMatchObject({ rooms: ["main", "vip"], moderates: false, badge: "vip" });
    expect(await view(await agentAs(chat, "creator"))).toMatchObject({ rooms: ["main", "vip"], moderates: true, badge: "creator" });
    expect((await view(await agentAs(chat, "muted Basic"))).mutedUntil).toEqual(expect.any(String));
    expect((await t.anonymous().get(url)).status).toBe(401);
  });
});

describe("sending and reading", () => {
  it("sends once per clientId (a retry returns the first), with the VIP badge, and lists newest first", async () => {
    const chat = await buildChat();
    const vip = await fanOf(chat, "vip");
    const agent = await t.as(vip);
    const url = `/api/creator-profile/${chat.profile.id}/chat/messages`;
    const id = clientId();
    const first = await agent.post(url).send({ content: "  Woof!  ", clientId: id });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ content: "Woof!", room: "main", badge: "vip", pinned: false, clientId: id, author: { id: vip.id } });
    const retry = await agent.post(url).send({ content: "Woof!", clientId: id });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    await agent.post(url).send({ content: "Second", clientId: clientId() });
    const list = (await (await t.as(chat.creator)).get(url)).body as ChatMessageView[];
    expect(list.map((m) => m.content)).toEqual(["Second", "Woof!"]);
    // Another person's clientId is not sent to others.
    expect(list[0]!.clientId).toBeUndefined();
  });

  it("pages the history by id: ?before= the oldest seen, ?after= to catch up", async () => {
    const chat = await buildChat();
    const fan = await fanOf(chat, "basic");
    for (let i = 1; i <= 7; i++) {
      await sendChatMessage(t.ctx.db, { authorId: fan.id, creatorProfileId: chat.profile.id, room: "main", content: `m${i}`, clientId: clientId(), badge: null });
    }
    const agent = await t.as(fan);
    const url = `/api/creator-profile/${chat.profile.id}/chat/messages`;
    const first = (await agent.get(`${url}?limit=3`)).body as ChatMessageView[];
    expect(first.map((m) => m.content)).toEqual(["m7", "m6", "m5"]);
    const second = (await agent.get(`${url}?limit=3&before=${first.at(-1)!.id}`)).body as ChatMessageView[];
    expect(second.map((m) => m.content)).toEqual(["m4", "m3", "m2"]);
    const after = (await agent.get(`${url}?after=${second[0]!.id}`)).body as ChatMessageView[];
    expect(after.map((m) => m.content)).toEqual(["m7", "m6", "m5"]);
    // The VIP room is a room of its own.
    expect((await (await t.as(chat.creator)).get(`${url}?room=vip`)).body).toEqual([]);
    expect((await agent.get(`${url}?before=abc`)).status).toBe(400);
  });

  it("refuses empty and overlong messages and a missing clientId with 400", async () => {
    const chat = await buildChat();
    const agent = await t.as(await fanOf(chat, "premium"));
    const url = `/api/creator-profile/${chat.profile.id}/chat/messages`;
    expect((await agent.post(url).send({ content: "   ", clientId: clientId() })).body).toMatchObject({ message: "Message cannot be empty" });
    const long = await agent.post(url).send({ content: "x".repeat(501), clientId: clientId() });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Message must be at most 500 characters");
    expect((await agent.post(url).send({ content: "Hi" })).status).toBe(400);
    expect((await agent.post(url).send({ content: "Hi", room: "lobby", clientId: clientId() })).status).toBe(400);
  });

  it("limits how fast one author sends: 429 with Retry-After past 10 in 15 seconds", async () => {
    const chat = await buildChat();
    const agent = await t.as(await fanOf(chat, "premium"));
    const url = `/api/creator-profile/${chat.profile.id}/chat/messages`;
    for (let i = 0; i < 10; i++) expect((await agent.post(url).send({ content: `${i}`, clientId: clientId() })).status).toBe(201);
    const refused = await agent.post(url).send({ content: "one more", clientId: clientId() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "You're sending messages too quickly. Please wait a few seconds." });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("404s a chat of a profile that does not exist", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    expect((await agent.get(`/api/creator-profile/${crypto.randomUUID()}/chat/messages`)).status).toBe(404);
  });
});

describe("the creator's and staff's tools", () => {
  async function messageBy(chat: Chat, author: User, content = "Hello") {
    const { message } = await sendChatMessage(t.ctx.db, {
      authorId: author.id,
      creatorProfileId: chat.profile.id,
      room: "main",
      content,
      clientId: clientId(),
      badge: null,
    });
    return String(message.id);
  }

  it("pins one message per room (pinning another unpins the first), shown with the rooms; fans may not pin", async () => {
    const chat = await buildChat();
    const fan = await fanOf(chat, "basic");
    const [a, b] = [await messageBy(chat, fan, "a"), await messageBy(chat, fan, "b")];
    const fanAgent = await t.as(fan);
    const refused = await fanAgent.post(`/api/chat-messages/${a}/pin`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: CHAT_REFUSALS.notModerator });
    const creator = await t.as(chat.creator);
    expect((await creator.post(`/api/chat-messages/${a}/pin`)).body).toMatchObject({ id: a, pinned: true });
    const staff = await t.as(await buildStaff(t.ctx.db));
    expect((await staff.post(`/api/chat-messages/${b}/pin`)).body).toMatchObject({ id: b, pinned: true });
    const rooms = (await fanAgent.get(`/api/creator-profile/${chat.profile.id}/chat`)).body as ChatRoomsView;
    expect(rooms.pinned.main).toMatchObject({ id: b, content: "b" });
    expect((await creator.delete(`/api/chat-messages/${b}/pin`)).body).toMatchObject({ pinned: false });
    expect(((await fanAgent.get(`/api/creator-profile/${chat.profile.id}/chat`)).body as ChatRoomsView).pinned.main).toBeNull();
  });

  it("deletes a message: its author, the creator or staff; another fan may not", async () => {
    const chat = await buildChat();
    const [fan, other] = [await fanOf(chat, "basic"), await fanOf(chat, "vip")];
    const url = `/api/creator-profile/${chat.profile.id}/chat/messages`;
    const [own, byCreator, byStaff] = [await messageBy(chat, fan), await messageBy(chat, fan), await messageBy(chat, fan)];
    const refused = await (await t.as(other)).delete(`/api/chat-messages/${own}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: CHAT_REFUSALS.notModerator });
    expect((await (await t.as(fan)).delete(`/api/chat-messages/${own}`)).status).toBe(204);
    expect((await (await t.as(chat.creator)).delete(`/api/chat-messages/${byCreator}`)).status).toBe(204);
    expect((await (await t.as(await buildStaff(t.ctx.db))).delete(`/api/chat-messages/${byStaff}`)).status).toBe(204);
    expect((await (await t.as(fan)).get(url)).body).toEqual([]);
    expect((await (await t.as(fan)).delete(`/api/chat-messages/${own}`)).status).toBe(404);
    // Someone who cannot enter the room does not learn the message exists.
    const outsider = await t.as(await buildUser(t.ctx.db));
    expect((await outsider.delete(`/api/chat-messages/${await messageBy(chat, fan)}`)).status).toBe(404);
  });

  it("mutes a fan for 24 hours (they still read), unmutes them; never the creator or staff; fans may not mute", async () => {
    const chat = await buildChat();
    const fan = await fanOf(chat, "premium");
    const url = `/api/creator-profile/${chat.profile.id}/chat`;
    const creator = await t.as(chat.creator);
    const before = Date.now();
    const muted = await creator.post(`${url}/mutes`).send({ userId: fan.id });
    expect(muted.status).toBe(201);
    const hours = (Date.parse(muted.body.until) - before) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    const fanAgent = await t.as(fan);
    expect((await fanAgent.post(`${url}/messages`).send({ content: "hi", clientId: clientId() })).body).toEqual(MUTED);
    expect((await fanAgent.get(`${url}/messages`)).status).toBe(200);
    expect((await creator.delete(`${url}/mutes/${fan.id}`)).status).toBe(204);
    expect((await fanAgent.post(`${url}/messages`).send({ content: "hi", clientId: clientId() })).status).toBe(201);

    expect((await creator.post(`${url}/mutes`).send({ userId: chat.creator.id })).status).toBe(400);
    expect((await creator.post(`${url}/mutes`).send({ userId: (await buildStaff(t.ctx.db)).id })).status).toBe(400);
    expect((await creator.post(`${url}/mutes`).send({ userId: crypto.randomUUID() })).status).toBe(404);
    const byFan = await (await t.as(await fanOf(chat, "vip"))).post(`${url}/mutes`).send({ userId: fan.id });
    expect(byFan.status).toBe(403);
    expect(byFan.body).toEqual({ message: CHAT_REFUSALS.notModerator });
  });
});

describe("the room's reads use their indexes in ORDER BY order", () => {
  /** The plan's nodes of a statement, with sorts and sequential scans priced out. */
  async function planNodes(statement: { text: string; values: unknown[] }): Promise<string[]> {
    const client = await t.ctx.database.pool.connect();
    try {
      await client.query("begin");
      await client.query("set local enable_seqscan = off");
      await client.query("set local enable_sort = off");
      await client.query("set local enable_incremental_sort = off");
      // Values written in as literals: the embedded database explains no parameters.
      const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => {
        const value = statement.values[Number(n) - 1];
        return typeof value === "number" ? String(value) : client.escapeLiteral(String(value));
      });
      const { rows } = await client.query(`explain (format json) ${text}`);
      await client.query("rollback");
      const nodes: string[] = [];
      const walk = (node: Record<string, unknown>) => {
        nodes.push(`${node["Node Type"]}${node["Index Name"] ? ` using ${node["Index Name"]}` : ""}`);
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      walk((rows[0]["QUERY PLAN"] as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan);
      return nodes;
    } finally {
      client.release();
    }
  }

  it("the history (first page and ?before=) by chat_messages_room_id_idx, the live reads by chat_messages_room_version_idx", async () => {
    const chat = await buildChat();
    const fan = await fanOf(chat, "basic");
    for (let i = 0; i < 3; i++) {
      await sendChatMessage(t.ctx.db, { authorId: fan.id, creatorProfileId: chat.profile.id, room: "main", content: `m${i}`, clientId: clientId(), badge: null });
    }
    // Another room's 5,000 messages: walking the whole table in id order would cost the planner something.
    const other = await buildChat();
    await t.ctx.db.execute(sql`
      insert into chat_messages (creator_profile_id, room, user_id, content, client_id, version)
      select ${other.profile.id}, 'main', ${other.creator.id}, 'x', 'bulk-' || n, n from generate_series(1, 5000) as n`);
    await t.ctx.db.execute(sql`analyze chat_messages`);
    const { chatChangesAfter, listChatMessages } = await import("../../chat/messages");
    const statements: { text: string; values: unknown[] }[] = [];
    const pool = t.ctx.database.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      if (first && typeof first === "object" && "text" in first) {
        const config = first as { text: string; values?: unknown[] };
        statements.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
      }
      return query(...args);
    };
    try {
      await listChatMessages(t.ctx.db, chat.profile.id, "main", { limit: 50 });
      await listChatMessages(t.ctx.db, chat.profile.id, "main", { limit: 50, before: 1_000_000 });
      await chatChangesAfter(t.ctx.db, chat.profile.id, "main", 1, 200);
    } finally {
      (pool as unknown as { query: unknown }).query = query;
    }
    expect(statements).toHaveLength(3);
    const plans = await Promise.all(statements.map(planNodes));
    for (const [i, plan] of plans.entries()) {
      expect(plan.filter((node) => /Sort|Seq Scan/.test(node)), plan.join("\n")).toEqual([]);
      expect(plan.join("\n")).toContain(i < 2 ? "chat_messages_room_id_idx" : "chat_messages_room_version_idx");
    }
  });
});

describe("the public cache", () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await startTestApp({ PUBLIC_CACHE_SECONDS: "300" });
  });
  afterAll(() => cached?.close());

  it("keeps visitors' answers of the creator's page while their chat is written to (it is shown to no visitor)", async () => {
    const { owner, profile } = await buildCreator(cached.ctx.db, { petName: PET });
    const page = `/api/creator-profile/${profile.id}`;
    expect((await cached.anonymous().get(page)).headers["x-public-cache"]).toBe("miss");
    expect((await cached.anonymous().get(page)).headers["x-public-cache"]).toBe("hit");
    const creator = await cached.as(owner);
    expect((await creator.post(`${page}/chat/messages`).send({ content: "Hello!", clientId: clientId() })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 100));
    expect((await cached.anonymous().get(page)).headers["x-public-cache"]).toBe("hit");
    // A write to the profile itself still clears it.
    expect((await creator.patch(page).send({ bio: "A corgi who loves the snow." })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect((await cached.anonymous().get(page)).headers["x-public-cache"]).toBe("miss");
  });
});
