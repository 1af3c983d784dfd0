import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema";
import { buildUser } from "../test/factories";
import { STAFF_EMAIL, startTestApp, type TestApp } from "../test/harness";
import {
  completeSignIn,
  followUntilCallback,
  openSignInForm,
  signInThroughProvider,
  submitSignInForm,
  type FlowStep,
} from "../test/oidc-sign-in";
import { subjectForEmail } from "./dev-provider/accounts";
import { safeReturnTo } from "./return-to";
import { newSessionRow, signedSessionCookie } from "../test/session-cookie";
import { SESSION_COOKIE } from "./session";
import { profileFromClaims, usernameBase } from "./sign-in-user";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** The session cookie a step set, with its attributes. */
function sessionCookieSetBy(step: FlowStep | undefined): string | undefined {
  return step?.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

/** The session id inside a signed `pawfans.sid=s:<sid>.<signature>` cookie. */
function sessionIdOf(setCookie: string): string {
  const value = decodeURIComponent(setCookie.split(";")[0].slice(SESSION_COOKIE.length + 1));
  return value.slice(2, value.lastIndexOf("."));
}

async function sessionRowExists(sid: string): Promise<boolean> {
  const rows = await t.ctx.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.sid, sid));
  return rows.length === 1;
}

describe("GET /api/auth/user", () => {
  it("answers 401 JSON when signed out", async () => {
    const res = await t.anonymous().get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.type).toBe("application/json");
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("reads the sessions the test harness writes ({passport: {user: id}})", async () => {
    const user = await buildUser(t.ctx.db);
    const res = await (await t.as(user)).get("/api/auth/user");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profileImageUrl: null,
      displayName: user.displayName,
      username: user.username,
      isStaff: false,
      role: "member",
    });
  });

  it("treats a session whose user was deleted as signed out", async () => {
    const user = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    await t.ctx.db.delete(users).where(eq(users.id, user.id));
    const res = await agent.get("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });
});

describe("signing in through the built-in development provider", () => {
  it("shows a development sign-in form with Email, First name, Last name and a Sign in button", async () => {
    const { html } = await openSignInForm(t.anonymous(), t.baseUrl);
    expect(html).toMatch(/development sign-in/i);
    expect(html).toMatch(/<meta name="viewport"/);
    const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
    for (const [label, name] of [
      ["Email", "email"],
      ["First name", "firstName"],
      ["Last name", "lastName"],
    ]) {
      // A visible label tied (for=id) to the input that posts the field.
      const id = new RegExp(`<label for="([^"]+)">${label}</label>`).exec(form)?.[1];
      expect(id, `label "${label}"`).toBeDefined();
      expect(form).toMatch(new RegExp(`<input id="${id}" name="${name}"`));
    }
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
  });

  it("completes the round trip and lands on returnTo, signed in as the person on the form", async () => {
    const { agent, landedOn } = await completeSignIn(
      t.anonymous(),
      t.baseUrl,
      { email: "Jane.Doe@Example.test", firstName: "Jane", lastName: "Doe" },
      "/explore?tab=dogs",
    );
    expect(landedOn).toBe("/explore?tab=dogs");
    const res = await agent.get("/api/auth/user");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: "jane.doe@example.test",
      firstName: "Jane",
      lastName: "Doe",
      displayName: "Jane Doe",
      username: "jane_doe",
      profileImageUrl: null,
      isStaff: false,
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row.authSubject).toBe(subjectForEmail("jane.doe@example.test"));
  });

  it("gives the same email (in any case) the same user, keeping the names they have", async () => {
    const first = await signInThroughProvider(t.baseUrl, { email: "repeat@pets.test", firstName: "Rex", lastName: "" });
    const before = (await first.get("/api/auth/user")).body;
    await first.patch("/api/me").send({ displayName: "Rex the Great" });
    const again = await signInThroughProvider(t.baseUrl, { email: "REPEAT@Pets.test", firstName: "Rexy", lastName: "Two" });
    const after = (await again.get("/api/auth/user")).body;
    expect(after.id).toBe(before.id);
    expect(after.username).toBe(before.username);
    // A name edited on PawFans stays; the provider only fills in what is missing.
    expect(after).toMatchObject({ displayName: "Rex the Great", firstName: "Rex", lastName: "Two" });
  });

  it("marks a staff email (ADMIN_EMAILS) as staff", async () => {
    const agent = await signInThroughProvider(t.baseUrl, { email: STAFF_EMAIL.toUpperCase(), firstName: "Sam" });
    const res = await agent.get("/api/auth/user");
    expect(res.body).toMatchObject({ email: STAFF_EMAIL, isStaff: true });
  });

  it("makes a taken username unique with a number", async () => {
    await buildUser(t.ctx.db, { username: "biscuit" });
    const agent = await signInThroughProvider(t.baseUrl, { email: "biscuit@pets.test" });
    expect((await agent.get("/api/auth/user")).body.username).toBe("biscuit2");
  });

  it("leaves an email another account holds verified with that account, and still signs in", async () => {
    const holder = await buildUser(t.ctx.db, { email: "shared@pets.test", emailVerified: true, authSubject: "another-provider|42" });
    const agent = await signInThroughProvider(t.baseUrl, { email: "shared@pets.test", firstName: "New" });
    const res = await agent.get("/api/auth/user");
    expect(res.status).toBe(200);
    expect(res.body.id).not.toBe(holder.id);
    expect(res.body.email).toBeNull();
    const [holderNow] = await t.ctx.db.select().from(users).where(eq(users.id, holder.id));
    expect(holderNow.email).toBe("shared@pets.test");
  });

  it("re-shows the form with an error for an invalid email, escaping what was typed", async () => {
    const agent = t.anonymous();
    const form = await openSignInForm(agent, t.baseUrl);
    const res = await agent
      .post(form.action)
      .type("form")
      .send({ email: "not-an-email", firstName: '<script>alert("x")</script>', lastName: "" });
    expect(res.status).toBe(400);
    expect(res.text).toContain("Please enter a valid email address");
    expect(res.text).not.toContain("<script>alert");
    expect(res.text).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    // The same sign-in attempt still works once the email is right.
    const { landedOn } = await submitSignInForm(agent, t.baseUrl, form, { email: "fixed@pets.test" });
    expect(landedOn).toBe("/");
    expect((await agent.get("/api/auth/user")).body.email).toBe("fixed@pets.test");
  });

  it("cancelling at the provider lands on / still signed out", async () => {
    const agent = t.anonymous();
    const form = await openSignInForm(agent, t.baseUrl, "/dashboard");
    const cancelled = await agent.post(`${form.action}/abort`).type("form").send({});
    const { landedOn } = await followUntilCallback(agent, t.baseUrl, cancelled);
    expect(landedOn).toBe("/");
    expect((await agent.get("/api/auth/user")).status).toBe(401);
  });

  it.each([
    ["//evil.example", "/"],
    ["https://evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/creator/5?tab=posts#top", "/creator/5?tab=posts#top"],
  ])("returnTo %s lands on %s", async (returnTo, expected) => {
    const { landedOn } = await completeSignIn(t.anonymous(), t.baseUrl, { email: "traveller@pets.test" }, returnTo);
    expect(landedOn).toBe(expected);
  });

  it("regenerates the session at sign-in; the cookie is HttpOnly and SameSite=Lax", async () => {
    const { steps } = await completeSignIn(t.anonymous(), t.baseUrl, { email: "fixation@pets.test" }, "/");
    const beforeSignIn = sessionCookieSetBy(steps.find((s) => s.path.startsWith("/api/login")));
    const atSignIn = sessionCookieSetBy(steps.find((s) => s.path.startsWith("/api/callback")));
    expect(beforeSignIn).toBeDefined();
    expect(atSignIn).toBeDefined();
    expect(sessionIdOf(atSignIn!)).not.toBe(sessionIdOf(beforeSignIn!));
    expect(atSignIn).toMatch(/;\s*HttpOnly/i);
    expect(atSignIn).toMatch(/;\s*SameSite=Lax/i);
    expect(atSignIn).not.toMatch(/;\s*Secure/i); // http://localhost
    expect(await sessionRowExists(sessionIdOf(beforeSignIn!))).toBe(false);
    expect(await sessionRowExists(sessionIdOf(atSignIn!))).toBe(true);
  });

  it("logout destroys the session row, clears the cookie and goes home", async () => {
    const { agent, steps } = await completeSignIn(t.anonymous(), t.baseUrl, { email: "leaving@pets.test" });
    const sid = sessionIdOf(sessionCookieSetBy(steps.at(-1))!);
    expect(await sessionRowExists(sid)).toBe(true);

    const res = await agent.get("/api/logout");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(String(res.headers["set-cookie"])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect(await sessionRowExists(sid)).toBe(false);
    const after = await agent.get("/api/auth/user");
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: "Unauthorized" });
  });

  it("sends a callback without a sign-in in progress home instead of failing", async () => {
    for (const path of ["/api/callback?code=forged&state=forged", "/api/callback?error=access_denied", "/api/callback"]) {
      const res = await t.anonymous().get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.location, path).toBe("/");
    }
  });

  it("answers an unknown or expired sign-in page with a small page, not an error", async () => {
    const res = await t.anonymous().get("/auth/interaction/no-such-interaction");
    expect(res.status).toBe(400);
    expect(res.type).toBe("text/html");
    expect(res.text).toContain("expired");
    expect(res.text).toContain('href="/api/login"');
  });
});

