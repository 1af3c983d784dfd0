/**
 * The frame the authorization matrices share (server/policies/authorization-matrix.*.test.ts):
 * every endpoint × {signed out, another member, owner, moderator, admin} → status.
 * Each row arranges its own data and owner; each cell calls the endpoint as one role.
 */
import type { Response, Test } from "supertest";
import type TestAgent from "supertest/lib/agent";
import { describe, expect, it } from "vitest";
import type { User } from "../db/schema";
import { buildStaff, buildUser } from "./factories";
import type { TestApp } from "./harness";

const MATRIX_ROLES = ["signed out", "another member", "owner", "moderator", "admin"] as const;
type MatrixRole = (typeof MATRIX_ROLES)[number];
type Agent = TestAgent<Test>;

interface Arranged {
  owner: User;
  send(agent: Agent): Test;
  /** An id that a successful answer lists for the owner only. */
  ownersItemId?: string;
}

export interface MatrixRow<A extends Arranged = Arranged> {
  arrange(): Promise<A>;
  expected: Record<MatrixRole, number>;
  /** The exact {"message"} of each refusal other than 401, by status. */
  refusals?: Partial<Record<number, string>>;
  /** More to check in a 200 answer. */
  checkAnswer?(body: unknown, role: MatrixRole): void;
}

/** The cell's caller: a new person for every role but the owner, so no cell spoils another (a deleted account, a used limit). */
async function agentFor(t: TestApp, role: MatrixRole, owner: User): Promise<Agent> {
  switch (role) {
    case "signed out":
      return t.anonymous();
    case "another member":
      return t.as(await buildUser(t.ctx.db));
    case "owner":
      return t.as(owner);
    case "moderator":
    case "admin":
      return t.as(await buildStaff(t.ctx.db, role));
  }
}

/** The expected status, and for a refusal its exact message. */
function expectAnswer(res: Response, status: number, refusals: MatrixRow["refusals"]): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const refusal = status >= 400 ? { message: status === 401 ? "Unauthorized" : refusals?.[status] } : undefined;
  expect(status >= 400 ? res.body : undefined).toEqual(refusal);
}

/** One test per row and role. `app` is read when the tests run (it starts in beforeAll). */
export function describeMatrix(matrix: Record<string, MatrixRow>, app: () => TestApp): void {
  describe.each(Object.entries(matrix))("%s", (_endpoint, row) => {
    it.each(MATRIX_ROLES.map((role) => [role, row.expected[role]] as const))("%s → %i", async (role, status) => {
      const { owner, send, ownersItemId } = await row.arrange();
      const res = await send(await agentFor(app(), role, owner));
      expectAnswer(res, status, row.refusals);
      if (status === 200) row.checkAnswer?.(res.body, role);
      // A list answered to anyone holds the owner's item for the owner alone.
      const checksList = status === 200 && ownersItemId !== undefined;
      const listsOwnersItem = checksList ? (res.body as { id: string }[]).some((item) => item.id === ownersItemId) : undefined;
      expect(listsOwnersItem).toBe(checksList ? role === "owner" : undefined);
    });
  });
}
