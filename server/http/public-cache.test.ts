/**
 * The public cache on a tiny app whose "database" counts its reads: signed-out
 * answers are reused for everyone signed out, never for or from a signed-in
 * person, until a write clears their family or the cache time ends.
 */
import express from "express";
import { Redis } from "ioredis";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publicCache, type PublicCacheFamily } from "./public-cache";
import { memoryPublicCacheStore, redisPublicCacheStore, type PublicCacheStore } from "./public-cache-store";

const FAMILIES: PublicCacheFamily[] = [
  { name: "threads", reads: ["/api/threads", "/api/threads/:id"], writtenBy: ["/api/threads"] },
  { name: "items", reads: ["/api/items"], writtenBy: ["/api/items"] },
];

/** A page of threads big enough to be compressed, as the database has it right now. */
const threadsPage = (titles: string[]) => titles.map((title, i) => ({ id: i, title, text: "A long thread about pets. ".repeat(60) }));

function appWith(store: PublicCacheStore = memoryPublicCacheStore(), ttlSeconds = 2, canonicalHost?: string) {
  /** `gate`, when set, holds every read of the thread list until it resolves (a slow query). */
  const db = { titles: ["First"], reads: 0, items: 0, gate: undefined as Promise<void> | undefined };
  const app = express();
  // As in the app: no ETags but the public cache's own.
  app.set("etag", false);
  app.use(
    publicCache({
      store,
      ttlSeconds,
      families: FAMILIES,
      isPersonal: (req) => Boolean(req.headers.authorization) || Boolean(req.headers.cookie?.includes("pawfans.sid=")),
      canonicalHost,
    }),
  );
  app.use(express.json());
  app.get("/api/threads", async (req, res) => {
    db.reads++;
    await db.gate;
    // What a signed-in person sees depends on who they are.
    const viewer = req.headers.cookie?.match(/pawfans\.sid=(\w+)/)?.[1];
    res.json(viewer ? [{ title: `${viewer}'s own page` }] : threadsPage(db.titles));
  });
  app.get("/api/threads/:id", (req, res) => {
    db.reads++;
    if (req.params.id === "missing") return void res.status(404).json({ message: "Thread not found" });
    res.json({ id: req.params.id });
  });
  app.get("/api/threads/:id/secret-stats", (_req, res) => {
    db.reads++;
    res.json({ views: db.reads });
  });
  app.get("/api/items", (_req, res) => {
    db.reads++;
    res.json({ items: db.items });
  });
  app.post("/api/threads", (req, res) => {
    if (!req.body.title) return void res.status(400).json({ message: "title is required" });
    db.titles.push(req.body.title);
    res.status(201).json({ title: req.body.title });
  });
  app.post("/api/items", (_req, res) => {
    db.items++;
    res.status(201).json({ items: db.items });
  });
  return { app, db };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("public cache, signed out", () => {
  it("computes a public answer once and serves it to every signed-out visitor", async () => {
    const { app, db } = appWith();
    const first = await request(app).get("/api/threads");
    const second = await request(app).get("/api/threads");
    expect(first.headers["x-public-cache"]).toBe("miss");
    expect(second.headers["x-public-cache"]).toBe("hit");
    expect(second.body).toEqual(first.body);
    expect(db.reads).toBe(1);
  });

  it("keeps each URL, query string included, apart", async () => {
    const { app, db } = appWith();
    await request(app).get("/api/threads?limit=5");
    await request(app).get("/api/threads?limit=10");
    await request(app).get("/api/threads?limit=5");
    expect(db.reads).toBe(2);
  });

  it("serves only the allow-listed paths: a deeper path under an allowed one is computed every time", async () => {
    const { app, db } = appWith();
    await request(app).get("/api/threads/7/secret-stats");
    const again = await request(app).get("/api/threads/7/secret-stats");
    expect(again.headers["x-public-cache"]).toBeUndefined();
    expect(db.reads).toBe(2);
  });

  it("leaves reads addressed to another host name alone (the canonical-host redirect answers them)", async () => {
    const { app, db } = appWith(memoryPublicCacheStore(), 2, "pawfans.example:5000");
    await request(app).get("/api/threads").set("Host", "pawfans.example:5000");
    const elsewhere = await request(app).get("/api/threads").set("Host", "127.0.0.1:5000");
    expect(elsewhere.headers["x-public-cache"]).toBeUndefined();
    expect((await request(app).get("/api/threads").set("Host", "PawFans.example:5000")).headers["x-public-cache"]).toBe("hit");
    expect(db.reads).toBe(2);
  });

  it("keeps only 200 answers: a 404 is asked again", async () => {
    const { app, db } = appWith();
    expect((await request(app).get("/api/threads/missing")).status).toBe(404);
    expect((await request(app).get("/api/threads/missing")).status).toBe(404);
    expect(db.reads).toBe(2);
  });

  it("lets browsers keep the answer but revalidate it every time, with a weak ETag (If-None-Match gets a 304)", async () => {
    const { app } = appWith();
    const miss = await request(app).get("/api/threads");
    expect(miss.headers["cache-control"]).toBe("public, no-cache");
    expect(miss.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const hit = await request(app).get("/api/threads");
    expect(hit.headers["cache-control"]).toBe("public, no-cache");
    expect(hit.headers.etag).toBe(miss.headers.etag);

    const revalidated = await request(app).get("/api/threads").set("If-None-Match", miss.headers.etag!);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect((await request(app).get("/api/threads").set("If-None-Match", 'W/"something-else"')).status).toBe(200);
  });

  it("answers a 304 on the request that computes the answer too", async () => {
    const first = appWith();
    const { etag } = (await request(first.app).get("/api/threads")).headers;
    const fresh = appWith();
    expect((await request(fresh.app).get("/api/threads").set("If-None-Match", etag!)).status).toBe(304);
  });

  it("serves the stored answer as Brotli, gzip or plain, as the client accepts, with Vary: Accept-Encoding", async () => {
    const { app } = appWith();
    const plain = (await request(app).get("/api/threads")).text;
    // The compressed forms are made just after the first answer.
    await vi.waitFor(async () => expect((await request(app).get("/api/threads").set("Accept-Encoding", "br")).headers["content-encoding"]).toBe("br"));
    for (const [acceptEncoding, coding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      // supertest decodes the body as a browser would.
      const res = await request(app).get("/api/threads").set("Accept-Encoding", acceptEncoding);
      expect(res.headers["x-public-cache"]).toBe("hit");
      expect(res.headers["content-encoding"]).toBe(coding);
      expect(res.headers.vary).toContain("Accept-Encoding");
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(Number(res.headers["content-length"])).toBeLessThan(Buffer.byteLength(plain) / 4);
      expect(res.text).toBe(plain);
    }
    const identity = await request(app).get("/api/threads").set("Accept-Encoding", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(Number(identity.headers["content-length"])).toBe(Buffer.byteLength(plain));
    expect(identity.text).toBe(plain);
  });

  it("answers HEAD from the stored answer, without a body", async () => {
    const { app, db } = appWith();
    await request(app).get("/api/threads");
    const head = await request(app).head("/api/threads");
    expect(head.status).toBe(200);
    expect(head.headers["x-public-cache"]).toBe("hit");
    expect(head.text).toBeUndefined();
    expect(db.reads).toBe(1);
  });

  it("forgets an answer after the cache time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { app, db } = appWith(memoryPublicCacheStore(), 2);
    await request(app).get("/api/threads");
    vi.setSystemTime(Date.now() + 1_900);
    await request(app).get("/api/threads");
    expect(db.reads).toBe(1);
    vi.setSystemTime(Date.now() + 200);
    await request(app).get("/api/threads");
    expect(db.reads).toBe(2);
  });

  it("keeps nothing when the cache time is 0", async () => {
    const { app, db } = appWith(memoryPublicCacheStore(), 0);
    await request(app).get("/api/threads");
    const second = await request(app).get("/api/threads");
    expect(second.headers["x-public-cache"]).toBeUndefined();
    expect(db.reads).toBe(2);
  });
});

describe("public cache, signed in", () => {
  it("never serves a signed-in person the signed-out answer, nor anyone theirs", async () => {
    const { app, db } = appWith();
    const visitor = await request(app).get("/api/threads");
    const alice = await request(app).get("/api/threads").set("Cookie", "theme=dark; pawfans.sid=alice");
    expect(alice.body).toEqual([{ title: "alice's own page" }]);
    expect(alice.headers["x-public-cache"]).toBe("bypass");
    expect(alice.headers["cache-control"]).toBe("private, no-cache");
    expect(alice.headers.etag).toBeUndefined();

    const next = await request(app).get("/api/threads");
    expect(next.body).toEqual(visitor.body);
    expect(db.reads).toBe(2);
  });

  it("never stores a signed-in answer: the next visitor gets their own", async () => {
    const { app } = appWith();
    await request(app).get("/api/threads").set("Cookie", "pawfans.sid=alice");
    const visitor = await request(app).get("/api/threads");
    expect(visitor.headers["x-public-cache"]).toBe("miss");
    expect(visitor.body).toEqual(threadsPage(["First"]));
  });

  it("treats a request with an Authorization header as someone's", async () => {
    const { app, db } = appWith();
    await request(app).get("/api/threads");
    const withCredentials = await request(app).get("/api/threads").set("Authorization", "Bearer abc");
    expect(withCredentials.headers["x-public-cache"]).toBe("bypass");
    expect(db.reads).toBe(2);
  });
});

describe("public cache, many visitors at once", () => {
  it("computes a missing answer once for every visitor asking for it meanwhile", async () => {
    const { app, db } = appWith();
    let open!: () => void;
    db.gate = new Promise((resolve) => (open = resolve));
    const server = app.listen(0);
    try {
      const visitors = Array.from({ length: 5 }, () => request(server).get("/api/threads").then((r) => r));
      await vi.waitFor(() => expect(db.reads).toBe(1));
      // Give the other four time to arrive and wait.
      await new Promise((resolve) => setTimeout(resolve, 50));
      open();
      const answers = await Promise.all(visitors);
      expect(db.reads).toBe(1);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    } finally {
      server.close();
    }
  });

  it("does not hand an answer begun before a write to a visitor who came after it", async () => {
    const { app, db } = appWith();
    let open!: () => void;
    db.gate = new Promise((resolve) => (open = resolve));
    const server = app.listen(0);
    try {
      const before = request(server).get("/api/threads").then((r) => r);
      await vi.waitFor(() => expect(db.reads).toBe(1));
      db.gate = undefined;
      expect((await request(server).post("/api/threads").send({ title: "Second" })).status).toBe(201);
      const after = await request(server).get("/api/threads");
      expect(after.body.map((t: { title: string }) => t.title)).toEqual(["First", "Second"]);
      open();
      await before;
      expect(db.reads).toBe(2);
    } finally {
      server.close();
    }
  });
});

describe("public cache invalidation", () => {
  it("clears a family when a write to it succeeds, so the next visitor sees the change", async () => {
    const { app } = appWith();
    await request(app).get("/api/threads");
    await request(app).get("/api/threads/1");
    expect((await request(app).post("/api/threads").send({ title: "Second" })).status).toBe(201);
    const list = await request(app).get("/api/threads");
    expect(list.headers["x-public-cache"]).toBe("miss");
    expect(list.body.map((t: { title: string }) => t.title)).toEqual(["First", "Second"]);
    expect((await request(app).get("/api/threads/1")).headers["x-public-cache"]).toBe("miss");
  });

  it("keeps the family after a refused write, and other families after a write", async () => {
    const { app } = appWith();
    await request(app).get("/api/threads");
    await request(app).get("/api/items");
    expect((await request(app).post("/api/threads").send({})).status).toBe(400);
    expect((await request(app).get("/api/threads")).headers["x-public-cache"]).toBe("hit");
    expect((await request(app).post("/api/items")).status).toBe(201);
    expect((await request(app).get("/api/threads")).headers["x-public-cache"]).toBe("hit");
    expect((await request(app).get("/api/items")).body).toEqual({ items: 1 });
  });

  it("never keeps an answer computed while a write to its family happened", async () => {
    const store = memoryPublicCacheStore();
    const { app, db } = appWith(store);
    // The read starts (and learns the family's version), then the write lands before its answer is stored.
    const read = store.read.bind(store);
    let writeDuringRead: Promise<unknown> | undefined;
    store.read = async (family, key) => {
      const answer = await read(family, key);
      writeDuringRead ??= request(app).post("/api/threads").send({ title: "Second" }).then((r) => r);
      await writeDuringRead;
      return answer;
    };
    await request(app).get("/api/threads");
    const after = await request(app).get("/api/threads");
    expect(after.headers["x-public-cache"]).toBe("miss");
    expect(db.reads).toBe(2);
  });
});

describe("public cache store in memory", () => {
  it("keeps at most its number of answers, dropping the oldest", async () => {
    const store = memoryPublicCacheStore(2);
    const answer = { version: "0", contentType: "application/json", etag: 'W/"x"', body: Buffer.from("[]"), encoded: {} };
    for (const key of ["/a", "/b", "/c"]) await store.write("f", key, answer, 60_000);
    expect((await store.read("f", "/a")).answer).toBeUndefined();
    expect((await store.read("f", "/b")).answer).toBeDefined();
    expect((await store.read("f", "/c")).answer).toBeDefined();
  });
});

describe("public cache with its store away", () => {
  it("answers every request from the route while Redis is unreachable", async () => {
    const unreachable = new Redis("redis://127.0.0.1:1", { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    unreachable.on("error", () => {});
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { app, db } = appWith(redisPublicCacheStore(unreachable));
    expect((await request(app).get("/api/threads")).status).toBe(200);
    expect((await request(app).get("/api/threads")).status).toBe(200);
    expect((await request(app).post("/api/threads").send({ title: "Second" })).status).toBe(201);
    expect(db.reads).toBe(2);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    unreachable.disconnect();
  });
});

// Redis is optional in production; CI points this at the machine's Redis.
describe.runIf(process.env.TEST_REDIS_URL)("public cache on Redis", () => {
  it("is shared by two app instances: an answer stored by one is served by the other, a write on either clears both", async () => {
    const clients = [new Redis(process.env.TEST_REDIS_URL!), new Redis(process.env.TEST_REDIS_URL!)];
    try {
      // A fresh family name, so earlier runs' answers in the same Redis play no part.
      const family = `threads-${Math.random().toString(36).slice(2)}`;
      const [a, b] = clients.map((client) => {
        const store = redisPublicCacheStore(client);
        const scoped: PublicCacheStore = {
          read: (_f, key) => store.read(family, key),
          write: (_f, key, answer, ttl) => store.write(family, key, answer, ttl),
          invalidate: () => store.invalidate([family]),
        };
        return appWith(scoped);
      });
      const fromA = await request(a!.app).get("/api/threads");
      const fromB = await request(b!.app).get("/api/threads");
      expect(fromB.headers["x-public-cache"]).toBe("hit");
      expect(fromB.body).toEqual(fromA.body);
      expect(b!.db.reads).toBe(0);

      await vi.waitFor(async () => {
        const brotli = await request(b!.app).get("/api/threads").set("Accept-Encoding", "br");
        expect(brotli.headers["content-encoding"]).toBe("br");
        expect(brotli.text).toBe(fromA.text);
      });

      expect((await request(b!.app).post("/api/threads").send({ title: "Second" })).status).toBe(201);
      expect((await request(a!.app).get("/api/threads")).headers["x-public-cache"]).toBe("miss");
    } finally {
      for (const client of clients) client.disconnect();
    }
  });
});

