/**
 * Every list answers from an index read in order: for each list endpoint (first
 * page, filtered page, page after a cursor) the SQL it runs is explained with
 * sorting and sequential scans made as costly as the planner allows, and the plan
 * must contain neither. An index whose order differed from the ORDER BY by as
 * little as NULLS FIRST/LAST would leave a Sort node here; a cursor condition the
 * index cannot use would leave the scan unbounded (checked by the bench at 1M rows).
 * A list sent as a named prepared statement (server/db/prepared-queries.ts) is also
 * explained as PostgreSQL's generic plan, the one it keeps after five runs: it
 * sees no values, so it must not need them to find its index.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, communityThreads, contactMessages, marketplaceItems, moderationCases, notifications, orders, postComments, threadComments, type CreatorProfile, type User } from "./schema";
import { EXPLORE_CATEGORIES } from "@shared/constants/categories";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { startTestApp, type TestApp } from "../test/harness";
import { buildCreator, buildPost, buildSubscription, buildTier, buildUser, buildStaff } from "../test/factories";

let app: TestApp;
let owner: User;
let fan: User;
let staff: User;
let profile: CreatorProfile;
let threadId: string;
let postId: string;
const captured: Array<{ text: string; values: unknown[]; name?: string }> = [];

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.ctx;
  ({ owner, profile } = await buildCreator(db, { petType: "Golden Retriever dog" }));
  fan = await buildUser(db);
  staff = await buildStaff(db);
  for (let i = 0; i < 3; i++) {
    await buildCreator(db, { petType: i % 2 ? "Cat" : "Dog" });
    await buildPost(db, profile);
    await buildTier(db, profile);
    await buildSubscription(db, await buildUser(db), profile);
  }
  await buildSubscription(db, fan, profile);
  const [thread] = await db
    .insert(communityThreads)
    .values([1, 2, 3].map((i) => ({ userId: owner.id, title: `T${i}`, content: "c", category: "General" })))
    .returning();
  threadId = thread!.id;
  await db.insert(threadComments).values([1, 2, 3].map(() => ({ threadId, userId: fan.id, content: "hi" })));
  postId = (await buildPost(db, profile)).id;
  await db.insert(postComments).values([1, 2, 3].map(() => ({ postId, userId: fan.id, content: "hi" })));
  await db.insert(marketplaceItems).values([1, 2, 3].map((i) => ({ sellerId: owner.id, title: `I${i}`, description: "d", price: "1.00", category: "Toys", condition: "New" })));
  // The owner's paid sales (the statements page's Paw Bazar sales).
  await db.insert(orders).values(
    [1, 2, 3].map((i) => ({
      itemTitle: `O${i}`,
      buyerId: fan.id,
      sellerId: owner.id,
      status: "paid",
      deliveryMethod: "pickup",
      subtotalCents: 100,
      shippingCents: 0,
      totalCents: 100,
      commissionCents: 5,
      paymentProvider: "test",
      reservedUntil: new Date(),
      paidAt: new Date(),
    })),
  );
  await db.insert(articles).values([1, 2, 3].map((i) => ({ kind: "wellness" as const, authorId: staff.id, title: `W${i}`, content: "c", topic: "Nutrition" })));
  await db.insert(articles).values([1, 2, 3].map((i) => ({ kind: "vet" as const, authorId: staff.id, title: `V${i}`, content: "c", topic: "Surgery" })));
  await db.insert(notifications).values([1, 2, 3].map(() => ({ userId: fan.id, type: "new_post", title: "t", message: "m" })));
  await db.insert(contactMessages).values([1, 2, 3].map(() => ({ name: "Ann", email: "a@example.test", subject: "Hello", message: "A message body" })));
  // The moderation queue: urgent and normal cases of two statuses.
  await db.insert(moderationCases).values(
    [0, 1, 2, 3, 4, 5].map((i) => ({
      targetType: "thread",
      targetId: crypto.randomUUID(),
      status: i < 4 ? "open" : "actioned",
      urgent: i % 2 === 0,
      dueAt: new Date(Date.now() + i * 60_000),
    })),
  );

  // Record every statement the app sends.
  const pool = app.ctx.database.pool;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === "string") captured.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[]; name?: string };
      captured.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [], name: config.name });
    }
    return query(...args);
  };
});

afterAll(() => app?.close());

function literal(client: { escapeLiteral(value: string): string }, value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  return client.escapeLiteral(String(value));
}

/** The plan of a statement with sorts and sequential scans priced out: for its values, or generic. */
async function planOf(statement: { text: string; values: unknown[] }, plan: "custom" | "generic" = "custom"): Promise<string[]> {
  const client = await app.ctx.database.pool.connect();
  try {
    await client.query("begin");
    let rows;
    try {
      await client.query("set local enable_seqscan = off");
      await client.query("set local enable_sort = off");
      await client.query("set local enable_incremental_sort = off");
      if (plan === "generic") {
        await client.query("set local plan_cache_mode = force_generic_plan");
        await client.query(`prepare list_plan as ${statement.text}`);
        const values = statement.values.map((value) => literal(client, value));
        ({ rows } = await client.query(`explain (format json) execute list_plan${values.length ? `(${values.join(", ")})` : ""}`));
      } else {
        // Values written in as literals: the embedded database explains no parameters.
        const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => literal(client, statement.values[Number(n) - 1]));
        ({ rows } = await client.query(`explain (format json) ${text}`));
      }
    } finally {
      await client.query("rollback");
      // A prepared statement outlives the transaction.
      if (plan === "generic") await client.query("deallocate list_plan").catch(() => {});
    }
    const nodes: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      nodes.push(`${node["Node Type"]}${node["Relation Name"] ? ` on ${node["Relation Name"]}` : ""}${node["Index Name"] ? ` using ${node["Index Name"]}` : ""}`);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((rows[0]["QUERY PLAN"] as Array<{ Plan: Record<string, unknown> }>)[0]!.Plan);
    return nodes;
  } finally {
    client.release();
  }
}

