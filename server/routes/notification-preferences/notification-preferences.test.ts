import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultNotificationPreferences } from "@shared/notification-preferences";
import { buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { signUnsubscribeToken, unsubscribeKey } from "../../mail/unsubscribe-token";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const PATH = "/api/me/notification-preferences";

describe("GET /api/me/notification-preferences", () => {
  it("answers 401 signed out", async () => {
    const res = await t.anonymous().get(PATH);
    expect(res.status).toBe(401);
  });

  it("answers the defaults until the person chooses: every category emailed at once, nothing pushed", async () => {
    const user = await buildUser(t.ctx.db);
    const res = await (await t.as(user)).get(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      new_posts: { email: "instant", push: false },
      messages: { email: "instant", push: false },
      lives: { email: "instant", push: false },
      comments: { email: "instant", push: false },
      new_fans: { email: "instant", push: false },
      sales: { email: "instant", push: false },
    });
  });
});

describe("PUT /api/me/notification-preferences", () => {
  it("saves the categories given and keeps the others; each person's own", async () => {
    const user = await buildUser(t.ctx.db);
    const other = await buildUser(t.ctx.db);
    const agent = await t.as(user);
    const res = await agent.put(PATH).send({ new_posts: { email: "daily", push: true }, comments: { email: "off", push: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ new_posts: { email: "daily", push: true }, comments: { email: "off", push: false }, lives: { email: "instant", push: false } });
    const again = await agent.put(PATH).send({ new_posts: { email: "off", push: false } });
    expect(again.body).toMatchObject({ new_posts: { email: "off", push: false }, comments: { email: "off", push: false } });
    expect((await agent.get(PATH)).body).toEqual(again.body);
    expect((await (await t.as(other)).get(PATH)).body).toEqual(defaultNotificationPreferences());
  });

  it("answers 400 to a daily digest outside new posts, an unknown category or choice, and a half-given category", async () => {
    const agent = await t.as(await buildUser(t.ctx.db));
    for (const body of [
      { messages: { email: "daily", push: false } },
      { birthdays: { email: "off", push: false } },
      { lives: { email: "weekly", push: false } },
      { lives: { email: "off" } },
      { lives: { email: "off", push: "yes" } },
    ]) {
      const res = await agent.put(PATH).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
  });

  it("answers 401 signed out", async () => {
    expect((await t.anonymous().put(PATH).send({ lives: { email: "off", push: false } })).status).toBe(401);
  });
});

describe("/api/unsubscribe/:token", () => {
  const tokenFor = (userId: string, category: "new_posts" | "lives") => signUnsubscribeToken(unsubscribeKey(t.ctx.sessionSecret), userId, category);

  it("GET shows a page with a button and changes nothing (mail scanners follow links)", async () => {
    const user = await buildUser(t.ctx.db);
    const res = await t.anonymous().get(`/api/unsubscribe/${tokenFor(user.id, "new_posts")}`).set("Accept", "text/html");
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/html");
    expect(res.text).toContain("Stop emails about new posts?");
    expect(res.text).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(res.text).toContain("Unsubscribe</button>");
    expect((await (await t.as(user)).get(PATH)).body.new_posts).toEqual({ email: "instant", push: false });
  });

  it("a one-click POST (form-encoded, signed out) turns that category's email off and only that; again changes nothing more", async () => {
    const user = await buildUser(t.ctx.db);
    await (await t.as(user)).put(PATH).send({ lives: { email: "instant", push: true } });
    for (let i = 0; i < 2; i++) {
      const res = await t.anonymous().post(`/api/unsubscribe/${tokenFor(user.id, "lives")}`).type("form").send("List-Unsubscribe=One-Click");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "No more emails about lives." });
    }
    const preferences = (await (await t.as(user)).get(PATH)).body;
    expect(preferences.lives).toEqual({ email: "off", push: true });
    expect(preferences.new_posts).toEqual({ email: "instant", push: false });
  });

  it("takes a one-click POST a webmail page sends from its own origin (the token is the check, no cookie is needed)", async () => {
    const user = await buildUser(t.ctx.db);
    const res = await t.anonymous()
      .post(`/api/unsubscribe/${tokenFor(user.id, "new_posts")}`)
      .set("Origin", "https://mail.example.com")
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    expect((await (await t.as(user)).get(PATH)).body.new_posts.email).toBe("off");
    // Other writes from another site are still refused.
    const other = await (await t.as(user)).put(PATH).set("Origin", "https://mail.example.com").send({ lives: { email: "off", push: false } });
    expect(other.status).toBe(403);
  });

  it("the page's button (a browser's form post) answers a page", async () => {
    const user = await buildUser(t.ctx.db);
    const res = await t.anonymous().post(`/api/unsubscribe/${tokenFor(user.id, "new_posts")}`).set("Accept", "text/html").type("form").send("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    expect(res.text).toContain("You are unsubscribed");
  });

  it("refuses a POST without the one-click body (400) and forged, altered or malformed tokens (404), never 5xx", async () => {
    const user = await buildUser(t.ctx.db);
    const good = tokenFor(user.id, "new_posts");
    const noBody = await t.anonymous().post(`/api/unsubscribe/${good}`).type("form").send("");
    expect(noBody.status).toBe(400);
    expect(noBody.body).toEqual({ message: "Send List-Unsubscribe=One-Click to unsubscribe." });

    const other = await buildUser(t.ctx.db);
    const signature = good.split(".")[2];
    const forged = [
      `${other.id}.new_posts.${signature}`,
      `${user.id}.lives.${signature}`,
      `${user.id}.new_posts.${"A".repeat(43)}`,
      `${user.id}.birthdays.${signature}`,
      "nonsense",
      `${good}x`,
      signUnsubscribeToken(unsubscribeKey("another secret"), user.id, "new_posts"),
    ];
    for (const token of forged) {
      const post = await t.anonymous().post(`/api/unsubscribe/${encodeURIComponent(token)}`).type("form").send("List-Unsubscribe=One-Click");
      expect(post.status, token).toBe(404);
      expect(post.body).toEqual({ message: "This unsubscribe link is not valid." });
      const page = await t.anonymous().get(`/api/unsubscribe/${encodeURIComponent(token)}`).set("Accept", "text/html");
      expect(page.status, token).toBe(404);
      expect(page.text).toContain("Link not valid");
    }
    expect((await (await t.as(user)).get(PATH)).body.new_posts.email).toBe("instant");
    expect((await (await t.as(other)).get(PATH)).body.new_posts.email).toBe("instant");
  });
});
