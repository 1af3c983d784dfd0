import { describe, expect, it } from "vitest";
import { formatJoinDate, pastDueAccessUntil, statusLabel, subscriptionActions, subscriptionStatusView } from "./format";

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