describe("signing out (GET /api/logout, and POST from its confirmation page)", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  /** A signed-in agent for a new user, and a check of whether it is still signed in. */
  async function signedIn() {
    const agent = await t.as(await buildUser(t.ctx.db));
    return { agent, stillSignedIn: async () => (await agent.get("/api/auth/user")).status === 200 };
  }

  it.each(["same-origin", "none"])(
    "signs out at once on a top-level navigation (Sec-Fetch-Site %s, Sec-Fetch-Dest document)",
    async (site) => {
      const { agent, stillSignedIn } = await signedIn();
      const res = await agent.get("/api/logout").set({ "Sec-Fetch-Site": site, "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" });
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe("/");
      expect(await stillSignedIn()).toBe(false);
    },
  );

  it.each([
    ["an image planted on this site", "same-origin", "image"],
    ["a script", "same-origin", "script"],
    ["an iframe", "same-origin", "iframe"],
    ["a fetch from this site", "same-origin", "empty"],
    ["a link on another site", "cross-site", "document"],
    ["a link on a sibling subdomain", "same-site", "document"],
    ["an image on another site", "cross-site", "image"],
  ])("answers %s with a sign-out page and keeps the session", async (_case, site, dest) => {
    const { agent, stillSignedIn } = await signedIn();
    const res = await agent.get("/api/logout").set({ "Sec-Fetch-Site": site, "Sec-Fetch-Dest": dest });
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/html");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(String(res.headers["set-cookie"] ?? "")).not.toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(res.text).toMatch(/<form method="post" action="\/api\/logout">/);
    expect(res.text).toMatch(/<button class="primary" type="submit">Sign out<\/button>/);
    expect(res.text).toContain('href="/"');
    expect(await stillSignedIn()).toBe(true);
  });

  it("serves that page under the Content-Security-Policy: no script at all, no inline handlers", async () => {
    const res = await t.anonymous().get("/api/logout").set({ "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "document" });
    const policy = res.headers["content-security-policy"] as string;
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("form-action 'self'");
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toMatch(/\son[a-z]+=/i);
    expect(res.text).toMatch(/<meta name="viewport"/);
  });

  it("signs out with the page's button: a POST from this site, answered with a redirect home", async () => {
    const { agent, stillSignedIn } = await signedIn();
    const res = await agent.post("/api/logout").set("Origin", t.baseUrl).type("form").send({});
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/");
    expect(String(res.headers["set-cookie"])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect(await stillSignedIn()).toBe(false);
  });

  it("refuses that POST from another site", async () => {
    const { agent, stillSignedIn } = await signedIn();
    const res = await agent.post("/api/logout").set("Origin", "https://evil.example").type("form").send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Cross-site request refused" });
    expect(await stillSignedIn()).toBe(true);
  });

  it("signs out at once a request without fetch metadata (older browsers, scripts), as before", async () => {
    const { agent, stillSignedIn } = await signedIn();
    const res = await agent.get("/api/logout");
    expect(res.status).toBe(302);
    expect(await stillSignedIn()).toBe(false);
  });

  describe("the absolute session lifetime (SESSION_LIFETIME_DAYS, 30 by default)", () => {
    /** A signed-in session whose person signed in `ageMs` ago (and used it a moment ago). */
    async function sessionSignedInAgo(ageMs: number) {
      const user = await buildUser(t.ctx.db);
      const row = newSessionRow(user.id);
      await t.ctx.db.insert(sessions).values({ ...row, sess: { ...row.sess, signedInAt: Date.now() - ageMs } });
      const agent = t.anonymous();
      agent.set("Cookie", signedSessionCookie(row.sid, t.ctx.sessionSecret));
      return { agent, sid: row.sid };
    }

    it("is 30 days unless configured", () => {
      expect(t.ctx.config.sessionLifetimeMs).toBe(30 * DAY_MS);
    });

    it("ends a session 30 days after its sign-in, however active: signed out, row deleted, cookie cleared", async () => {
      const { agent, sid } = await sessionSignedInAgo(30 * DAY_MS + 60_000);
      const res = await agent.get("/api/auth/user");
      expect(res.status).toBe(401);
      expect(String(res.headers["set-cookie"])).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
      expect(await sessionRowExists(sid)).toBe(false);
      // Writes are refused too: the lifetime is checked on every request.
      expect((await agent.post("/api/community-threads").send({ title: "Hi", content: "Hello" })).status).toBe(401);
    });

    it("keeps a session signed in 29 days ago", async () => {
      const { agent } = await sessionSignedInAgo(29 * DAY_MS);
      expect((await agent.get("/api/auth/user")).status).toBe(200);
    });

    it("stamps the sign-in time when signing in, and on a session from before the rule", async () => {
      const { agent, steps } = await completeSignIn(t.anonymous(), t.baseUrl, { email: "stamped@pets.test" });
      expect((await agent.get("/api/auth/user")).status).toBe(200);
      const signedInAt = async (sid: string) =>
        ((await t.ctx.db.select().from(sessions).where(eq(sessions.sid, sid)))[0].sess as { signedInAt?: number }).signedInAt;
      const fresh = await signedInAt(sessionIdOf(sessionCookieSetBy(steps.at(-1))!));
      expect(Date.now() - fresh!).toBeLessThan(60_000);

      const user = await buildUser(t.ctx.db);
      const old = newSessionRow(user.id);
      await t.ctx.db.insert(sessions).values(old);
      const oldAgent = t.anonymous();
      oldAgent.set("Cookie", signedSessionCookie(old.sid, t.ctx.sessionSecret));
      expect(await signedInAt(old.sid)).toBeUndefined();
      expect((await oldAgent.get("/api/auth/user")).status).toBe(200);
      expect(Date.now() - (await signedInAt(old.sid))!).toBeLessThan(60_000);
    });
  });
});

describe("the canonical host", () => {
  const onOtherHost = () => request(t.baseUrl.replace("localhost", "127.0.0.1"));

  it("redirects a GET on another host name to the canonical address", async () => {
    const res = await onOtherHost().get("/api/login?returnTo=%2Fexplore");
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe(`${t.baseUrl}/api/login?returnTo=%2Fexplore`);
  });

  it("leaves other methods and the health check alone", async () => {
    expect((await onOtherHost().post("/api/no-such-thing").send({})).status).toBe(404);
    expect((await onOtherHost().get("/api/health")).status).toBe(200);
  });
});

describe("safeReturnTo", () => {
  it.each([
    ["/", "/"],
    ["/creator/1?x=1", "/creator/1?x=1"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/\t/evil.example", "/"],
    ["evil.example", "/"],
    ["", "/"],
    [undefined, "/"],
    [["/a", "/b"], "/"],
  ])("%j → %s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe("the provider's picture", () => {
  it.each([
    ["https://idp.example.com/me.png", "https://idp.example.com/me.png"],
    ["http://idp.example.com/me.png", null],
    ["javascript:alert(1)", null],
    ["data:image/png;base64,iVBORw0KGgo=", null],
    ["//idp.example.com/me.png", null],
    [`https://idp.example.com/${"a".repeat(2048)}`, null],
    [42, null],
  ])("%j is kept as %j: only https addresses are stored", (picture, stored) => {
    expect(profileFromClaims({ sub: "s", picture }).profileImageUrl).toBe(stored);
  });
});

describe("usernameBase", () => {
  it.each([
    [{ email: "Jane.Doe+pets@example.test", displayName: null }, "jane_doe"],
    [{ email: "zoë@example.test", displayName: null }, "zoe"],
    [{ email: null, displayName: "Mister Whiskers" }, "mister_whiskers"],
    [{ email: "!!!@example.test", displayName: null }, "pawfan"],
    [{ email: null, displayName: null }, "pawfan"],
  ])("%j → %s", (profile, expected) => {
    expect(usernameBase(profile)).toBe(expected);
  });
});

describe("with an external provider configured", () => {
  let external: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard); plain http is refused for external providers anyway.
    external = await startTestApp({ OIDC_ISSUER_URL: "http://127.0.0.1:9/", OIDC_CLIENT_ID: "pawfans-test" });
  });
  afterAll(() => external?.close());

  it("does not mount the built-in provider", async () => {
    const res = await external.anonymous().get("/oidc/.well-known/openid-configuration");
    expect(res.status).toBe(404);
  });

  it("answers 503 JSON, not a 500, while the provider cannot be discovered, each time it is tried", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await external.anonymous().get("/api/login");
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/sign-in is unavailable/i);
    }
  });
});

