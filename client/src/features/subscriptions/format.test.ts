import { describe, expect, it } from "vitest";
import {
  canChangeTier,
  formatJoinDate,
  pastDueAccessUntil,
  scheduledChangeText,
  statusLabel,
  subscriptionActions,
  subscriptionStatusView,
  tierChangeSummary,
} from "./format";

describe("subscriber list", () => {
  it("shows the join date as 'MMM d, yyyy'", () => {
    expect(formatJoinDate(new Date(2025, 2, 5, 14, 30))).toBe("Mar 5, 2025");
  });

  it("names a status as people read it", () => {
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("canceled")).toBe("Canceled");
    expect(statusLabel("past_due")).toBe("Past due");
    expect(statusLabel("incomplete")).toBe("Incomplete");
    expect(statusLabel("incomplete_expired")).toBe("Expired");
    expect(statusLabel("paused_for_now")).toBe("Paused for now");
  });
});

describe("the fan's subscription status", () => {
  const periodEnd = new Date(2026, 11, 22, 17, 29).toISOString();
  const base = { currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, canceledAt: null };

  it("says when an active subscription renews", () => {
    expect(subscriptionStatusView({ ...base, status: "active" })).toEqual({
      label: "Active",
      tone: "success",
      detail: "Renews Dec 22, 2026",
    });
  });

  it("says when a subscription set to cancel ends", () => {
    expect(subscriptionStatusView({ ...base, status: "active", cancelAtPeriodEnd: true })).toEqual({
      label: "Active",
      tone: "warning",
      detail: "Ends Dec 22, 2026",
    });
  });

  it("explains past due: retried, with access until the grace days end", () => {
    expect(pastDueAccessUntil(periodEnd)).toEqual(new Date(2026, 11, 25, 17, 29));
    expect(subscriptionStatusView({ ...base, status: "past_due" })).toEqual({
      label: "Past due",
      tone: "warning",
      detail: "Payment failed, we'll retry; access until Dec 25, 2026",
    });
  });

  it("shows incomplete, expired and canceled subscriptions", () => {
    expect(subscriptionStatusView({ ...base, currentPeriodEnd: null, status: "incomplete" })).toMatchObject({
      label: "Incomplete",
      tone: "pending",
    });
    expect(subscriptionStatusView({ ...base, currentPeriodEnd: null, status: "incomplete_expired" })).toMatchObject({
      label: "Expired",
      tone: "ended",
    });
    const canceledAt = new Date(2027, 0, 22, 9, 0).toISOString();
    expect(subscriptionStatusView({ ...base, status: "canceled", canceledAt })).toEqual({
      label: "Canceled",
      tone: "ended",
      detail: "Ended Jan 22, 2027",
    });
  });

  it("offers what each status allows", () => {
    expect(subscriptionActions({ status: "active", cancelAtPeriodEnd: false })).toEqual({
      finishPayment: false,
      cancel: true,
      resume: false,
      receipts: true,
    });
    expect(subscriptionActions({ status: "active", cancelAtPeriodEnd: true })).toMatchObject({ cancel: false, resume: true });
    expect(subscriptionActions({ status: "past_due", cancelAtPeriodEnd: false })).toMatchObject({ cancel: true, resume: false });
    expect(subscriptionActions({ status: "incomplete", cancelAtPeriodEnd: false })).toEqual({
      finishPayment: true,
      cancel: true,
      resume: false,
      receipts: false,
    });
    expect(subscriptionActions({ status: "canceled", cancelAtPeriodEnd: true })).toEqual({
      finishPayment: false,
      cancel: false,
      resume: false,
      receipts: true,
    });
  });
});

describe("changing tier", () => {
  const vip = { id: "v", name: "VIP", price: "19.99" };
  const basic = { id: "b", name: "Basic", price: "4.99" };
  const renewal = new Date(2026, 11, 27, 9, 0).toISOString();

  it("tells an upgrade's amount due now and the new monthly price", () => {
    expect(tierChangeSummary({ kind: "upgrade", tier: vip, amountDueNowCents: 633, effectiveAt: renewal })).toBe("$6.33 due now, then $19.99/month");
  });

  it("tells a downgrade's tier and the day it applies", () => {
    expect(tierChangeSummary({ kind: "downgrade", tier: basic, amountDueNowCents: 0, effectiveAt: renewal })).toBe("Changes to Basic on Dec 27");
    expect(scheduledChangeText({ tier: basic, effectiveAt: renewal })).toBe("Changes to Basic on Dec 27");
  });

  it("is offered for active subscriptions that are not set to end", () => {
    expect(canChangeTier({ status: "active", cancelAtPeriodEnd: false })).toBe(true);
    expect(canChangeTier({ status: "active", cancelAtPeriodEnd: true })).toBe(false);
    expect(canChangeTier({ status: "past_due", cancelAtPeriodEnd: false })).toBe(false);
    expect(canChangeTier({ status: "incomplete", cancelAtPeriodEnd: false })).toBe(false);
  });
});