/** The list statement an endpoint ran: the one that orders and limits. */
async function listStatementOf(path: string, as?: User) {
  const agent = as ? await app.as(as) : app.anonymous();
  captured.length = 0;
  const res = await agent.get(path);
  expect(res.status, `${path} answered ${res.status}: ${JSON.stringify(res.body)}`).toBe(200);
  const lists = captured.filter((s) => /order by/i.test(s.text) && /limit/i.test(s.text) && /^\s*select/i.test(s.text));
  expect(lists.length, `${path} ran no list query`).toBeGreaterThan(0);
  return lists[0]!;
}

async function firstId(path: string, as?: User): Promise<string> {
  const agent = as ? await app.as(as) : app.anonymous();
  const res = await agent.get(path);
  return (res.body as Array<{ id: string }>)[0]!.id;
}

describe("list queries read an index in ORDER BY order", () => {
  // prepared: sent as a named prepared statement (server/db/prepared-queries.ts).
  const lists: Array<{ name: string; path: () => string; filtered?: string; as?: () => User; prepared?: boolean }> = [
    { name: "creator profiles", path: () => "/api/creator-profiles", filtered: "category=bird", prepared: true },
    { name: "community threads", path: () => "/api/community-threads", filtered: "category=General", prepared: true },
    { name: "thread comments", path: () => `/api/thread-comments/${threadId}`, prepared: true },
    { name: "marketplace items", path: () => "/api/marketplace-items", filtered: "category=Toys", prepared: true },
    { name: "wellness tips", path: () => "/api/wellness-tips", filtered: "category=Nutrition", prepared: true },
    { name: "vet articles", path: () => "/api/vet-articles", filtered: "specialization=Surgery", prepared: true },
    { name: "creator posts", path: () => `/api/posts/creator/${profile.id}`, prepared: true },
    { name: "post comments", path: () => `/api/posts/${postId}/comments`, prepared: true },
    { name: "creator tiers", path: () => `/api/subscription-tiers/creator/${profile.id}`, prepared: true },
    { name: "creator subscribers", path: () => `/api/subscriptions/creator/${profile.id}`, as: () => owner },
    { name: "my subscriptions", path: () => "/api/subscriptions/mine", as: () => fan },
    { name: "a creator's sales", path: () => `/api/creator-profile/${profile.id}/sales`, as: () => owner },
    { name: "notifications", path: () => "/api/notifications", as: () => fan },
    { name: "contact messages", path: () => "/api/contact-messages", as: () => staff },
    { name: "moderation queue", path: () => "/api/moderation/cases", filtered: "status=actioned", as: () => staff },
  ];

  for (const list of lists) {
    it(`${list.name}: first page, filtered page and the page after a cursor`, async () => {
      const as = list.as?.();
      const paths = [list.path()];
      if (list.filtered) paths.push(`${list.path()}?${list.filtered}`);
      paths.push(`${list.path()}${list.path().includes("?") ? "&" : "?"}before=${await firstId(list.path(), as)}`);
      for (const path of paths) {
        const statement = await listStatementOf(path, as);
        // Named on PostgreSQL; the embedded database gets them unnamed (server/db/statement-names.ts).
        const named = list.prepared && !app.ctx.database.embedded;
        expect(statement.name ?? "", `${path}: named statement`).toMatch(named ? /^[a-z_]+_[0-9a-f]{12}$/ : /^$/);
        for (const kind of list.prepared ? (["custom", "generic"] as const) : (["custom"] as const)) {
          const plan = await planOf(statement, kind);
          if (process.env.DEBUG_PLANS) console.log(path, kind, statement.text, statement.values, plan);
          expect(plan.filter((node) => /Sort|Seq Scan/.test(node)), `${path} (${kind} plan):\n${plan.join("\n")}`).toEqual([]);
        }
      }
    });
  }
});

