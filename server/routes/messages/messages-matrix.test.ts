/**
 * Who may message a creator, as a table: each kind of person against starting a
 * conversation, sending in one, reading one and being messaged by the creator,
 * with the exact status and message of each answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENEFIT_TEMPLATES } from "@shared/benefits";
import { blocks, conversations, type CreatorProfile, type User } from "../../db/schema";
import { buildCreator, buildSubscription, buildTier, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const PEOPLE = ["signed out", "member", "Basic", "Premium", "VIP", "lapsed VIP", "creator", "blocked", "staff"] as const;
type Person = (typeof PEOPLE)[number];

const VIP_ONLY = { status: 403, body: { message: "Direct messages with Biscuit are a VIP benefit." } };
const CANT = { status: 403, body: { message: "You can't message this person." } };
const UNAUTHORIZED = { status: 401, body: { message: "Unauthorized" } };
const NOT_YOURS = { status: 403, body: { message: "This conversation is not yours" } };
const ONLY_FANS = { status: 403, body: { message: "You can message your current fans only." } };

interface Expected {
  status: number;
  body?: unknown;
}

/** A fan starts a conversation with the creator (POST /api/conversations {creatorProfileId}). */
const START: Record<Person, Expected> = {
  "signed out": UNAUTHORIZED,
  member: VIP_ONLY,
  Basic: VIP_ONLY,
  Premium: VIP_ONLY,
  VIP: { status: 201 },
  "lapsed VIP": VIP_ONLY,
  creator: { status: 400, body: { message: "You can't message yourself." } },
  blocked: CANT,
  staff: VIP_ONLY,
};

/** Sends in their own conversation with the creator (the creator and staff: in the VIP fan's). */
const SEND: Record<Person, Expected> = {
  "signed out": UNAUTHORIZED,
  member: VIP_ONLY,
  Basic: VIP_ONLY,
  Premium: VIP_ONLY,
  VIP: { status: 201 },
  "lapsed VIP": VIP_ONLY,
  creator: { status: 201 },
  blocked: CANT,
  staff: NOT_YOURS,
};

/** Reads the VIP fan's conversation with the creator. */
const READ: Record<Person, Expected> = {
  "signed out": UNAUTHORIZED,
  member: NOT_YOURS,
  Basic: NOT_YOURS,
  Premium: NOT_YOURS,
  VIP: { status: 200 },
  "lapsed VIP": NOT_YOURS,
  creator: { status: 200 },
  blocked: NOT_YOURS,
  staff: NOT_YOURS,
};

/** The creator starts a conversation with the person (POST /api/conversations {userId}). */
const MESSAGED_BY_CREATOR: Partial<Record<Person, Expected>> = {
  member: ONLY_FANS,
  Basic: { status: 201 },
  Premium: { status: 201 },
  VIP: { status: 200 },
  "lapsed VIP": ONLY_FANS,
  blocked: CANT,
  staff: ONLY_FANS,
};

let profile: CreatorProfile;
const people = new Map<Person, User | undefined>();
const conversationOf = new Map<Person, string>();

