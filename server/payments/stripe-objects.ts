/**
 * Reading Stripe objects (API version 2026-10-28.endive) the way the event
 * processor needs them, whichever provider made them: a subscription's period
 * lives on its items, an invoice names its subscription under
 * parent.subscription_details and its charge under payments, a customer may be
 * an id or an expanded object.
 */
import type Stripe from "stripe";
import type { SubscriptionStatus } from "@shared/subscriptions";

export const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** The app's subscription id, which the app put into the provider subscription's metadata. */
export function appSubscriptionIdOf(metadata: Stripe.Metadata | null | undefined): string | null {
  const id = metadata?.subscriptionId;
  return typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

/** The subscription's current period: the span its items cover. */
export function subscriptionPeriod(subscription: Stripe.Subscription): { start: Date; end: Date } | null {
  const items = subscription.items?.data ?? [];
  if (items.length === 0) return null;
  return {
    start: fromUnix(Math.min(...items.map((item) => item.current_period_start))),
    end: fromUnix(Math.max(...items.map((item) => item.current_period_end))),
  };
}

/**
 * Stripe's statuses in the app's vocabulary (shared/subscriptions.ts). A trial
 * counts as active; unpaid and paused grant nothing, like a canceled one.
 */
export function appSubscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
      return "past_due";
    case "incomplete":
      return "incomplete";
    case "incomplete_expired":
      return "incomplete_expired";
    default:
      return "canceled";
  }
}

/** When the subscription ended (null while it runs, even when set to cancel at period end). */
export function subscriptionEndedAt(subscription: Stripe.Subscription): Date | null {
  if (subscription.ended_at) return fromUnix(subscription.ended_at);
  if (subscription.status === "canceled" && subscription.canceled_at) return fromUnix(subscription.canceled_at);
  return null;
}

export function customerIdOf(customer: Stripe.Subscription["customer"] | Stripe.Invoice["customer"]): string | null {
  return idOf(customer);
}

export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

export function invoiceAppSubscriptionId(invoice: Stripe.Invoice): string | null {
  return appSubscriptionIdOf(invoice.parent?.subscription_details?.metadata);
}

/** The charge that paid the invoice: an invoice payment's charge, or its payment intent's latest charge. */
export function invoiceChargeId(invoice: Stripe.Invoice): string | null {
  const payments = invoice.payments?.data ?? [];
  const paid = payments.filter((p) => p.status === "paid");
  for (const payment of paid.length > 0 ? paid : payments) {
    const charge = idOf(payment.payment.charge ?? null);
    if (charge) return charge;
    const intent = payment.payment.payment_intent;
    if (intent && typeof intent !== "string") {
      const latest = idOf(intent.latest_charge ?? null);
      if (latest) return latest;
    }
  }
  return null;
}

/** The service period the invoice bills: its subscription line's period (Stripe's invoice.period_* is the usage period before it). */
export function invoiceServicePeriod(invoice: Stripe.Invoice): { start: Date; end: Date } {
  const line = invoice.lines?.data?.find((l) => l.period) ?? null;
  if (line) return { start: fromUnix(line.period.start), end: fromUnix(line.period.end) };
  return { start: fromUnix(invoice.period_start), end: fromUnix(invoice.period_end) };
}
