import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContactMessageView } from "@shared/api-types";
import { contactMessages, type User } from "../../db/schema";
import { RATE_LIMITS } from "../../http/rate-limit";
import { buildUser, buildStaff } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

// Behind a trusted proxy the client address comes from X-Forwarded-For, so every
// test speaks from its own address and has the contact limit to itself.
let t: TestApp;
let staff: User;
let member: User;
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: "true" });
  staff = await buildStaff(t.ctx.db);
  member = await buildUser(t.ctx.db);
});
afterAll(() => t?.close());

const validMessage = {
  name: "Maya Thompson",
  email: "maya@example.com",
  subject: "Question about payouts",
  message: "Hi! When do PawPals receive their monthly earnings?",
};

function sendContact(body: unknown, address = newAddress()) {
  return t.anonymous().post("/api/contact").set("X-Forwarded-For", address).send(body as object);
}

async function inbox(query = ""): Promise<ContactMessageView[]> {
  const res = await (await t.as(staff)).get(`/api/contact-messages${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe("POST /api/contact", () => {
  it("accepts a visitor's message and keeps it unread in the staff inbox", async () => {
    const res = await sendContact({ ...validMessage, subject: "  Visitor question  " });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: "Message sent" });

    const stored = (await inbox()).find((m) => m.subject === "Visitor question");
    expect(stored).toMatchObject({ name: "Maya Thompson", email: "maya@example.com", read: false });
  });

  it("accepts a message from a signed-in user too", async () => {
    const agent = await t.as(member);
    const res = await agent
      .post("/api/contact")
      .set("X-Forwarded-For", newAddress())
      .send({ ...validMessage, subject: "From a member" });
    expect(res.status).toBe(201);
    // Linked to the signed-in sender (their export and deletion find it so), a visitor's to no one.
    const senders = await t.ctx.db.select({ subject: contactMessages.subject, userId: contactMessages.userId }).from(contactMessages);
    expect(senders.find((m) => m.subject === "From a member")?.userId).toBe(member.id);
    expect(senders.find((m) => m.subject === "Visitor question")?.userId).toBeNull();
  });

  it("accepts values exactly at the minimum lengths", async () => {
    const res = await sendContact({ name: "Al", email: "al@example.com", subject: "Hello", message: "0123456789" });
    expect(res.status).toBe(201);
  });

  it.each([
    ["name", "A", "Name must be at least 2 characters"],
    ["name", "  B  ", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "", "Please enter a valid email address"],
    ["subject", "Hey!", "Subject must be at least 5 characters"],
    ["message", "Too short", "Message must be at least 10 characters"],
  ])("refuses %s %j with %j", async (field, value, message) => {
    const res = await sendContact({ ...validMessage, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ path: field, message }] });
  });

  it("lists every missing field with its own message", async () => {
    const res = await sendContact({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "name", message: "Name must be at least 2 characters" },
      { path: "email", message: "Please enter a valid email address" },
      { path: "subject", message: "Subject must be at least 5 characters" },
      { path: "message", message: "Message must be at least 10 characters" },
    ]);
    expect(res.body.message).toBe("Name must be at least 2 characters");
  });

  it("stores only the form's fields (read cannot be set by the sender)", async () => {
    const res = await sendContact({ ...validMessage, subject: "Sneaky read flag", read: true });
    expect(res.status).toBe(201);
    const stored = (await inbox()).find((m) => m.subject === "Sneaky read flag");
    expect(stored?.read).toBe(false);
  });
});

describe("the contact rate limit", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`allows ${RATE_LIMITS.contact.max} messages per address in ${RATE_LIMITS.contact.windowSeconds / 60} minutes, then answers 429 with Retry-After`, async () => {
    const address = newAddress();
    for (let i = 0; i < RATE_LIMITS.contact.max; i++) {
      const res = await sendContact({ ...validMessage, subject: `Rate limit ${i}` }, address);
      expect(res.status).toBe(201);
    }
    const refused = await sendContact(validMessage, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: RATE_LIMITS.contact.message });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.contact.windowSeconds);

    // Another address is not affected.
    expect((await sendContact(validMessage)).status).toBe(201);
  });

  it("validates first: invalid messages always get their 400 and do not count", async () => {
    const address = newAddress();
    const invalid = { ...validMessage, message: "Too short" };
    const tooShort = "Message must be at least 10 characters";
    const invalidAnswer = { message: tooShort, errors: [{ path: "message", message: tooShort }] };
    for (let i = 0; i < RATE_LIMITS.contact.max; i++) {
      const refused = await sendContact(invalid, address);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(invalidAnswer);
      expect((await sendContact({ ...validMessage, subject: `Counted ${i}` }, address)).status).toBe(201);
    }
    // Past the limit an invalid message still gets its own 400, not a 429.
    const invalidPastLimit = await sendContact(invalid, address);
    expect(invalidPastLimit.status).toBe(400);
    expect(invalidPastLimit.body).toEqual(invalidAnswer);
    const sixth = await sendContact(validMessage, address);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: RATE_LIMITS.contact.message });
  });

  it("lets the address send again once the window has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const address = newAddress();
    for (let i = 0; i < RATE_LIMITS.contact.max; i++) {
      expect((await sendContact({ ...validMessage, subject: `Window ${i}` }, address)).status).toBe(201);
    }
    expect((await sendContact(validMessage, address)).status).toBe(429);

    vi.setSystemTime(Date.now() + RATE_LIMITS.contact.windowSeconds * 1000 + 1000);
    expect((await sendContact(validMessage, address)).status).toBe(201);
  });
});

describe("GET /api/contact-messages", () => {
  it("is refused to visitors (401) and to members who are not staff (403)", async () => {
    const anonymous = await t.anonymous().get("/api/contact-messages");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "Unauthorized" });

    const notStaff = await (await t.as(member)).get("/api/contact-messages");
    expect(notStaff.status).toBe(403);
    expect(notStaff.body).toEqual({ message: "Staff only" });
  });

  it("gives staff the messages newest first with exactly the message fields", async () => {
    await sendContact({ ...validMessage, subject: "Older message" });
    await sendContact({ ...validMessage, subject: "Newer message" });
    const list = await inbox();
    const subjects = list.map((m) => m.subject);
    expect(subjects.indexOf("Newer message")).toBeLessThan(subjects.indexOf("Older message"));
    expect(Object.keys(list[0]).sort()).toEqual(["createdAt", "email", "id", "message", "name", "read", "subject"]);
    expect(new Date(list[0].createdAt).toISOString()).toBe(list[0].createdAt);
  });

  it("pages with ?limit and ?before", async () => {
    for (const n of [1, 2, 3]) await sendContact({ ...validMessage, subject: `Paging message ${n}` });
    const all = await inbox();
    const first = await inbox("?limit=2");
    expect(first.map((m) => m.id)).toEqual(all.slice(0, 2).map((m) => m.id));
    const second = await inbox(`?limit=2&before=${first[1].id}`);
    expect(second.map((m) => m.id)).toEqual(all.slice(2, 4).map((m) => m.id));
  });

  it("refuses a bad page query with 400", async () => {
    const agent = await t.as(staff);
    expect((await agent.get("/api/contact-messages?limit=0")).status).toBe(400);
    expect((await agent.get("/api/contact-messages?limit=101")).status).toBe(400);
    const res = await agent.get("/api/contact-messages?before=not-an-id");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("before must be an id from a previous page");
  });
});

describe("POST /api/contact-messages/:id/read", () => {
  it("lets staff mark a message read", async () => {
    await sendContact({ ...validMessage, subject: "Please mark me read" });
    const message = (await inbox()).find((m) => m.subject === "Please mark me read")!;
    const res = await (await t.as(staff)).post(`/api/contact-messages/${message.id}/read`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...message, read: true });
    expect((await inbox()).find((m) => m.id === message.id)?.read).toBe(true);
  });

  it("is refused to visitors and members", async () => {
    const [message] = await inbox();
    expect((await t.anonymous().post(`/api/contact-messages/${message.id}/read`)).status).toBe(401);
    expect((await (await t.as(member)).post(`/api/contact-messages/${message.id}/read`)).status).toBe(403);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const agent = await t.as(staff);
    const unknown = await agent.post("/api/contact-messages/00000000-0000-4000-8000-000000000000/read");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Message not found" });
    const malformed = await agent.post("/api/contact-messages/not-a-uuid/read");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "Invalid id" });
  });
});

describe("GET /api/contact-messages/summary", () => {
  async function summary() {
    const res = await (await t.as(staff)).get("/api/contact-messages/summary");
    expect(res.status).toBe(200);
    return res.body as { total: number; unread: number };
  }

  it("counts every message and the unread ones, beyond the first page", async () => {
    const before = await summary();
    await sendContact({ ...validMessage, subject: "Counted message one" });
    await sendContact({ ...validMessage, subject: "Counted message two" });
    expect(await summary()).toEqual({ total: before.total + 2, unread: before.unread + 2 });

    const message = (await inbox()).find((m) => m.subject === "Counted message one")!;
    await (await t.as(staff)).post(`/api/contact-messages/${message.id}/read`);
    expect(await summary()).toEqual({ total: before.total + 2, unread: before.unread + 1 });
  });

  it("is for staff only", async () => {
    expect((await t.anonymous().get("/api/contact-messages/summary")).status).toBe(401);
    expect((await (await t.as(member)).get("/api/contact-messages/summary")).status).toBe(403);
  });
});