describe("Explore's category tabs", () => {
  for (const category of EXPLORE_CATEGORIES.filter((c) => c.keywords.length > 0)) {
    it(`${category.label} reads its own index, whose predicate is the tab's keyword rule`, async () => {
      const plan = await planOf(await listStatementOf(`/api/creator-profiles?category=${category.id}`));
      expect(plan.some((node) => node.includes(`using creator_profiles_explore_${category.id}_idx`)), plan.join("\n")).toBe(true);
    });
  }
});


describe("a creator's posts", () => {
  /** The statements a request sends. */
  async function statementsOf(path: string, as?: User) {
    const agent = as ? await app.as(as) : app.anonymous();
    captured.length = 0;
    const res = await agent.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return captured.filter((s) => !/^\s*(begin|commit|rollback|set )/i.test(s.text));
  }

  it("feed: the profile, the viewer's entitlement (the tiers with their fan subscription) and the page, after the session and user of a signed-in viewer", async () => {
    const path = `/api/posts/creator/${profile.id}`;
    const count = async (as?: User) => {
      const statements = await statementsOf(path, as);
      return [statements.length, statements.map((s) => s.text.slice(0, 80)).join("\n")] as const;
    };
    // Before the rule: 2 signed out, 5 for a fan or member (the content rule's query), 4 for the owner (each with its session's touch).
    const [signedOut, signedOutText] = await count();
    expect(signedOut, signedOutText).toBe(3);
    // Each session here is fresh: its first request also stores its hourly touch and announces the change to other
    // instances' session caches (server/auth/session-cache.ts), which a later request within the hour does not.
    const [byFan, byFanText] = await count(fan);
    expect(byFan, byFanText).toBe(6);
    expect(byFanText).toMatch(/INSERT INTO "sessions"[^\n]*\nselect pg_notify/);
    const [byOwner, byOwnerText] = await count(owner);
    expect(byOwner, byOwnerText).toBe(5);
  });

  it("the month's allowance is one statement that reads the creator's posts of the month by the feed's index", async () => {
    const { db } = app.ctx;
    const limited = await buildCreator(db);
    await buildTier(db, limited.profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic });
    await buildPost(db, limited.profile, { isPremium: true });
    const statements = await statementsOf(`/api/posts/allowance/${limited.profile.id}`, limited.owner);
    const counts = statements.filter((s) => /count\(\*\)/i.test(s.text));
    expect(counts).toHaveLength(1);
    const plan = await planOf(counts[0]!);
    expect(plan.filter((node) => node.includes("on posts")), plan.join("\n")).toEqual(["Index Scan on posts using posts_creator_created_idx"]);
  });
});
