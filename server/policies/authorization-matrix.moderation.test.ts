/**
 * Who may report and who may moderate, as one table: every endpoint of
 * reports and the moderation queue × {signed out, another member, owner,
 * moderator, admin} → status. "Owner" is the author of the reported content; each cell
 * builds its own report and case, so no cell depends on another.
 */
import { afterAll, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import { moderationCases } from "../db/schema";
import { describeMatrix, type MatrixRow } from "../test/authorization-matrix";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { buildTarget, caseIdOf, fileReport } from "../test/fixtures/moderation";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const staffOnly = (ok: number): MatrixRow["expected"] => ({ "signed out": 401, "another member": 403, owner: 403, moderator: ok, admin: ok });

/** A post of a new owner, reported by someone else, with its open case. */
async function reportedPost() {
  const target = await buildTarget(t.ctx.db, "post");
  await fileReport(t, await buildUser(t.ctx.db), target, "animal_neglect");
  const caseId = await caseIdOf(t.ctx.db, target);
  const [{ version }] = await t.ctx.db.select({ version: moderationCases.version }).from(moderationCases).where(eq(moderationCases.id, caseId));
  return { owner: target.author, caseId, version };
}

const matrix: Record<string, MatrixRow> = {
  "POST /api/reports (owner: the post's creator)": {
    async arrange() {
      const target = await buildTarget(t.ctx.db, "post");
      const body = { targetType: "post", targetId: target.id, reason: "spam_scam" };
      return { owner: target.author, send: (agent) => agent.post("/api/reports").send(body) };
    },
    expected: { "signed out": 401, "another member": 201, owner: 400, moderator: 201, admin: 201 },
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

describeMatrix(matrix, () => t);
