/**
 * Paw Bazar's money in the ledger: a paid order's payment is held; at completion
 * the hold splits into the seller's payable (the total less the commission) and
 * the platform's revenue; a refund before completion reverses the hold, taking
 * nothing from the seller. Every transfer sums to zero, each is recorded once
 * however often it is asked for, and nothing settles money that was never held.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commissionCents } from "@shared/money";
import { ledgerEntries, ledgerTransfers, type User } from "../db/schema";
import { buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { LedgerError, recordOrderCompleted, recordOrderPaid, recordOrderRefunded } from "./post";

let t: TestApp;
let sellers: User[];
beforeAll(async () => {
  t = await startTestApp();
  sellers = await Promise.all([buildUser(t.ctx.db), buildUser(t.ctx.db), buildUser(t.ctx.db)]);
});
afterAll(() => t?.close());

/** mulberry32: the same seed, the same orders. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
}

interface TestOrder {
  orderId: string;
  paymentIntentId: string;
  sellerId: string;
  totalCents: number;
  commissionCents: number;
  ending: "completed" | "refunded";
}

async function totalsOf(references: string[]) {
  const rows = await t.ctx.db
    .select({ account: ledgerEntries.account, sellerId: ledgerEntries.sellerId, cents: sql<number>`sum(${ledgerEntries.amountCents})::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(inArray(ledgerTransfers.reference, references))
    .groupBy(ledgerEntries.account, ledgerEntries.sellerId);
  return (account: string, sellerId?: string) =>
    rows.filter((r) => r.account === account && (sellerId === undefined || r.sellerId === sellerId)).reduce((sum, r) => sum + r.cents, 0);
}

async function unbalanced(references: string[]) {
  const rows = await t.ctx.db.execute(sql`
    select t.id from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
    where t.reference in (${sql.join(references.map((r) => sql`${r}`), sql`, `)})
    group by t.id having sum(e.amount_cents) <> 0`);
  return rows.rows;
}

const newOrder = (sellerId: string, subtotalCents: number, shippingCents: number, ending: TestOrder["ending"]): TestOrder => ({
  orderId: crypto.randomUUID(),
  paymentIntentId: `pi_test_${crypto.randomUUID()}`,
  sellerId,
  totalCents: subtotalCents + shippingCents,
  commissionCents: commissionCents(subtotalCents, "0.05"),
  ending,
});

async function settle(order: TestOrder, at = new Date()) {
  const input = { ...order, occurredAt: at };
  if (order.ending === "completed") await recordOrderCompleted(t.ctx.db, input);
  else await recordOrderRefunded(t.ctx.db, input);
}

describe("an order's money", () => {
  it("over 40 random orders, each paid and settled twice: balances match the model, every transfer sums to zero", async () => {
    const random = prng(26);
    const placed = Array.from({ length: 40 }, () =>
      newOrder(sellers[random(0, 2)]!.id, random(1, 500_000), random(0, 1) ? random(0, 2_000) : 0, random(0, 2) ? "completed" : "refunded"),
    );
    for (const order of placed) {
      const paid = { paymentIntentId: order.paymentIntentId, totalCents: order.totalCents, occurredAt: new Date() };
      await recordOrderPaid(t.ctx.db, paid);
      await settle(order);
      // The same settlement asked for again (a retried job, a second click) changes nothing.
      await recordOrderPaid(t.ctx.db, paid);
      await settle(order);
    }
    const references = placed.flatMap((o) => [o.orderId, o.paymentIntentId]);
    expect(await unbalanced(references)).toEqual([]);
    const total = await totalsOf(references);
    const completed = placed.filter((o) => o.ending === "completed");
    const sum = (orders: TestOrder[], cents: (o: TestOrder) => number) => orders.reduce((s, o) => s + cents(o), 0);
    // Nothing stays held once every order is settled; refunds leave no money received.
    expect(total("marketplace_held")).toBe(0);
    expect(total("marketplace_payments")).toBe(sum(completed, (o) => o.totalCents));
    expect(total("platform_revenue")).toBe(-sum(completed, (o) => o.commissionCents));
    for (const seller of sellers) {
      const theirs = completed.filter((o) => o.sellerId === seller.id);
      expect(total("seller_payable", seller.id)).toBe(-sum(theirs, (o) => o.totalCents - o.commissionCents));
    }
    expect(await t.ctx.db.select().from(ledgerTransfers).where(inArray(ledgerTransfers.reference, references))).toHaveLength(80);
  });

  it("a completion splits the hold: $19.00 with $12.50 of item → $18.37 to the seller, $0.63 commission", async () => {
    const order = newOrder(sellers[0]!.id, 1250, 650, "completed");
    await recordOrderPaid(t.ctx.db, { paymentIntentId: order.paymentIntentId, totalCents: 1900, occurredAt: new Date() });
    await settle(order);
    const [transfer] = await t.ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, order.orderId));
    expect(transfer).toMatchObject({ kind: "order_completion", sellerId: sellers[0]!.id, creatorProfileId: null });
    const entries = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transfer!.id));
    expect(entries.map((e) => [e.account, e.sellerId, e.amountCents]).sort()).toEqual(
      [
        ["marketplace_held", null, 1900],
        ["platform_revenue", null, -63],
        ["seller_payable", sellers[0]!.id, -1837],
      ].sort(),
    );
  });

  it("settles nothing that was not held, and no commission above the total", async () => {
    const unpaid = newOrder(sellers[0]!.id, 1000, 0, "completed");
    await expect(settle(unpaid)).rejects.toThrow(LedgerError);
    await expect(settle({ ...unpaid, ending: "refunded" })).rejects.toThrow(LedgerError);
    const wrongTotal = newOrder(sellers[0]!.id, 1000, 0, "refunded");
    await recordOrderPaid(t.ctx.db, { paymentIntentId: wrongTotal.paymentIntentId, totalCents: 900, occurredAt: new Date() });
    await expect(settle(wrongTotal)).rejects.toThrow(LedgerError);
    await expect(settle({ ...wrongTotal, totalCents: 900, commissionCents: 901, ending: "completed" })).rejects.toThrow(LedgerError);
    expect(await t.ctx.db.select().from(ledgerTransfers).where(inArray(ledgerTransfers.reference, [unpaid.orderId, wrongTotal.orderId]))).toEqual([]);
  });

  it("settles an order one way only: a completed order is not refunded, a refunded one not completed", async () => {
    const completed = newOrder(sellers[1]!.id, 2000, 0, "completed");
    const refunded = newOrder(sellers[1]!.id, 2000, 0, "refunded");
    for (const order of [completed, refunded]) {
      await recordOrderPaid(t.ctx.db, { paymentIntentId: order.paymentIntentId, totalCents: order.totalCents, occurredAt: new Date() });
      await settle(order);
    }
    await expect(settle({ ...completed, ending: "refunded" })).rejects.toThrow(LedgerError);
    await expect(settle({ ...refunded, ending: "completed" })).rejects.toThrow(LedgerError);
    const total = await totalsOf([completed.orderId, completed.paymentIntentId, refunded.orderId, refunded.paymentIntentId]);
    expect(total("marketplace_held")).toBe(0);
    expect(total("seller_payable", sellers[1]!.id)).toBe(-(2000 - 100));
  });
});
