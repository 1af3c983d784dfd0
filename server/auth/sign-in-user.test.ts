/**
 * Who a sign-in makes you: users are keyed by the provider's issuer and subject,
 * and the admin role follows ADMIN_EMAILS only for an address the provider
 * asserts as verified.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { profileFromClaims, upsertSignedInUser, type IdentityClaims } from "./sign-in-user";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const ADMINS = ["boss@pets.test"];
let n = 0;
const claims = (extra: Partial<IdentityClaims> = {}): IdentityClaims => ({
  iss: "https://id.example.test",
  sub: `subject-${++n}`,
  email: `person${n}@pets.test`,
  email_verified: true,
  ...extra,
});
const signIn = (c: IdentityClaims, admins = ADMINS) => upsertSignedInUser(t.ctx.db, profileFromClaims(c), admins);

describe("users are keyed by issuer and subject", () => {
  it("gives the same issuer and subject the same account", async () => {
    const identity = claims();
    const first = await signIn(identity);
    const again = await signIn({ ...identity, given_name: "Later" });
    expect(again.id).toBe(first.id);
    expect(again.firstName).toBe("Later");
  });

  it("keeps the same subject at another issuer apart", async () => {
    const identity = claims({ email: undefined });
    const here = await signIn(identity);
    const elsewhere = await signIn({ ...identity, iss: "https://other-id.example.test" });
    expect(elsewhere.id).not.toBe(here.id);
  });

  it("lets an account made before issuers were recorded be claimed by its subject's issuer", async () => {
    const legacy = await buildUser(t.ctx.db, { authIssuer: "", authSubject: "legacy-subject" });
    const user = await signIn(claims({ sub: "legacy-subject", email: legacy.email }));
    expect(user.id).toBe(legacy.id);
    expect(user.authIssuer).toBe("https://id.example.test");
  });

  it("makes a new account when a deleted account's identity signs in again", async () => {
    const identity = claims();
    const first = await signIn(identity);
    await t.ctx.db
      .update(users)
      .set({ deletedAt: new Date(), authSubject: null, email: null })
      .where(eq(users.id, first.id));
    const again = await signIn(identity);
    expect(again.id).not.toBe(first.id);
    expect(again.deletedAt).toBeNull();
  });
});

describe("roles at sign-in", () => {
  it("makes a listed address that the provider asserts as verified an admin", async () => {
    const user = await signIn(claims({ email: "Boss@Pets.test" }));
    expect(user.role).toBe("admin");
    await t.ctx.db.delete(users).where(eq(users.id, user.id));
  });

  it("never makes an admin of a listed address without email_verified: true", async () => {
    for (const emailVerified of [undefined, "true", 1]) {
      const user = await signIn(claims({ email: "boss@pets.test", email_verified: emailVerified }), ["boss@pets.test"]);
      expect(user.role).toBe("member");
      await t.ctx.db.delete(users).where(eq(users.id, user.id));
    }
  });

  it("ends admin rights at the next sign-in once the address leaves ADMIN_EMAILS", async () => {
    const identity = claims({ email: "boss@pets.test" });
    expect((await signIn(identity)).role).toBe("admin");
    expect((await signIn(identity, [])).role).toBe("member");
    await t.ctx.db.delete(users).where(eq(users.authSubject, identity.sub));
  });

  it("keeps a moderator a moderator at sign-in", async () => {
    const identity = claims();
    const user = await signIn(identity);
    await t.ctx.db.update(users).set({ role: "moderator" }).where(eq(users.id, user.id));
    expect((await signIn(identity)).role).toBe("moderator");
  });
});

describe("an email counts only when the provider asserts it", () => {
  it("records whether the address was asserted verified at the last sign-in", async () => {
    const identity = claims({ email_verified: undefined });
    expect((await signIn(identity)).emailVerified).toBe(false);
    expect((await signIn({ ...identity, email_verified: true })).emailVerified).toBe(true);
    expect((await signIn({ ...identity, email_verified: "true" })).emailVerified).toBe(false);
  });

  it("lets the asserted owner of an address take it from an account that only typed it", async () => {
    const squatter = await signIn(claims({ email: "taken@pets.test", email_verified: undefined }));
    expect(squatter).toMatchObject({ email: "taken@pets.test", emailVerified: false });
    const owner = await signIn(claims({ email: "taken@pets.test", email_verified: true }));
    expect(owner).toMatchObject({ email: "taken@pets.test", emailVerified: true });
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, squatter.id));
    expect(after!.email).toBeNull();
  });

  it("never lets an unasserted claim take an address from its verified holder", async () => {
    const owner = await signIn(claims({ email: "mine@pets.test" }));
    const other = await signIn(claims({ email: "mine@pets.test", email_verified: undefined }));
    expect(other.email).toBeNull();
    const [after] = await t.ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(after).toMatchObject({ email: "mine@pets.test", emailVerified: true });
  });
});
