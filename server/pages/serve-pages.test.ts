/**
 * Public pages drawn on the server for signed-out visitors (issue "Fast on a
 * phone"): the page arrives with its content and the answers it was drawn with;
 * everyone else, and every page that is not public, gets index.html as built.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../client/src/entry-server";
import { buildCreator, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";

const TEMPLATE = fs.readFileSync(path.join(import.meta.dirname, "../../client/index.html"), "utf8");
/** A pet name that would end the page's data block and run a script, were it not escaped. */
const SCRIPTED_NAME = "Biscuit</script><script>alert(1)</script>";

let clientDir = "";
const apps: TestApp[] = [];

/** An app serving TEMPLATE as its index.html, drawing public pages with the renderer from source. */
async function startApp(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await startTestApp(env, { clientDir, pageRenderer: renderPage });
  apps.push(app);
  return app;
}

/** The answers a drawn page carries, by query key. */
function answersIn(html: string): Map<string, unknown> {
  const block = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(block, "the page's answers").toBeDefined();
  const state = JSON.parse(block!) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  return new Map(state.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
}

const isDrawn = (html: string) => /<html[^>]* data-server-rendered/.test(html);

beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawfans-pages-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), TEMPLATE);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("a public page opened by a signed-out visitor", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
    await buildCreator(app.ctx.db, { petName: SCRIPTED_NAME });
  });

  it("arrives drawn, with the creators on it and the answers it was drawn with", async () => {
    const res = await app.anonymous().get("/explore").expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(isDrawn(res.text)).toBe(true);
    expect(res.text).toContain("Explore PawPals");
    expect(res.text).toContain("Biscuit&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    const answers = answersIn(res.text);
    expect(answers.get(JSON.stringify(["/api/auth/user"]))).toBeNull();
    const creators = answers.get(JSON.stringify(["/api/creator-profiles", {}])) as { pages: Array<Array<{ petName: string }>> };
    expect(creators.pages[0]!.map((creator) => creator.petName)).toEqual([SCRIPTED_NAME]);
  });

  it("never lets visitors' text end its data block", async () => {
    const res = await app.anonymous().get("/explore").expect(200);
    expect(res.text).not.toContain("<script>alert(1)");
  });

  it("is drawn for what its address asks (a filter in the query string)", async () => {
    const res = await app.anonymous().get("/explore?category=cat").expect(200);
    expect(isDrawn(res.text)).toBe(true);
    expect(res.text).not.toContain("Biscuit&lt;");
  });

  it("is sent as built to a signed-in visitor: what they see is their own", async () => {
    const agent = await app.as(await buildUser(app.ctx.db));
    const res = await agent.get("/explore").expect(200);
    expect(res.text).toBe(TEMPLATE);
  });

  it("is not drawn when it is not a public page", async () => {
    const res = await app.anonymous().get("/creator-dashboard").expect(200);
    expect(res.text).toBe(TEMPLATE);
  });

  it("is left to the browser when its address opens a part whose code loads on first use (a thread)", async () => {
    const author = await app.as(await buildUser(app.ctx.db));
    const thread = await author
      .post("/api/community-threads")
      .send({ title: "Crate training", content: "Any tips?", category: "General" })
      .expect(201);
    expect(isDrawn((await app.anonymous().get("/community").expect(200)).text)).toBe(true);
    // Every time, also once the thread's code has been loaded on the server.
    for (let visit = 0; visit < 2; visit++) {
      expect((await app.anonymous().get(`/community?thread=${thread.body.id}`).expect(200)).text).toBe(TEMPLATE);
    }
  });

  it("is sent as built, for the app to read and report, when one of its reads fails", async () => {
    const failing = async () => new Response(JSON.stringify({ message: "Database unavailable" }), { status: 500 });
    expect(await renderPage({ url: "/explore", template: TEMPLATE, transport: failing })).toBeUndefined();
  });
});

describe("drawing pages and the read limit", () => {
  it("counts a drawn page as one read of the visitor, not each of its reads; past the limit pages are sent as built", async () => {
    const app = await startApp({ READ_RATE_LIMIT_PER_MINUTE: "3" });
    // Each page reads twice itself (who is signed in, the creators).
    for (let i = 0; i < 3; i++) expect(isDrawn((await app.anonymous().get("/explore").expect(200)).text)).toBe(true);
    expect((await app.anonymous().get("/explore").expect(200)).text).toBe(TEMPLATE);
    await app.anonymous().get("/api/creator-profiles").expect(429);
  });
});

describe("drawn pages and the public cache", () => {
  it("serves a drawn page to the next signed-out visitor from the cache, and never to a signed-in one", async () => {
    const app = await startApp({ PUBLIC_CACHE_SECONDS: "30" });
    await buildCreator(app.ctx.db, { petName: "Pickle" });
    const first = await app.anonymous().get("/explore").expect(200);
    const second = await app.anonymous().get("/explore").expect(200);
    expect(first.headers["x-public-cache"]).toBe("miss");
    expect(second.headers["x-public-cache"]).toBe("hit");
    expect(second.text).toBe(first.text);
    expect(second.text).toContain("Pickle");
    const agent = await app.as(await buildUser(app.ctx.db));
    const signedIn = await agent.get("/explore").expect(200);
    expect(signedIn.headers["x-public-cache"]).toBe("bypass");
    expect(signedIn.text).toBe(TEMPLATE);
  });
});
