/**
 * Who may report and who may moderate, as one table: every endpoint of
 * reports and the moderation queue × {signed out, member, owner, moderator,
 * admin} → status. "Owner" is the author of the reported content; each cell
 * builds its own report and case, so no cell depends on another.
 */
import type { Test } from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { moderationCases, type User } from "@shared/schema";
import { buildStaff, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { buildTarget, caseIdOf, fileReport } from "../routes/moderation/test-data";

type Role = "signed out" | "member" | "owner" | "moderator" | "admin";
const ROLES: Role[] = ["signed out", "member", "owner", "moderator", "admin"];
type Agent = TestAgent<Test>;

interface Arranged {
  owner: User;
  send(agent: Agent): Test;
}

interface Row {
  arrange(): Promise<Arranged>;
  expected: Record<Role, number>;
  /** The exact {"message"} of each refusal other than 401, by status. */
  refusals?: Partial<Record<number, string>>;
}

let t: TestApp;
let moderator: User;
let admin: User;

beforeAll(async () => {
  t = await startTestApp();
  moderator = await buildStaff(t.ctx.db, "moderator");
  admin = await buildStaff(t.ctx.db, "admin");
});
afterAll(() => t?.close());

const staffOnly = (ok: number) => ({ "signed out": 401, member: 403, owner: 403, moderator: ok, admin: ok });

/** A post of a new owner, reported by someone else, with its open case. */
async function reportedPost() {
  const target = await buildTarget(t.ctx.db, "post");
  await fileReport(t, await buildUser(t.ctx.db), target, "animal_neglect");
  const caseId = await caseIdOf(t.ctx.db, target);
  const [{ version }] = await t.ctx.db.select({ version: moderationCases.version }).from(moderationCases).where(eq(moderationCases.id, caseId));
  return { owner: target.author, caseId, version };
}

const matrix: Record<string, Row> = {
  "POST /api/reports (owner: the post's creator)": {
    async arrange() {
      const target = await buildTarget(t.ctx.db, "post");
      const body = { targetType: "post", targetId: target.id, reason: "spam_scam" };
      return { owner: target.author, send: (agent) => agent.post("/api/reports").send(body) };
    },
    expected: { "signed out": 401, member: 201, owner: 400, moderator: 201, admin: 201 },
    refusals: { 400: "You cannot report your own content" },
  },
  "GET /api/moderation/cases": {
    async arrange() {
      const { owner } = await reportedPost();
      return { owner, send: (agent) => agent.get("/api/moderation/cases") };
    },
    expected: staffOnly(200),
    refusals: { 403: "Staff only" },
  },
  "GET /api/moderation/cases/:id (owner: the reported post's creator)": {
    async arrange() {
      const { owner, caseId } = await reportedPost();
      return { owner, send: (agent) => agent.get(`/api/moderation/cases/${caseId}`) };
    },
    expected: staffOnly(200),
    refusals: { 403: "Staff only" },
  },
  "POST /api/moderation/cases/:id/actions (owner: the reported post's creator)": {
    async arrange() {
      const { owner, caseId, version } = await reportedPost();
      const body = { action: "warn", note: "Please mind the guidelines", version };
      return { owner, send: (agent) => agent.post(`/api/moderation/cases/${caseId}/actions`).send(body) };
    },
    expected: staffOnly(200),
    refusals: { 403: "Staff only" },
  },
  "GET /api/moderation/overview": {
    async arrange() {
      const owner = await buildUser(t.ctx.db);
      return { owner, send: (agent) => agent.get("/api/moderation/overview") };
    },
    expected: staffOnly(200),
    refusals: { 403: "Staff only" },
  },
};

async function agentFor(role: Role, owner: User): Promise<Agent> {
  switch (role) {
    case "signed out":
      return t.anonymous();
    case "member":
      return t.as(await buildUser(t.ctx.db));
    case "owner":
      return t.as(owner);
    case "moderator":
      return t.as(moderator);
    case "admin":
      return t.as(admin);
  }
}

describe.each(Object.entries(matrix))("%s", (_endpoint, row) => {
  it.each(ROLES.map((role) => [role, row.expected[role]] as const))("%s → %i", async (role, status) => {
    const { owner, send } = await row.arrange();
    const res = await send(await agentFor(role, owner));
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 401) expect(res.body).toEqual({ message: "Unauthorized" });
    else if (status >= 400) expect(res.body).toEqual({ message: row.refusals?.[status] });
  });
});
