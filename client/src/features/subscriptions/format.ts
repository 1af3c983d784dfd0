import { addDays, format } from "date-fns";
import type { MySubscriptionView, TierChangePreview } from "@shared/api-types";
import { formatCents, formatUsd } from "@shared/money";
import { PAST_DUE_GRACE_DAYS } from "@shared/subscriptions";
import { formatDay, formatMonthDay } from "@/lib/dates";

/** The day a subscription started: "Mar 5, 2025". */
export function formatJoinDate(date: string | Date): string {
  return format(new Date(date), "MMM d, yyyy");
}

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  past_due: "Past due",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  canceled: "Canceled",
};

/** A status as people read it: "Active", "Past due", "Expired"; an unknown one with a capital letter. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

export type StatusTone = "success" | "warning" | "pending" | "ended";

/** How the fan's own list shows a subscription: the badge, its colour, and the line under it. */
export interface SubscriptionStatusView {
  label: string;
  tone: StatusTone;
  detail: string | null;
}

type StatusFields = Pick<MySubscriptionView, "status" | "currentPeriodEnd" | "cancelAtPeriodEnd" | "canceledAt">;

/**
 * The day a past-due subscription's access ends: the renewal failed when the
 * paid period ended, and the charge is retried for the grace days after it.
 */
export function pastDueAccessUntil(currentPeriodEnd: string): Date {
  return addDays(new Date(currentPeriodEnd), PAST_DUE_GRACE_DAYS);
}

/**
 * Active "Renews {date}" (or "Ends {date}" once set to cancel), Past due (the
 * renewal failed: retried, access until the grace ends), Incomplete (the first
 * payment was never finished), Canceled or Expired.
 */
export function subscriptionStatusView(subscription: StatusFields): SubscriptionStatusView {
  const periodEnd = subscription.currentPeriodEnd;
  switch (subscription.status) {
    case "active":
      if (!periodEnd) return { label: "Active", tone: "success", detail: null };
      return subscription.cancelAtPeriodEnd
        ? { label: "Active", tone: "warning", detail: `Ends ${formatDay(periodEnd)}` }
        : { label: "Active", tone: "success", detail: `Renews ${formatDay(periodEnd)}` };
    case "past_due":
      return {
        label: "Past due",
        tone: "warning",
        detail: periodEnd
          ? `Payment failed, we'll retry; access until ${formatDay(pastDueAccessUntil(periodEnd))}`
          : "Payment failed, we'll retry",
      };
    case "incomplete":
      return { label: "Incomplete", tone: "pending", detail: "Payment not finished yet" };
    case "incomplete_expired":
      return { label: "Expired", tone: "ended", detail: "The payment was never finished" };
    case "canceled":
      return {
        label: "Canceled",
        tone: "ended",
        detail: subscription.canceledAt ? `Ended ${formatDay(subscription.canceledAt)}` : null,
      };
    default:
      return { label: statusLabel(subscription.status), tone: "ended", detail: null };
  }
}

/** What the fan may do with a subscription on their list. */
export function subscriptionActions(subscription: Pick<MySubscriptionView, "status" | "cancelAtPeriodEnd">) {
  const { status, cancelAtPeriodEnd } = subscription;
  return {
    /** Pay the first invoice (the card step again). */
    finishPayment: status === "incomplete",
    /** Cancel: at the period's end when paid, at once when never paid. */
    cancel: status === "incomplete" || ((status === "active" || status === "past_due") && !cancelAtPeriodEnd),
    /** Undo a cancel at the period's end. */
    resume: (status === "active" || status === "past_due") && cancelAtPeriodEnd,
    /** Receipts: every subscription that was ever billed beyond its first attempt. */
    receipts: status !== "incomplete" && status !== "incomplete_expired",
  };
}

/** A downgrade waiting for the renewal: "Changes to Basic on Dec 27". */
export function scheduledChangeText(change: NonNullable<MySubscriptionView["scheduledTierChange"]>): string {
  return `Changes to ${change.tier.name} on ${formatMonthDay(change.effectiveAt)}`;
}

/**
 * What moving to a tier does, as the change-tier dialog says it before the fan
 * confirms: an upgrade "$6.33 due now, then $19.99/month"; a downgrade
 * "Changes to Basic on Dec 27".
 */
export function tierChangeSummary(preview: TierChangePreview): string {
  if (preview.kind === "downgrade") return scheduledChangeText(preview);
  return `${formatCents(preview.amountDueNowCents)} due now, then ${formatUsd(preview.tier.price)}/month`;
}

/** Whether the fan may move an active subscription to another tier (not while it is set to end). */
export function canChangeTier(subscription: Pick<MySubscriptionView, "status" | "cancelAtPeriodEnd">): boolean {
  return subscription.status === "active" && !subscription.cancelAtPeriodEnd;
}
