/** A publicly cacheable answer never carries the (rolling) session cookie; private answers still refresh it. */
import express from "express";
import session from "express-session";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { noCookiesOnPublicAnswers } from "./no-cookies-on-public-answers";

/** An app with a rolling session like the real one (server/auth/session.ts), the guard installed before it. */
function appWithSession() {
  const app = express();
  app.use(noCookiesOnPublicAnswers());
  app.use(session({ name: "pawfans.sid", secret: "test", resave: false, saveUninitialized: false, rolling: true }));
  app.post("/sign-in", (req, res) => {
    req.session.regenerate(() => {
      (req.session as unknown as { user: string }).user = "alice";
      res.json({ ok: true });
    });
  });
  app.get("/objects/public/photo.png", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.type("png").send(Buffer.from("png"));
  });
  app.get("/objects/private/photo.png", (_req, res) => {
    res.setHeader("Cache-Control", "private, no-cache");
    res.type("png").send(Buffer.from("png"));
  });
  return app;
}

describe("noCookiesOnPublicAnswers", () => {
  it("drops the session cookie from an answer any cache may keep", async () => {
    const agent = request.agent(appWithSession());
    const signIn = await agent.post("/sign-in");
    expect(signIn.headers["set-cookie"]?.[0]).toMatch(/^pawfans\.sid=/);
    const publicPhoto = await agent.get("/objects/public/photo.png");
    expect(publicPhoto.status).toBe(200);
    expect(publicPhoto.headers["set-cookie"]).toBeUndefined();
  });

  it("keeps refreshing the cookie on private answers", async () => {
    const agent = request.agent(appWithSession());
    await agent.post("/sign-in");
    const privatePhoto = await agent.get("/objects/private/photo.png");
    expect(privatePhoto.headers["set-cookie"]?.[0]).toMatch(/^pawfans\.sid=/);
  });
});
