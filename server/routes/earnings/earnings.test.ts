/**
 * A creator's money endpoints: who may call them (signed out, another user, the
 * owner, staff), their answer shapes from the ledger, the statement CSV download,
 * payouts, and payout-account onboarding through the payment provider.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { payoutAccounts, payouts, type CreatorProfile, type User } from "../../db/schema";
import { monthOf, monthsBetween, addMonths } from "../../ledger/months";
import { recordRefund } from "../../ledger/post";
import { buildPaidInvoice } from "../../test/fixtures/ledger";
import type { PaymentProvider } from "../../payments/provider";
import { buildCreator, buildSubscription, buildUser, buildStaff } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let owner: User;
let other: User;
let staff: User;
let profile: CreatorProfile;
const calls: { method: string; args: unknown[] }[] = [];
let accounts = 0;

/** The provider's payout-account calls, recorded (nothing else is used here). */
const fakePayments = {
  kind: "test",
  async createPayoutAccount(input: { creatorProfileId: string; email: string | null }) {
    calls.push({ method: "createPayoutAccount", args: [input] });
    return { stripeAccountId: `acct_${++accounts}` };
  },
  async onboardingLink(input: { stripeAccountId: string; returnUrl: string; refreshUrl: string }) {
    calls.push({ method: "onboardingLink", args: [input] });
    return `https://connect.example.test/onboarding/${input.stripeAccountId}`;
  },
} as unknown as PaymentProvider;

beforeAll(async () => {
  t = await startTestApp();
  t.ctx.payments = fakePayments;
  ({ owner, profile } = await buildCreator(t.ctx.db, { petName: "Penny" }));
  other = await buildUser(t.ctx.db);
  staff = await buildStaff(t.ctx.db);
});
afterAll(() => t?.close());
beforeEach(() => {
  calls.length = 0;
});

const base = () => `/api/creator-profile/${profile.id}`;

describe("who may call the money endpoints", () => {
  const month = monthOf(new Date());
  const endpoints: { name: string; call: (agent: Awaited<ReturnType<TestApp["as"]>>) => Promise<{ status: number }>; owner: number; staff: number }[] = [
    { name: "GET earnings", call: (a) => a.get(`${base()}/earnings`), owner: 200, staff: 200 },
    { name: "GET statements", call: (a) => a.get(`${base()}/statements`), owner: 200, staff: 200 },
    { name: "GET statement CSV", call: (a) => a.get(`${base()}/statements/${month}.csv`), owner: 200, staff: 200 },
    { name: "GET payouts", call: (a) => a.get(`${base()}/payouts`), owner: 200, staff: 200 },
    { name: "GET sales", call: (a) => a.get(`${base()}/sales`), owner: 200, staff: 200 },
    { name: "GET payout-account", call: (a) => a.get(`${base()}/payout-account`), owner: 200, staff: 200 },
    // Staff do not open payout accounts for creators.
    { name: "POST payout-account/onboarding", call: (a) => a.post(`${base()}/payout-account/onboarding`), owner: 200, staff: 403 },
  ];

  it.each(endpoints)("$name: signed out 401, another user 403, owner $owner, staff $staff", async (endpoint) => {
    const statuses = {
      "signed out": (await endpoint.call(t.anonymous())).status,
      "another user": (await endpoint.call(await t.as(other))).status,
      owner: (await endpoint.call(await t.as(owner))).status,
      staff: (await endpoint.call(await t.as(staff))).status,
    };
    expect(statuses).toEqual({ "signed out": 401, "another user": 403, owner: endpoint.owner, staff: endpoint.staff });
  });

  it("answers 404 for a profile that does not exist, and refuses with the rule's message", async () => {
    const missing = await (await t.as(owner)).get(`/api/creator-profile/${crypto.randomUUID()}/earnings`);
    expect(missing.status).toBe(404);
    const refused = await (await t.as(other)).get(`${base()}/earnings`);
    expect(refused.body).toEqual({ message: "Only the profile's owner can see its earnings" });
  });
});

describe("GET /api/creator-profile/:id/earnings and /statements", () => {
  it("answers the ledger's figures", async () => {
    const { owner: lou, profile: lous } = await buildCreator(t.ctx.db);
    const now = new Date();
    const subscription = await buildSubscription(t.ctx.db, await buildUser(t.ctx.db), lous, { price: "9.99" });
    const invoice = await buildPaidInvoice(t.ctx.db, subscription, { amountCents: 999, paidAt: now });
    await recordRefund(t.ctx.db, { invoiceId: invoice.id, reference: "re_endpoint", creatorProfileId: lous.id, amountCents: 99, occurredAt: now });

    const res = await (await t.as(lou)).get(`/api/creator-profile/${lous.id}/earnings`);
    expect(res.status).toBe(200);
    const thisMonth = monthOf(now);
    // 999 → 799 / 200; 99 back → 79 / 20: 900 = 180 + 720.
    const figures = { grossCents: 900, feeCents: 180, netCents: 720 };
    expect(res.body).toEqual({
      thisMonth: figures,
      lastMonth: { grossCents: 0, feeCents: 0, netCents: 0 },
      lifetime: figures,
      monthlyRecurringRevenueCents: 999,
      activeFans: 1,
      balance: { pendingCents: 720, availableCents: 0 },
      months: monthsBetween(addMonths(thisMonth, -11), thisMonth).map((month) =>
        month === thisMonth
          ? { month, grossCents: 900, netCents: 720, newFans: 1, churnedFans: 0 }
          : { month, grossCents: 0, netCents: 0, newFans: 0, churnedFans: 0 },
      ),
    });

    const statements = await (await t.as(lou)).get(`/api/creator-profile/${lous.id}/statements`);
    expect(statements.body).toEqual([
      { month: thisMonth, grossCents: 999, refundsCents: 99, feeCents: 180, netCents: 720, payoutsCents: 0, closingBalanceCents: 720 },
    ]);
  });
});

