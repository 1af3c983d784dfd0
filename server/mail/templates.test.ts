/**
 * Every template renders an HTML and a plain-text part on the server, in the
 * product's look (light and dark), with every link absolute to the public URL,
 * amounts in the currency's format with two decimals and dates in the
 * recipient's time zone (UTC when unknown).
 */
import { describe, expect, it } from "vitest";
import type { Order } from "../db/schema";
import { formatDate, formatDateTime, formatMoney } from "./format";
import { mailLinks } from "./links";
import { renderMail, type MailDraft } from "./render";
import { accountDeletedMail, moderationDecisionMail } from "./templates/account";
import { orderStepMail, type MailedOrderStatus } from "./templates/orders";
import { payoutFailedMail, payoutPaidMail } from "./templates/payouts";
import type { MailRecipient } from "./templates/recipient";
import { receiptMail, refundMail, renewalFailedMail, subscriptionEndedMail } from "./templates/subscriptions";

const PUBLIC_URL = "https://pawfans.example.com";
const to: MailRecipient = { name: "Fiona", timeZone: "UTC", links: mailLinks(PUBLIC_URL) };
const at = new Date("2026-11-29T23:30:00Z");
const plan = { creatorName: "Juniper", tierName: "VIP" };
const order = {
  id: "5b1c3c0e-8f7a-4c55-9d0e-1f2a3b4c5d6e",
  itemTitle: "Cat tree",
  deliveryMethod: "shipping",
  subtotalCents: 1250,
  shippingCents: 650,
  totalCents: 1900,
  commissionCents: 63,
  currency: "usd",
  paidAt: at,
  carrier: "USPS",
  trackingNumber: "9400 1000",
  completesAt: at,
  disputeReason: "not_received",
  resolutionNote: null,
} satisfies Partial<Order>;

const drafts: [string, MailDraft][] = [
  ["receipt", receiptMail(to, { ...plan, amountCents: 999, currency: "usd", periodStart: at, periodEnd: at, paidAt: at, cardLast4: "4242" })],
  ["renewal failed", renewalFailedMail(to, { ...plan, amountCents: 999, currency: "usd", graceEndsAt: at })],
  ["ended", subscriptionEndedMail(to, { ...plan, endedAt: at, unpaid: true })],
  ["refund", refundMail(to, { ...plan, refundedCents: 300, currency: "usd", paidAt: at })],
  ["payout paid", payoutPaidMail(to, { creatorName: "Juniper", amountCents: 123456, currency: "usd", arrivalAt: at })],
  ["payout failed", payoutFailedMail(to, { creatorName: "Juniper", amountCents: 5000, currency: "usd" })],
  ["moderation", moderationDecisionMail(to, { title: "Your post was removed", message: "Our moderators removed it.", guidelines: ["Spam"], suspended: false })],
  ["deleted", accountDeletedMail(to, { deletedAt: at, canceledSubscriptions: 2 })],
  ...(["paid", "shipped", "ready_for_pickup", "completed", "canceled", "disputed", "refunded"] as MailedOrderStatus[]).flatMap((status) =>
    (["buyer", "seller"] as const).map((party): [string, MailDraft] => [`order ${status} to ${party}`, orderStepMail(to, { status, party, order })]),
  ),
];

describe("templates", () => {
  it.each(drafts)("%s: HTML and text parts, brand and dark-mode styles, absolute links only", async (_name, draft) => {
    const mail = await renderMail(draft);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toMatch(/class="pf-brand"[^>]*>PawFans<\/a>/);
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
    expect(mail.html).toContain("@media (prefers-color-scheme: dark)");
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(href.startsWith(`${PUBLIC_URL}/`), href).toBe(true);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.text).toContain("Hi Fiona");
    expect(mail.text).toContain(`${PUBLIC_URL}/contact`);
  });

  it("puts the receipt's facts in both parts, the card's last four when known", async () => {
    const mail = await renderMail(drafts[0]![1]);
    expect(mail.subject).toBe("Your receipt: $9.99 for Juniper · VIP");
    for (const line of ["Creator: Juniper", "Tier: VIP", "Amount: $9.99", "Period: Nov 29, 2026 – Nov 29, 2026", "Card: •••• 4242"]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("•••• 4242");
  });

  it("says why a subscription ended, and offers subscribing again unless the creator left", async () => {
    const unpaid = await renderMail(subscriptionEndedMail(to, { ...plan, endedAt: at, unpaid: true }));
    expect(unpaid.text).toContain("ended on Nov 29, 2026 because its renewal could not be paid. You will not be charged for it again.");
    expect(unpaid.text).toContain("You can subscribe again at any time from Juniper's page on PawFans.");
    const left = await renderMail(subscriptionEndedMail(to, { ...plan, endedAt: at, unpaid: false, creatorLeft: true }));
    expect(left.text).toContain("ended on Nov 29, 2026 because the creator closed their account. You will not be charged for it again.");
    expect(left.text).not.toContain("subscribe again");
  });
});

describe("formats", () => {
  it("says amounts in the currency's format with two decimals", () => {
    expect(formatMoney(999)).toBe("$9.99");
    expect(formatMoney(1000)).toBe("$10.00");
    expect(formatMoney(123456, "usd")).toBe("$1,234.56");
    expect(formatMoney(1250, "eur")).toBe("€12.50");
  });

  it("says dates in the recipient's time zone, UTC when unknown", () => {
    expect(formatDate(at)).toBe("Nov 29, 2026");
    expect(formatDate(at, "Pacific/Auckland")).toBe("Nov 30, 2026");
    expect(formatDateTime(at)).toBe("Nov 29, 2026, 11:30 PM UTC");
  });
});