describe("behind a TLS proxy (TRUST_PROXY, https PUBLIC_URL)", () => {
  let proxied: TestApp;
  const publicHost = "pawfans.example";
  beforeAll(async () => {
    proxied = await startTestApp({ PUBLIC_URL: `https://${publicHost}`, TRUST_PROXY: "true" });
  });
  afterAll(() => proxied?.close());

  /** Plays the proxy: requests reach the local port with the public scheme and host forwarded. */
  function viaProxy(jar: Map<string, string>) {
    const local = request(`http://127.0.0.1:${proxied.ctx.config.port}`);
    const remember = (res: request.Response) => {
      for (const cookie of ([] as string[]).concat(res.headers["set-cookie"] ?? [])) {
        const [pair] = cookie.split(";");
        const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
        if (!value || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    };
    const headers = () => ({
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": publicHost,
      Cookie: [...jar].map(([n, v]) => `${n}=${v}`).join("; "),
    });
    const pathOf = (location: string) => {
      const url = new URL(location, `https://${publicHost}`);
      expect(url.origin).toBe(`https://${publicHost}`);
      return `${url.pathname}${url.search}`;
    };
    return {
      get: async (path: string) => remember(await local.get(path).set(headers())),
      post: async (path: string, form: Record<string, string>) =>
        remember(await local.post(path).set(headers()).type("form").send(form)),
      pathOf,
    };
  }

  it("sends HSTS on answers that came over https through the proxy, and not over plain http", async () => {
    const overHttps = await viaProxy(new Map()).get("/api/auth/user");
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const direct = await request(`http://127.0.0.1:${proxied.ctx.config.port}`).get("/api/health");
    expect(direct.status).toBe(200);
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
  });

  it("signs in, the server reaching its own provider through the local port", async () => {
    const jar = new Map<string, string>();
    const proxy = viaProxy(jar);
    let res = await proxy.get("/api/login?returnTo=%2Fexplore");
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(new RegExp(`^https://${publicHost}/oidc/auth\\?`));
    while (res.status !== 200) res = await proxy.get(proxy.pathOf(res.headers.location));
    const action = /<form[^>]*\saction="([^"]+)"/.exec(res.text)![1];

    res = await proxy.post(action, { email: "proxied@pets.test", firstName: "Pat", lastName: "Proxy" });
    let sessionCookie: string | undefined;
    for (;;) {
      const path = proxy.pathOf(res.headers.location);
      res = await proxy.get(path);
      if (path.startsWith("/api/callback")) {
        sessionCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith(SESSION_COOKIE));
        break;
      }
    }
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/explore");
    expect(sessionCookie).toMatch(/;\s*Secure/i);
    const me = await proxy.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: "proxied@pets.test", firstName: "Pat", lastName: "Proxy" });
  });
});