describe("GET /api/creator-profile/:id/statements/:month.csv", () => {
  it("downloads the month's lines as a CSV attachment", async () => {
    const { owner: mo, profile: mos } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db, { displayName: "Fan, Faye" });
    await buildPaidInvoice(t.ctx.db, await buildSubscription(t.ctx.db, fan, mos), { amountCents: 500, paidAt: new Date("2026-02-03T04:05:06Z") });
    const res = await (await t.as(mo)).get(`/api/creator-profile/${mos.id}/statements/2026-02.csv`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe("attachment; filename=pawfans-statement-2026-02.csv");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.text).toBe('date,type,fan,gross,fee,net\r\n2026-02-03,Subscription payment,"Fan, Faye",5.00,1.00,4.00\r\n');
  });

  it.each(["2026-13", "2026-00", "26-01", "2026-1", "latest"])("answers 400 for the month %s", async (month) => {
    const res = await (await t.as(owner)).get(`${base()}/statements/${month}.csv`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("month must be YYYY-MM");
  });
});

describe("GET /api/creator-profile/:id/payouts", () => {
  it("lists the creator's payouts newest first, paged", async () => {
    const { owner: pia, profile: pias } = await buildCreator(t.ctx.db);
    const rows = await t.ctx.db
      .insert(payouts)
      .values(
        [1, 2, 3].map((i) => ({
          creatorProfileId: pias.id,
          stripePayoutId: `po_list_${i}`,
          amountCents: i * 100,
          status: i === 3 ? "in_transit" : "paid",
          arrivalAt: new Date(Date.UTC(2026, 0, i + 2)),
          createdAt: new Date(Date.UTC(2026, 0, i)),
        })),
      )
      .returning();
    const agent = await t.as(pia);
    const first = await agent.get(`/api/creator-profile/${pias.id}/payouts?limit=2`);
    expect(first.body).toEqual([
      { id: rows[2]!.id, amountCents: 300, status: "in_transit", arrivalAt: "2026-01-05T00:00:00.000Z", createdAt: "2026-01-03T00:00:00.000Z" },
      { id: rows[1]!.id, amountCents: 200, status: "paid", arrivalAt: "2026-01-04T00:00:00.000Z", createdAt: "2026-01-02T00:00:00.000Z" },
    ]);
    const next = await agent.get(`/api/creator-profile/${pias.id}/payouts?limit=2&before=${rows[1]!.id}`);
    expect(next.body.map((p: { id: string }) => p.id)).toEqual([rows[0]!.id]);
  });
});

describe("the payout account", () => {
  it("is none, then pending after onboarding starts (one account however often), then enabled", async () => {
    const { owner: oli, profile: olis } = await buildCreator(t.ctx.db, { owner: await buildUser(t.ctx.db, { emailVerified: true }) });
    const agent = await t.as(oli);
    const url = `/api/creator-profile/${olis.id}/payout-account`;
    expect((await agent.get(url)).body).toEqual({ status: "none" });

    const started = await agent.post(`${url}/onboarding`);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ url: expect.stringMatching(/^https:\/\/connect\.example\.test\/onboarding\/acct_/) });
    expect(calls[0]).toEqual({ method: "createPayoutAccount", args: [{ creatorProfileId: olis.id, email: oli.email }] });
    expect(calls[1]).toEqual({
      method: "onboardingLink",
      args: [
        {
          stripeAccountId: expect.stringMatching(/^acct_/),
          returnUrl: `${t.baseUrl}/creator-dashboard?payouts=return`,
          refreshUrl: `${t.baseUrl}/creator-dashboard?payouts=refresh`,
        },
      ],
    });
    expect((await agent.get(url)).body).toEqual({ status: "pending" });

    // Again (the link expired, or the creator left halfway): a new link, the same account.
    const again = await agent.post(`${url}/onboarding`);
    expect(again.body.url).toBe(started.body.url);
    expect(calls.filter((c) => c.method === "createPayoutAccount")).toHaveLength(1);

    await t.ctx.db.update(payoutAccounts).set({ detailsSubmitted: true, payoutsEnabled: true }).where(eq(payoutAccounts.creatorProfileId, olis.id));
    expect((await agent.get(url)).body).toEqual({ status: "enabled" });
    const [account] = await t.ctx.db.select().from(payoutAccounts).where(eq(payoutAccounts.creatorProfileId, olis.id));
    expect(account).toMatchObject({ provider: "test", stripeAccountId: expect.stringMatching(/^acct_/) });
  });

  it("is opened without an email the creator's identity provider did not assert", async () => {
    const { owner: unverified, profile: theirs } = await buildCreator(t.ctx.db, { owner: await buildUser(t.ctx.db, { emailVerified: false }) });
    expect((await (await t.as(unverified)).post(`/api/creator-profile/${theirs.id}/payout-account/onboarding`)).status).toBe(200);
    expect(calls[0]).toEqual({ method: "createPayoutAccount", args: [{ creatorProfileId: theirs.id, email: null }] });
  });
});
