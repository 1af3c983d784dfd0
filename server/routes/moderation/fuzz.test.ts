/**
 * Fuzzing the write endpoints of trust and safety: seeded random bodies (and
 * case ids) for POST /api/reports and POST /api/moderation/cases/:id/actions.
 * Whatever arrives, the answer is a 2xx or a 4xx with a {"message"}: never a
 * 5xx. The seeds make every failure reproducible.
 */
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_TARGET_TYPES } from "@shared/moderation";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { buildTarget, caseIdOf, fileReport, type BuiltTarget } from "../../test/fixtures/moderation";

/** A small seeded PRNG (mulberry32): the same seed, the same sequence. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof prng>;

const ODD_TEXT = ["", " ", "\u0000", "a\u0000b", "💩".repeat(600), "<script>alert(1)</script>", "' or 1=1 --", "\ud800", "é".repeat(2001), "x".repeat(5000)];

/** Case ids that are no case's: unknown, malformed, encoded oddly. */
const ODD_IDS = [
  () => crypto.randomUUID(),
  () => "42",
  () => "not-a-uuid",
  () => encodeURIComponent("' or 1=1 --"),
  () => "%00",
  () => "x".repeat(300),
  () => crypto.randomUUID().toUpperCase(),
];

/** A random JSON value of any type, sometimes deep, sometimes large. */
function anyValue(r: Random, depth = 0): unknown {
  switch (r.int(0, 9)) {
    case 0:
      return null;
    case 1:
      return r.next() < 0.5;
    case 2:
      return r.pick([0, -1, 1.5, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER]);
    case 3:
      return r.pick(ODD_TEXT);
    case 4:
      return Array.from({ length: r.int(0, 40) }, () => String.fromCharCode(r.int(0, 0xffff))).join("");
    case 5:
      return crypto.randomUUID();
    case 6:
      return depth < 3 ? Array.from({ length: r.int(0, 3) }, () => anyValue(r, depth + 1)) : [];
    case 7:
      return depth < 3 ? { [r.pick(["a", "__proto__", "constructor", "0"])]: anyValue(r, depth + 1) } : {};
    default:
      return "ok text";
  }
}

/** A field: usually plausible, often a valid value, sometimes anything at all. */
function field<T>(r: Random, valid: readonly T[]): unknown {
  const roll = r.next();
  if (roll < 0.5) return r.pick(valid);
  if (roll < 0.6) return undefined;
  return anyValue(r);
}

let t: TestApp;
let targets: BuiltTarget[];
let caseIds: string[];
let reporterAgent: request.Agent;
let moderatorAgent: request.Agent;

beforeAll(async () => {
  t = await startTestApp();
  targets = [];
  for (const type of REPORT_TARGET_TYPES) targets.push(await buildTarget(t.ctx.db, type));
  for (const target of targets.slice(0, 3)) await fileReport(t, await buildUser(t.ctx.db), target);
  caseIds = await Promise.all(targets.slice(0, 3).map((target) => caseIdOf(t.ctx.db, target)));
  reporterAgent = await t.as(await buildUser(t.ctx.db));
  moderatorAgent = await t.as(await buildStaff(t.ctx.db, "moderator"));
});
afterAll(() => t?.close());

/** Any JSON value as the body, top-level strings, numbers and null included. */
function sendJson(req: request.Test, body: unknown) {
  return req.set("Content-Type", "application/json").send(JSON.stringify(body) ?? "");
}

/** Every status answered, to know the bodies also reached the writes, not only the validation. */
const answered = { reports: new Set<number>(), actions: new Set<number>() };

function expectNoServerError(res: request.Response, sent: unknown) {
  const said = `${res.status} for ${JSON.stringify(sent)?.slice(0, 300)}: ${JSON.stringify(res.body)}`;
  expect(res.status, said).toBeLessThan(500);
  // A refusal says why, in the app's one error shape.
  expect(res.status < 400 || typeof res.body.message === "string", said).toBe(true);
}

describe("POST /api/reports with random bodies", () => {
  it.each(Array.from({ length: 6 }, (_, i) => i + 1))("seed %i: 50 bodies, no 5xx", async (seed) => {
    const r = prng(seed);
    for (let n = 0; n < 50; n++) {
      const body =
        r.next() < 0.1
          ? anyValue(r)
          : {
              // Half the time a real target with its own type, so the writes (and repeats) are reached whatever the number of kinds.
              ...(r.next() < 0.5
                ? (({ type, id }) => ({ targetType: type, targetId: id }))(r.pick(targets))
                : { targetType: field(r, REPORT_TARGET_TYPES), targetId: field(r, targets.map((target) => target.id)) }),
              reason: field(r, REPORT_REASONS),
              details: field(r, ["I saw it", ...ODD_TEXT]),
              ...(r.next() < 0.2 ? { [r.pick(["caseId", "reporterId", "id"])]: anyValue(r) } : {}),
            };
      const res = await sendJson(reporterAgent.post("/api/reports"), body);
      expectNoServerError(res, body);
      answered.reports.add(res.status);
    }
  });

  it("reached the writes: reports were filed and repeated, and refused", () => {
    expect([...answered.reports]).toEqual(expect.arrayContaining([201, 200, 400]));
  });
});

describe("POST /api/moderation/cases/:id/actions with random bodies and ids", () => {
  it.each(Array.from({ length: 6 }, (_, i) => i + 1))("seed %i: 50 bodies, no 5xx", async (seed) => {
    const r = prng(1000 + seed);
    for (let n = 0; n < 50; n++) {
      const id = r.next() < 0.8 ? r.pick(caseIds) : r.pick(ODD_IDS)();
      const body =
        r.next() < 0.1
          ? anyValue(r)
          : {
              action: field(r, MODERATION_ACTIONS),
              note: field(r, ["Reviewed", ...ODD_TEXT]),
              version: field(r, [0, 1, 2, 3, 4, 5, 6, 7, 8]),
            };
      const res = await sendJson(moderatorAgent.post(`/api/moderation/cases/${id}/actions`), body);
      expectNoServerError(res, { id, body });
      answered.actions.add(res.status);
    }
  });

  it("reached the writes: actions were taken, and refused for stale versions and bad input", () => {
    expect([...answered.actions]).toEqual(expect.arrayContaining([200, 400, 409]));
  });
});
