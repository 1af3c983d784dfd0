/**
 * Who may do what with the community side of the API: every write and private
 * read × {signed out, another user, owner/author, moderator, admin}, each cell asserted.
 * "Owner" is the user closest to the record: the thread's author for comments,
 * the sender of the message for the inbox, the (non-staff) author of an earlier
 * tip or article for publishing, a seller or thread author for new ones.
 */
import type { Response } from "supertest";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, communityThreads, contactMessages, type User } from "../db/schema";
import { buildUser, buildStaff } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

type Role = "signed out" | "another user" | "owner" | "moderator" | "admin";
const ROLES: Role[] = ["signed out", "another user", "owner", "moderator", "admin"];

interface Fixtures {
  threadId: string;
  messageId: string;
  /** A member admins may appoint as a moderator. */
  candidateEmail: string;
}

interface Row {
  action: string;
  expected: Record<Role, number>;
  send(agent: request.Agent, f: Fixtures): Promise<Response>;
  /** The 403's message, when it is not "Staff only". */
  refusal?: string;
}

const everyoneSignedIn = { "signed out": 401, "another user": 201, owner: 201, moderator: 201, admin: 201 };
const staffOnly = (ok: number) => ({ "signed out": 401, "another user": 403, owner: 403, moderator: ok, admin: ok });
const adminsOnly = (ok: number) => ({ "signed out": 401, "another user": 403, owner: 403, moderator: 403, admin: ok });

const MATRIX: Row[] = [
  {
    action: "POST /api/contact",
    expected: { "signed out": 201, "another user": 201, owner: 201, moderator: 201, admin: 201 },
    send: (a) =>
      a.post("/api/contact").send({
        name: "Maya Thompson",
        email: "owner@example.test",
        subject: "A question for you",
        message: "How do tiers work for new PawPals?",
      }),
  },
  {
    action: "GET /api/contact-messages",
    expected: staffOnly(200),
    send: (a) => a.get("/api/contact-messages"),
  },
  {
    action: "GET /api/contact-messages/summary",
    expected: staffOnly(200),
    send: (a) => a.get("/api/contact-messages/summary"),
  },
  {
    action: "POST /api/contact-messages/:id/read",
    expected: staffOnly(200),
    send: (a, f) => a.post(`/api/contact-messages/${f.messageId}/read`),
  },
  {
    action: "POST /api/community-threads",
    expected: everyoneSignedIn,
    send: (a) => a.post("/api/community-threads").send({ title: "Leash training", content: "Any tips?", category: "Training Tips" }),
  },
  {
    action: "POST /api/thread-comments",
    expected: everyoneSignedIn,
    send: (a, f) => a.post("/api/thread-comments").send({ threadId: f.threadId, content: "Great question!" }),
  },
  {
    action: "POST /api/marketplace-items",
    expected: everyoneSignedIn,
    send: (a) =>
      a.post("/api/marketplace-items").send({
        title: "Cat tree",
        description: "Four levels, sisal posts.",
        price: "40",
        category: "Accessories",
        condition: "Like New",
      }),
  },
  {
    action: "POST /api/wellness-tips",
    expected: staffOnly(201),
    send: (a) =>
      a.post("/api/wellness-tips").send({ title: "Short walks", content: "Twice a day.", category: "Exercise", tags: [] }),
  },
  {
    action: "POST /api/vet-articles",
    expected: staffOnly(201),
    send: (a) =>
      a.post("/api/vet-articles").send({ title: "Heart murmurs", content: "What they mean.", specialization: "Cardiology" }),
  },
  {
    action: "GET /api/admin/staff",
    expected: adminsOnly(200),
    refusal: "Admins only",
    send: (a) => a.get("/api/admin/staff"),
  },
  {
    action: "POST /api/admin/moderators",
    expected: adminsOnly(200),
    refusal: "Admins only",
    send: (a, f) => a.post("/api/admin/moderators").send({ user: f.candidateEmail }),
  },
];

let t: TestApp;
let fixtures: Fixtures;
const agents = {} as Record<Role, request.Agent>;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await buildUser(t.ctx.db, { email: "owner@example.test" });
  const another = await buildUser(t.ctx.db);
  const moderator = await buildStaff(t.ctx.db, "moderator");
  const admin = await buildStaff(t.ctx.db, "admin");

  const [thread] = await t.ctx.db
    .insert(communityThreads)
    .values({ userId: owner.id, title: "Owner's thread", content: "Talk to me", category: "General" })
    .returning();
  const [message] = await t.ctx.db
    .insert(contactMessages)
    .values({ name: "Owner", email: owner.email!, subject: "My own message", message: "Sent by the owner" })
    .returning();
  // The owner wrote earlier health content (say, before leaving the staff), which grants nothing now.
  await authoredEarlierArticles(owner);
  // Appointed by an address their identity provider asserted (an unasserted one finds nobody).
  const candidate = await buildUser(t.ctx.db, { emailVerified: true });
  fixtures = { threadId: thread.id, messageId: message.id, candidateEmail: candidate.email! };

  agents["signed out"] = t.anonymous();
  agents["another user"] = await t.as(another);
  agents.owner = await t.as(owner);
  agents.moderator = await t.as(moderator);
  agents.admin = await t.as(admin);
});
afterAll(() => t?.close());

async function authoredEarlierArticles(author: User) {
  await t.ctx.db.insert(articles).values([
    { kind: "wellness", authorId: author.id, title: "Old tip", content: "Old", topic: "Grooming" },
    { kind: "vet", authorId: author.id, title: "Old article", content: "Old", topic: "Surgery" },
  ]);
}

describe.each(MATRIX)("$action", (row) => {
  it.each(ROLES)("as %s", async (role) => {
    const res = await row.send(agents[role], fixtures);
    const expected = row.expected[role];
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 401) expect(res.body).toEqual({ message: "Unauthorized" });
    if (expected === 403) expect(res.body).toEqual({ message: row.refusal ?? "Staff only" });
  });
});
