/**
 * A fan subscribing and cancelling in a loop does not flood the creator: the
 * creator hears "New PawFan!" for a paid start only, and of the same fan at most
 * once a day.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES } from "@shared/constants/notifications";
import { notifications, subscriptions, type CreatorProfile, type User } from "../db/schema";
import { buildCreator, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { advanceClock, CARDS, startSubscription, subscribeAndPay, testProvider } from "../test/payments";

const CYCLES = 20;
/** Each cycle is a few requests, payments and processed events. */
const LOOP_TIMEOUT_MS = 120_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function newFanNotices(profile: Pick<CreatorProfile, "id" | "userId">) {
  return t.ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, profile.userId),
        eq(notifications.creatorProfileId, profile.id),
        eq(notifications.type, NOTIFICATION_TYPES.newSubscriber),
      ),
    );
}

/** The payment provider's id of the app's subscription. */
async function providerIdOf(subscriptionId: string): Promise<string> {
  const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row.stripeSubscriptionId!;
}

async function cancel(fan: User, subscriptionId: string) {
  const res = await (await t.as(fan)).post(`/api/subscriptions/${subscriptionId}/cancel`).send({});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe(`${CYCLES} subscribe/cancel cycles of one fan`, () => {
  it("never paid: the creator hears nothing", { timeout: LOOP_TIMEOUT_MS }, async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db);
    for (let i = 0; i < CYCLES; i++) {
      const started = await startSubscription(t, fan, profile);
      await cancel(fan, started.subscription.id);
    }
    await t.drainJobs();
    expect(await newFanNotices(profile)).toEqual([]);
  });

  it("paid, then cancelled at the period's end: one notice (subscribing again is refused while the paid month runs)", { timeout: LOOP_TIMEOUT_MS }, async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db, { displayName: "Loop Lou" });
    const paid = await subscribeAndPay(t, fan, profile);
    for (let i = 0; i < CYCLES; i++) {
      await cancel(fan, paid.id);
      const again = await (await t.as(fan)).post("/api/subscriptions").send({ creatorProfileId: profile.id });
      expect(again.status).toBe(409);
    }
    await t.drainJobs();
    const notices = await newFanNotices(profile);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "New PawFan!", message: `Loop Lou subscribed to ${profile.petName}.` });
  });

  it("paid, then ended at once at the provider (a full refund), again and again: one notice a day", { timeout: LOOP_TIMEOUT_MS }, async () => {
    const { profile } = await buildCreator(t.ctx.db);
    const fan = await buildUser(t.ctx.db);
    const payments = testProvider(t);
    const payAndEndNow = async () => {
      const paid = await subscribeAndPay(t, fan, profile, { card: CARDS.succeeds });
      await payments.cancelNow(await providerIdOf(paid.id));
      await t.drainJobs();
    };
    for (let i = 0; i < CYCLES; i++) await payAndEndNow();
    expect(await newFanNotices(profile)).toHaveLength(1);

    // A day later the same fan is news again.
    await advanceClock(t, 2);
    await payAndEndNow();
    expect(await newFanNotices(profile)).toHaveLength(2);
  });

  it("does not hold back other fans of the same creator", async () => {
    const { profile } = await buildCreator(t.ctx.db);
    for (let i = 0; i < 3; i++) await subscribeAndPay(t, await buildUser(t.ctx.db), profile);
    expect(await newFanNotices(profile)).toHaveLength(3);
  });
});
