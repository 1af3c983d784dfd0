/**
 * Staff's list of Paw Bazar disputes (GET /api/admin/orders/disputes): only
 * orders in dispute, newest first, keyset paged, each with its dispute and its
 * events; staff's alone. A resolved dispute leaves the list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderView } from "@shared/marketplace";
import type { User } from "../../db/schema";
import { buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { listItem, payOrder, placeOrder } from "../../test/orders";

let t: TestApp;
let seller: User;
let buyer: User;
let moderator: User;

beforeAll(async () => {
  t = await startTestApp();
  [seller, buyer, moderator] = await Promise.all([buildUser(t.ctx.db), buildUser(t.ctx.db), buildStaff(t.ctx.db, "moderator")]);
});
afterAll(() => t?.close());

const act = async (who: User, id: string, action: string, body: object = {}) => (await t.as(who)).post(`/api/orders/${id}/${action}`).send(body);

/** A pickup order paid and handed over; disputed by the buyer when told. */
async function handedOverOrder(title: string, dispute?: string): Promise<string> {
  const item = await listItem(t, seller, { title, price: "9.00", delivery: { pickup: true, shipping: false, shippingCents: 0 } });
  const placed = await placeOrder(t, buyer, item.id, { method: "pickup" });
  await payOrder(t, buyer, placed);
  expect((await act(seller, placed.order.id, "ready-for-pickup")).status).toBe(200);
  const disputed = dispute ? await act(buyer, placed.order.id, "dispute", { reason: "not_as_described", details: dispute }) : null;
  expect(disputed?.status ?? 200).toBe(200);
  return placed.order.id;
}

const disputes = async (who: User, query = "") => (await t.as(who)).get(`/api/admin/orders/disputes${query}`);

describe("GET /api/admin/orders/disputes", () => {
  it("is staff's alone", async () => {
    expect((await t.anonymous().get("/api/admin/orders/disputes")).status).toBe(401);
    for (const party of [buyer, seller]) {
      const res = await disputes(party);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it("lists the disputed orders alone, newest first, with the dispute and the events, paged by before", async () => {
    const calm = await handedOverOrder("Calm bowl");
    const first = await handedOverOrder("Torn bed", "The seam is torn along one side.");
    const second = await handedOverOrder("Broken crate", "The door does not latch.");

    const res = await disputes(moderator);
    expect(res.status).toBe(200);
    const list = res.body as OrderView[];
    expect(list.map((order) => order.id)).toEqual([second, first]);
    expect(list.map((order) => order.id)).not.toContain(calm);
    expect(list[0]).toMatchObject({
      status: "disputed",
      itemTitle: "Broken crate",
      dispute: { reason: "not_as_described", details: "The door does not latch." },
    });
    expect(list[0]!.events!.map((event) => event.toStatus)).toEqual(["pending_payment", "paid", "ready_for_pickup", "disputed"]);

    const page = await disputes(moderator, `?limit=1&before=${second}`);
    expect((page.body as OrderView[]).map((order) => order.id)).toEqual([first]);
    // A cursor that is not a disputed order is unknown: an empty page.
    expect((await disputes(moderator, `?before=${calm}`)).body).toEqual([]);
    expect((await disputes(moderator, "?limit=0")).status).toBe(400);

    // Resolved, it leaves the list.
    const resolved = await (await t.as(moderator)).post(`/api/admin/orders/${second}/resolve`).send({ outcome: "release", note: "Latch works when pushed firmly." });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(((await disputes(moderator)).body as OrderView[]).map((order) => order.id)).toEqual([first]);
  });
});
