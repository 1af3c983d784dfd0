/**
 * The built-in outbox (no SMTP_URL): every email is kept, not sent, and staff read
 * it at GET /api/admin/mail (newest first, paged) and /api/admin/mail/:id (its
 * HTML and text parts); members get 403, visitors 401. Kept here: a receipt, each
 * step of a Paw Bazar order to the party it concerns, and an account's deletion.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminMailMessage, AdminMailSummary } from "@shared/mail";
import { mailOutbox, type User } from "../../db/schema";
import { buildCreator, buildStaff, buildUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { listItem, payOrder, placeOrder } from "../../test/orders";
import { subscribeAndPay } from "../../test/payments";
import { enqueueMail } from "../../mail/outbox";

let t: TestApp;
let staff: User;
beforeAll(async () => {
  t = await startTestApp();
  staff = await buildStaff(t.ctx.db);
});
afterAll(() => t?.close());

async function outbox(query = ""): Promise<AdminMailSummary[]> {
  const res = await (await t.as(staff)).get(`/api/admin/mail${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminMailSummary[];
}

const keptFor = async (user: User) =>
  (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email!))).map((row) => ({ kind: row.kind, subject: row.subject, status: row.status }));

describe("the built-in outbox", () => {
  it("keeps a receipt (nothing sent) and shows it to staff, rendered, newest first", async () => {
    const { profile } = await buildCreator(t.ctx.db, { petName: "Biscuit", subscriptionPrice: "4.50" });
    const fan = await buildUser(t.ctx.db, { firstName: "Kai" });
    await subscribeAndPay(t, fan, profile);

    const list = await outbox();
    const receipt = list.find((m) => m.to === fan.email);
    expect(receipt).toMatchObject({ kind: "invoice_paid", subject: "Your receipt: $4.50 for Biscuit", status: "kept", sentAt: null });
    const times = list.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const res = await (await t.as(staff)).get(`/api/admin/mail/${receipt!.id}`);
    expect(res.status).toBe(200);
    const message = res.body as AdminMailMessage;
    expect(message.text).toContain("Hi Kai, here is your receipt for your subscription to Biscuit.");
    expect(message.html).toContain("<!DOCTYPE html");
    expect(message.html).toContain(`href="${t.baseUrl}/profile"`);
    expect(message.html).toContain("prefers-color-scheme: dark");
    expect(message).toMatchObject({ attempts: 0, lastError: null, headers: {} });
  });

  it("pages with before and limit", async () => {
    const person = await buildUser(t.ctx.db);
    for (const n of [1, 2, 3]) {
      await t.ctx.db.transaction((tx) =>
        enqueueMail(tx, t.ctx, { recipientUserId: person.id, to: person.email!, kind: "account_deleted", causeKey: `page-test:${n}`, subject: `Test ${n}`, html: "<p>x</p>", text: "x" }),
      );
    }
    await t.drainJobs();
    const first = await outbox("?limit=2");
    expect(first.map((m) => m.subject)).toEqual(["Test 3", "Test 2"]);
    const second = await outbox(`?limit=2&before=${first[1]!.id}`);
    expect(second[0]!.subject).toBe("Test 1");
    expect((await (await t.as(staff)).get("/api/admin/mail?limit=0")).status).toBe(400);
  });

  it("is staff's alone: 401 signed out, 403 to a member, 404 for an unknown message", async () => {
    const member = await buildUser(t.ctx.db);
    const [row] = await t.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    expect((await t.anonymous().get("/api/admin/mail")).status).toBe(401);
    expect((await t.anonymous().get(`/api/admin/mail/${row!.id}`)).status).toBe(401);
    const asMember = await t.as(member);
    const list = await asMember.get("/api/admin/mail");
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ message: "Staff only" });
    expect((await asMember.get(`/api/admin/mail/${row!.id}`)).status).toBe(403);
    const unknown = await (await t.as(staff)).get("/api/admin/mail/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Message not found" });
    expect((await (await t.as(staff)).get("/api/admin/mail/not-an-id")).status).toBe(404);
  });
});

describe("Paw Bazar order steps", () => {
  it("tells the buyer and the seller of the payment, the buyer of the shipment with its tracking, both of the completion", async () => {
    const seller = await buildUser(t.ctx.db, { firstName: "Sam" });
    const buyer = await buildUser(t.ctx.db, { firstName: "Ann" });
    const item = await listItem(t, seller, { title: "Cat tree", price: "12.50", delivery: { pickup: true, shipping: true, shippingCents: 650 } });
    const placed = await placeOrder(t, buyer, item.id, {
      method: "shipping",
      address: { name: "Ann Lee", line1: "1 Bark Street", city: "Portland", postalCode: "97201", country: "US" },
    });
    expect(await keptFor(buyer)).toEqual([]);
    await payOrder(t, buyer, placed);
    expect(await keptFor(seller)).toEqual([{ kind: "order_paid", subject: "Sold: Cat tree", status: "kept" }]);
    expect(await keptFor(buyer)).toEqual([{ kind: "order_paid", subject: "Order confirmed: Cat tree", status: "kept" }]);

    const shipped = await (await t.as(seller)).post(`/api/orders/${placed.order.id}/ship`).send({ carrier: "USPS", trackingNumber: "9400 1000" });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    await t.drainJobs();
    const [shipMail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_shipped"));
    expect(shipMail).toMatchObject({ toAddress: buyer.email, subject: "Shipped: Cat tree", status: "kept" });
    expect(shipMail!.text).toContain("Carrier: USPS");
    expect(shipMail!.text).toContain("Tracking number: 9400 1000");
    expect(shipMail!.html).toContain(`href="${t.baseUrl}/orders/${placed.order.id}"`);

    const confirmed = await (await t.as(buyer)).post(`/api/orders/${placed.order.id}/confirm-received`);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await t.drainJobs();
    // The buyer confirmed: only the seller is told (as in the app), with their share: $19.00 less the 63-cent commission.
    const completed = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_completed"));
    expect(completed.map((row) => row.toAddress)).toEqual([seller.email]);
    expect(completed[0]!.text).toContain("$18.37 is yours (the total less the $0.63 commission)");
  });
});

describe("account deletion", () => {
  it("keeps a confirmation to the address the account had, written as the deletion commits", async () => {
    const person = await buildUser(t.ctx.db, { firstName: "Rae" });
    const res = await (await t.as(person)).delete("/api/me").send({ confirm: person.username });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    await t.drainJobs();
    const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email!));
    expect(row).toMatchObject({ kind: "account_deleted", subject: "Your PawFans account is deleted", status: "kept", recipientUserId: person.id });
    expect(row!.text).toContain("Hi Rae, your PawFans account was deleted on");
  });
});