beforeAll(async () => {
  const built = await buildCreator(t.ctx.db, { petName: "Biscuit" });
  profile = built.profile;
  const tiers = {
    Basic: await buildTier(t.ctx.db, profile, { name: "Basic", price: "4.99", benefits: BENEFIT_TEMPLATES.basic }),
    Premium: await buildTier(t.ctx.db, profile, { name: "Premium", price: "9.99", benefits: BENEFIT_TEMPLATES.premium }),
    VIP: await buildTier(t.ctx.db, profile, { name: "VIP", price: "19.99", benefits: BENEFIT_TEMPLATES.vip }),
  };
  people.set("signed out", undefined);
  people.set("creator", built.owner);
  people.set("staff", await buildUser(t.ctx.db, { role: "moderator" }));
  people.set("member", await buildUser(t.ctx.db));
  for (const name of ["Basic", "Premium", "VIP"] as const) {
    const fan = await buildUser(t.ctx.db);
    await buildSubscription(t.ctx.db, fan, profile, { tierId: tiers[name].id, price: tiers[name].price });
    people.set(name, fan);
  }
  const lapsed = await buildUser(t.ctx.db);
  await buildSubscription(t.ctx.db, lapsed, profile, { tierId: tiers.VIP.id, price: tiers.VIP.price, status: "canceled" });
  people.set("lapsed VIP", lapsed);
  const blocked = await buildUser(t.ctx.db);
  await buildSubscription(t.ctx.db, blocked, profile, { tierId: tiers.VIP.id, price: tiers.VIP.price });
  await t.ctx.db.insert(blocks).values({ blockerId: built.owner.id, blockedId: blocked.id });
  people.set("blocked", blocked);
  // Each fan-side person already has a conversation (the lapsed one's began while VIP).
  for (const name of ["member", "Basic", "Premium", "VIP", "lapsed VIP", "blocked"] as const) {
    const [row] = await t.ctx.db
      .insert(conversations)
      .values({ creatorProfileId: profile.id, creatorUserId: built.owner.id, fanUserId: people.get(name)!.id })
      .returning();
    conversationOf.set(name, row.id);
  }
});

async function agentOf(person: Person) {
  const user = people.get(person);
  return user ? t.as(user) : t.anonymous();
}

function expectAnswer(res: { status: number; body: unknown }, expected: Expected) {
  expect({ status: res.status, body: expected.body ? res.body : undefined }).toEqual({ status: expected.status, body: expected.body });
}

let clientSeq = 0;

describe("direct messages: who may do what", () => {
  it.each(PEOPLE)("%s: sending, reading and starting answer as the table says", async (person) => {
    const agent = await agentOf(person);
    const own = conversationOf.get(person) ?? conversationOf.get("VIP")!;
    const sent = await agent.post(`/api/conversations/${own}/messages`).send({ content: "Hello!", clientId: `matrix-${++clientSeq}-${person.replace(/\W/g, "")}` });
    expectAnswer(sent, SEND[person]);
    expectAnswer(await agent.get(`/api/conversations/${conversationOf.get("VIP")}/messages`), READ[person]);
    const started = await agent.post("/api/conversations").send({ creatorProfileId: profile.id });
    // Those with a conversation already get it back (200) where starting is allowed.
    expectAnswer(started, START[person].status === 201 && conversationOf.has(person) ? { status: 200 } : START[person]);
  });

  it.each(Object.keys(MESSAGED_BY_CREATOR) as Person[])("the creator messaging %s", async (person) => {
    const asCreator = await agentOf("creator");
    const res = await asCreator.post("/api/conversations").send({ userId: people.get(person)!.id });
    const expected = MESSAGED_BY_CREATOR[person]!;
    // Basic and Premium fans already have one: the creator gets it back.
    expectAnswer(res, expected.status === 201 && conversationOf.has(person) ? { status: 200 } : expected);
  });

  it("a person who is not a creator cannot message someone by their id", async () => {
    const res = await (await agentOf("VIP")).post("/api/conversations").send({ userId: people.get("member")!.id });
    expectAnswer(res, { status: 403, body: { message: "Only creators can start a conversation with a fan." } });
  });

  it("a VIP fan who starts fresh gets 201", async () => {
    const fresh = await buildUser(t.ctx.db);
    const vip = (await t.ctx.db.query.subscriptionTiers.findMany({ where: (tier, { eq }) => eq(tier.creatorProfileId, profile.id) })).find(
      (tier) => tier.name === "VIP",
    )!;
    await buildSubscription(t.ctx.db, fresh, profile, { tierId: vip.id, price: vip.price });
    expectAnswer(await (await t.as(fresh)).post("/api/conversations").send({ creatorProfileId: profile.id }), START.VIP);
  });
});
