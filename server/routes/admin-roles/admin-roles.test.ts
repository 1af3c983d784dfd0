/**
 * The roles page's API: admins appoint members as moderators and make them
 * members again; nobody else may, and admins are not changed here.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMemberView } from "@shared/api-types";
import { users, type User } from "../../db/schema";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { completeSignIn, signInThroughProvider } from "../../test/oidc-sign-in";

let t: TestApp;
let admin: User;
let moderator: User;
let member: User;

beforeAll(async () => {
  t = await startTestApp();
  admin = await buildStaff(t.ctx.db, "admin");
  moderator = await buildStaff(t.ctx.db, "moderator");
  member = await buildUser(t.ctx.db);
});
afterAll(() => t?.close());

const roleOf = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!.role;

describe("who may manage moderators", () => {
  const calls = [
    { name: "GET /api/admin/staff", send: (a: ReturnType<TestApp["anonymous"]>) => a.get("/api/admin/staff") },
    { name: "POST /api/admin/moderators", send: (a: ReturnType<TestApp["anonymous"]>) => a.post("/api/admin/moderators").send({ user: "nobody" }) },
    { name: "DELETE /api/admin/moderators/:id", send: (a: ReturnType<TestApp["anonymous"]>) => a.delete(`/api/admin/moderators/${moderator.id}`) },
  ];

  it.each(calls)("$name: 401 signed out, 403 for a member and a moderator", async ({ send }) => {
    expect((await send(t.anonymous())).status).toBe(401);
    for (const who of [member, moderator]) {
      const res = await send(await t.as(who));
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Admins only" });
    }
    expect(await roleOf(moderator.id)).toBe("moderator");
  });
});

describe("an admin", () => {
  it("lists the staff, admins first", async () => {
    const res = await (await t.as(admin)).get("/api/admin/staff");
    expect(res.status).toBe(200);
    const staff = res.body as StaffMemberView[];
    expect(staff.map((s) => s.id)).toEqual(expect.arrayContaining([admin.id, moderator.id]));
    expect(staff.map((s) => s.id)).not.toContain(member.id);
    expect(staff.findIndex((s) => s.role === "moderator")).toBeGreaterThan(staff.findLastIndex((s) => s.role === "admin"));
  });

  it("appoints a member by a verified email or by username, and the member then has staff rights", async () => {
    const byEmail = await buildUser(t.ctx.db, { emailVerified: true });
    const res = await (await t.as(admin)).post("/api/admin/moderators").send({ user: byEmail.email!.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: byEmail.id, role: "moderator" });
    const me = await (await t.as(byEmail)).get("/api/auth/user");
    expect(me.body).toMatchObject({ role: "moderator", isStaff: true });
    expect((await (await t.as(byEmail)).get("/api/contact-messages")).status).toBe(200);

    const byUsername = await buildUser(t.ctx.db);
    const again = await (await t.as(admin)).post("/api/admin/moderators").send({ user: ` ${byUsername.username} ` });
    expect(again.body).toMatchObject({ id: byUsername.id, role: "moderator" });
  });

  it("never finds anyone by an address their identity provider did not assert", async () => {
    const claimed = await buildUser(t.ctx.db, { emailVerified: false });
    const res = await (await t.as(admin)).post("/api/admin/moderators").send({ user: claimed.email });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No member with that email or username" });
    expect(await roleOf(claimed.id)).toBe("member");
  });

  it("makes a moderator a member again, who loses staff rights at once", async () => {
    const former = await buildStaff(t.ctx.db, "moderator");
    const res = await (await t.as(admin)).delete(`/api/admin/moderators/${former.id}`);
    expect(res.status).toBe(200);
    expect(res.body.role).toBe("member");
    expect((await (await t.as(former)).get("/api/contact-messages")).status).toBe(403);
  });

  it("cannot change an admin here", async () => {
    const other = await buildStaff(t.ctx.db, "admin");
    const agent = await t.as(admin);
    const revoke = await agent.delete(`/api/admin/moderators/${other.id}`);
    expect(revoke.status).toBe(409);
    expect(revoke.body.message).toBe("Admins are set by ADMIN_EMAILS, not on this page");
    const appoint = await agent.post("/api/admin/moderators").send({ user: other.username });
    expect(appoint.status).toBe(409);
    expect(await roleOf(other.id)).toBe("admin");
  });

  it("answers clear errors for unknown people and bad input", async () => {
    const agent = await t.as(admin);
    const unknown = await agent.post("/api/admin/moderators").send({ user: "nobody@nowhere.test" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "No member with that email or username" });
    for (const body of [{}, { user: "" }, { user: 42 }, { user: "x".repeat(400) }]) {
      const res = await agent.post("/api/admin/moderators").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await agent.delete("/api/admin/moderators/not-a-uuid")).status).toBe(400);
    expect((await agent.delete(`/api/admin/moderators/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe("a suspended person", () => {
  it("is signed out of an existing session and cannot write", async () => {
    const person = await buildUser(t.ctx.db);
    const agent = await t.as(person);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.id));
    expect((await agent.get("/api/auth/user")).status).toBe(401);
    const write = await agent.post("/api/community-threads").send({ title: "Hello there", content: "Anyone around?", category: "General" });
    expect(write.status).toBe(401);
  });

  it("cannot sign in, and is told why", async () => {
    const identity = { email: "suspended.person@pets.test", firstName: "Sus" };
    const first = await signInThroughProvider(t.baseUrl, identity);
    const { id } = (await first.get("/api/auth/user")).body;
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id));
    const { agent, landedOn } = await completeSignIn(t.anonymous(), t.baseUrl, identity);
    expect(landedOn).toBe("/?notice=account-suspended");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });
});
