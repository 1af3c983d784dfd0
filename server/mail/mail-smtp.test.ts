/**
 * Email through real SMTP, end to end: the app is configured with SMTP_URL to an
 * smtp-server on a loopback port, and what arrives is parsed with mailparser.
 * A test-card payment sends its receipt; a 0341 card's failed renewal sends the
 * grace's end, then the subscription's end; rerunning a send sends nothing twice;
 * a mail server's 550 fails the message and suppresses its address.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, mailOutbox, suppressedMailAddresses, type User } from "../db/schema";
import { actOnCaseOf, buildTarget, fileReport } from "../test/fixtures/moderation";
import { buildCreator, buildStaff, buildUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { advanceClock, CARDS, payoutOnboardingLink, startSubscription, subscribeAndPay, testProvider } from "../test/payments";
import { startSmtpServer, type TestSmtpServer } from "../test/smtp";
import { enqueueMail } from "./outbox";
import { sendOutboxMail } from "./send-job";
import { mailTransport } from "./transport";

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "PawFans <hello@pawfans.test>" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function creatorAndFan(email?: string) {
  const { profile } = await buildCreator(t.ctx.db, { petName: "Juniper", subscriptionPrice: "9.99" });
  const fan = await buildUser(t.ctx.db, { firstName: "Fiona", ...(email ? { email } : {}) });
  return { profile, fan };
}

const rowsFor = (fan: User, kind: string) =>
  t.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, fan.email!), eq(mailOutbox.kind, kind)));

describe("a receipt for each paid invoice", () => {
  it("arrives after a test-card payment with the creator, amount, period and an absolute link, and no unsubscribe", async () => {
    const { profile, fan } = await creatorAndFan();
    const subscription = await subscribeAndPay(t, fan, profile);

    const [mail, ...more] = smtp.to(fan.email!);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Your receipt: $9.99 for Juniper");
    expect(mail!.from?.text).toBe('"PawFans" <hello@pawfans.test>');
    expect(mail!.text).toContain("Hi Fiona, here is your receipt for your subscription to Juniper.");
    expect(mail!.text).toContain("Amount: $9.99");
    // The test provider's charges carry no card details (payment_method_details: null), so no card line; Stripe's do (templates.test.ts).
    expect(mail!.text).not.toContain("Card:");
    const start = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(subscription.currentPeriodStart!));
    expect(mail!.text).toContain(`Period: ${start} – `);
    expect(mail!.html).toContain(`href="${t.baseUrl}/profile"`);
    // Every link is absolute to the public URL.
    const hrefs = [...(mail!.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(`${t.baseUrl}/`), href).toBe(true);
    expect(mail!.headers.has("list-unsubscribe")).toBe(false);
    expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);

    const [row] = await rowsFor(fan, "invoice_paid");
    expect(row).toMatchObject({ status: "sent", attempts: 1, category: "transactional", recipientUserId: fan.id });
    expect(row!.sentAt).not.toBeNull();
  });
});

describe("a failed renewal", () => {
  it("tells the fan once, with the grace's end and where to update the card; then that the subscription ended unpaid", async () => {
    const { profile, fan } = await creatorAndFan();
    const first = await subscribeAndPay(t, fan, profile, { card: CARDS.failsAtRenewal });
    const renewal = new Date(first.currentPeriodEnd!);
    const now = await testProvider(t).now();
    await advanceClock(t, Math.ceil((renewal.getTime() - now.getTime()) / DAY));
    await t.drainJobs();

    const failed = smtp.to(fan.email!).filter((m) => m.subject === "Your payment for Juniper failed");
    expect(failed).toHaveLength(1);
    const graceEnd = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(renewal.getTime() + 3 * DAY));
    expect(failed[0]!.text).toContain(`we could not charge $9.99 for your subscription to Juniper. We will try again, and you keep access until ${graceEnd}.`);
    expect(failed[0]!.html).toContain(`href="${t.baseUrl}/profile"`);
    expect(failed[0]!.text).toContain("Update your card");

    // The daily retries fail too: no second email about the same invoice; then the grace ends.
    await advanceClock(t, 3);
    await t.drainJobs();
    expect(smtp.to(fan.email!).filter((m) => m.subject === "Your payment for Juniper failed")).toHaveLength(1);
    const ended = smtp.to(fan.email!).filter((m) => m.subject === "Your subscription to Juniper has ended");
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain("because its renewal could not be paid. You will not be charged for it again.");
  });
});

describe("a subscription canceled before its first payment", () => {
  it("never began, so nobody is told it ended", async () => {
    const { profile, fan } = await creatorAndFan();
    const started = await startSubscription(t, fan, profile);
    expect((await (await t.as(fan)).post(`/api/subscriptions/${started.subscription.id}/cancel`)).status).toBe(200);
    await t.drainJobs();
    expect(smtp.to(fan.email!).map((m) => m.subject)).toEqual([]);
    expect(await rowsFor(fan, "subscription_ended")).toHaveLength(0);
  });
});

describe("a creator who deletes their account", () => {
  it("ends their fans' subscriptions, and each fan hears why, with no offer to subscribe again", async () => {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName: "Maple", subscriptionPrice: "9.99" });
    const fan = await buildUser(t.ctx.db, { firstName: "Gus" });
    await subscribeAndPay(t, fan, profile);
    const deleted = await (await t.as(owner)).delete("/api/me").send({ confirm: owner.username });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    await t.drainJobs();

    // (The creator heard of the new fan before: notification mail, server/mail/notification-mail-smtp.test.ts.)
    expect(smtp.to(owner.email!).map((m) => m.subject)).toEqual(["New PawFan for Maple!", "Your PawFans account is deleted"]);
    const ended = smtp.to(fan.email!).filter((m) => m.subject?.endsWith("has ended"));
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain("because the creator closed their account. You will not be charged for it again.");
    expect(ended[0]!.text).not.toContain("subscribe again");
  });
});

describe("a refund", () => {
  it("tells the fan how much of which payment comes back", async () => {
    const { profile, fan } = await creatorAndFan();
    const subscription = await subscribeAndPay(t, fan, profile);
    const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.subscriptionId, subscription.id));
    const staff = await buildStaff(t.ctx.db);
    const refund = await (await t.as(staff)).post(`/api/admin/invoices/${invoice!.id}/refund`).send({ amountCents: 300 });
    expect(refund.status, JSON.stringify(refund.body)).toBe(202);
    await t.drainJobs();

    const [mail, ...more] = smtp.to(fan.email!).filter((m) => m.subject?.startsWith("Refund"));
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Refund of $3.00 for Juniper");
    expect(mail!.text).toContain("Hi Fiona, $3.00 of your payment for Juniper on");
    expect(mail!.text).toContain("was refunded to the card you paid with.");
  });
});

describe("a payout", () => {
  async function earningCreator(petName: string, bankAccountNumber?: string) {
    const { owner, profile } = await buildCreator(t.ctx.db, { petName, subscriptionPrice: "10.00" });
    const link = await payoutOnboardingLink(t, owner, profile);
    await testProvider(t).completeOnboarding(new URL(link, t.baseUrl).pathname.split("/").pop()!, bankAccountNumber);
    await t.drainJobs();
    await subscribeAndPay(t, await buildUser(t.ctx.db), profile);
    return owner;
  }

  it("tells the creator their available share is on its way to their bank, or that their bank refused it", async () => {
    const owner = await earningCreator("Pickles");
    // A bank account ending in 0002 refuses every payout.
    const refused = await earningCreator("Olive", "000123450002");
    // Pending for 7 days after the charge; then the month's payout takes the creator's 80% of 10.00.
    await advanceClock(t, 8);
    await t.drainJobs();

    const [mail, ...more] = smtp.to(owner.email!).filter((m) => m.subject?.startsWith("Payout"));
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Payout of $8.00 sent");
    expect(mail!.text).toContain("we sent $8.00 of Pickles's earnings to your bank account.");
    expect(mail!.html).toContain(`href="${t.baseUrl}/creator-dashboard/statements"`);

    const [failed, ...again] = smtp.to(refused.email!).filter((m) => m.subject?.startsWith("Your payout"));
    expect(again).toHaveLength(0);
    expect(failed!.subject).toBe("Your payout of $8.00 failed");
    expect(failed!.text).toContain("your bank did not accept the payout of $8.00 of Olive's earnings. The money stays in your balance");
  });
});

describe("a moderation decision", () => {
  it("tells the author what was done to their content and which guideline the reports named", async () => {
    const target = await buildTarget(t.ctx.db, "post");
    await fileReport(t, await buildUser(t.ctx.db), target, "harassment");
    await actOnCaseOf(t, await buildStaff(t.ctx.db, "moderator"), target, "hide");
    await t.drainJobs();

    const [mail, ...more] = smtp.to(target.author.email!);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Your post is hidden by moderators");
    expect(mail!.text).toContain("Only you and our team can see it now. It was reported for");
    expect(mail!.text).toContain("The guideline it broke: Harassment.");
    expect(mail!.html).toContain(`href="${t.baseUrl}/guidelines"`);
  });
});

describe("sending once", () => {
  it("sends nothing twice when the send job reruns, and writes nothing twice when its cause is applied again", async () => {
    const { profile, fan } = await creatorAndFan();
    await subscribeAndPay(t, fan, profile);
    const [row] = await rowsFor(fan, "invoice_paid");
    expect(smtp.to(fan.email!)).toHaveLength(1);

    // The job again, directly and through the queue.
    const deps = { db: t.ctx.db, config: t.ctx.config, transport: mailTransport(t.ctx.config) };
    expect(await sendOutboxMail(deps, row!.id)).toBe("not pending");
    await t.ctx.jobs.send(t.ctx.db, "send-mail", { mailId: row!.id });
    expect(await t.drainJobs()).toBe(1);
    expect(smtp.to(fan.email!)).toHaveLength(1);

    // The same cause again (an event processed twice) writes no second row.
    const again = await t.ctx.db.transaction((tx) =>
      enqueueMail(tx, t.ctx, { recipientUserId: fan.id, to: fan.email!.toUpperCase(), kind: "invoice_paid", causeKey: row!.causeKey, subject: "x", html: "x", text: "x" }),
    );
    expect(again).toBeNull();
    expect(await rowsFor(fan, "invoice_paid")).toHaveLength(1);
  });
});

describe("the staff outbox with a mail server", () => {
  it("is off: 404 saying mail goes out through SMTP_URL", async () => {
    const [row] = await t.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    const staff = await buildStaff(t.ctx.db);
    for (const path of ["/api/admin/mail", `/api/admin/mail/${row!.id}`]) {
      const res = await (await t.as(staff)).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Mail goes out through the mail server (SMTP_URL): the built-in outbox is off." });
    }
  });
});

describe("a permanent failure", () => {
  it("fails the message without retrying and suppresses the address: nothing more is sent to it", async () => {
    const { profile, fan } = await creatorAndFan("gone-away@example.test");
    smtp.refuse(fan.email!);
    await subscribeAndPay(t, fan, profile);

    const [receipt] = await rowsFor(fan, "invoice_paid");
    expect(receipt).toMatchObject({ status: "failed", attempts: 1 });
    expect(receipt!.lastError).toMatch(/^550 /);
    const [suppressed] = await t.ctx.db.select().from(suppressedMailAddresses).where(eq(suppressedMailAddresses.address, fan.email!));
    expect(suppressed).toMatchObject({ userId: fan.id });
    expect(smtp.to(fan.email!)).toHaveLength(0);

    // The next email to that address is written as suppressed, with no send job.
    const id = await t.ctx.db.transaction((tx) =>
      enqueueMail(tx, t.ctx, { recipientUserId: fan.id, to: fan.email!, kind: "account_deleted", causeKey: `user:${fan.id}`, subject: "s", html: "h", text: "t" }),
    );
    expect(await t.drainJobs()).toBe(0);
    const [next] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(next).toMatchObject({ status: "suppressed", attempts: 0 });
    expect(smtp.to(fan.email!)).toHaveLength(0);
  });

  it("keeps a temporary failure (4xx, a server down) pending and retries it", async () => {
    const fan = await buildUser(t.ctx.db);
    const id = await t.ctx.db.transaction((tx) =>
      enqueueMail(tx, t.ctx, { recipientUserId: fan.id, to: fan.email!, kind: "account_deleted", causeKey: `user:${fan.id}`, subject: "s", html: "h", text: "t" }),
    );
    const down = { db: t.ctx.db, config: t.ctx.config, transport: { kind: "smtp" as const, send: () => Promise.reject(Object.assign(new Error("421 try later"), { responseCode: 421 })) } };
    await expect(sendOutboxMail(down, id!)).rejects.toThrow(/421 try later/);
    const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "421 try later" });
    // The queue's retry then gets it through.
    expect(await sendOutboxMail({ ...down, transport: mailTransport(t.ctx.config) }, id!)).toBe("sent");
    expect(smtp.to(fan.email!)).toHaveLength(1);
  });
});
