/** A fan's subscription mail: the receipt of each paid invoice, a failed renewal, the end of a subscription, a refund. */
import { PRODUCT_NAME } from "@shared/constants/product";
import type { MailDraft } from "../render";
import { formatDate, formatMoney } from "../format";
import { Facts, Layout, P } from "./layout";
import type { MailRecipient } from "./recipient";

interface SubscriptionFacts {
  creatorName: string;
  /** The tier's name, or null for the creator's own price. */
  tierName: string | null;
}

const plan = (s: SubscriptionFacts) => (s.tierName ? `${s.creatorName} · ${s.tierName}` : s.creatorName);

export function receiptMail(
  to: MailRecipient,
  input: SubscriptionFacts & { amountCents: number; currency: string; periodStart: Date; periodEnd: Date; paidAt: Date; cardLast4: string | null },
): MailDraft {
  const amount = formatMoney(input.amountCents, input.currency);
  const rows: [string, string][] = [
    ["Creator", input.creatorName],
    ["Tier", input.tierName ?? "Subscription"],
    ["Amount", amount],
    ["Period", `${formatDate(input.periodStart, to.timeZone)} – ${formatDate(input.periodEnd, to.timeZone)}`],
    ["Paid on", formatDate(input.paidAt, to.timeZone)],
  ];
  if (input.cardLast4) rows.push(["Card", `•••• ${input.cardLast4}`]);
  return {
    subject: `Your receipt: ${amount} for ${plan(input)}`,
    element: (
      <Layout
        preview={`${amount} paid for ${plan(input)}`}
        heading="Thanks for your payment"
        links={to.links}
        action={{ label: "See your receipts", href: to.links.subscriptions }}
      >
        <P>Hi {to.name}, here is your receipt for your subscription to {input.creatorName}.</P>
        <Facts rows={rows} />
        <P>Your receipts and the card you pay with are on your profile, under your subscriptions.</P>
      </Layout>
    ),
  };
}

export function renewalFailedMail(
  to: MailRecipient,
  input: SubscriptionFacts & { amountCents: number; currency: string; graceEndsAt: Date },
): MailDraft {
  const amount = formatMoney(input.amountCents, input.currency);
  const graceEnds = formatDate(input.graceEndsAt, to.timeZone);
  return {
    subject: `Your payment for ${input.creatorName} failed`,
    element: (
      <Layout
        preview={`Update your card by ${graceEnds} to keep ${input.creatorName}'s posts`}
        heading="Your renewal did not go through"
        links={to.links}
        action={{ label: "Update your card", href: to.links.subscriptions }}
      >
        <P>
          Hi {to.name}, we could not charge {amount} for your subscription to {plan(input)}. We will try again, and you keep access
          until {graceEnds}.
        </P>
        <P>Update your card before then so your subscription carries on. If the payment still fails, the subscription ends on that day.</P>
      </Layout>
    ),
  };
}

export function subscriptionEndedMail(
  to: MailRecipient,
  input: SubscriptionFacts & { endedAt: Date; unpaid: boolean; /** The creator deleted their account. */ creatorLeft?: boolean },
): MailDraft {
  return {
    subject: `Your subscription to ${input.creatorName} has ended`,
    element: (
      <Layout
        preview={`Your subscription to ${plan(input)} ended on ${formatDate(input.endedAt, to.timeZone)}`}
        heading="Your subscription has ended"
        links={to.links}
        action={{ label: "See your subscriptions", href: to.links.subscriptions }}
      >
        <P>
          Hi {to.name}, your subscription to {plan(input)} ended on {formatDate(input.endedAt, to.timeZone)}
          {input.creatorLeft ? " because the creator closed their account" : input.unpaid ? " because its renewal could not be paid" : ""}. You will not be
          charged for it again.
        </P>
        {input.creatorLeft ? null : <P>You can subscribe again at any time from {input.creatorName}'s page on {PRODUCT_NAME}.</P>}
      </Layout>
    ),
  };
}

export function refundMail(to: MailRecipient, input: SubscriptionFacts & { refundedCents: number; currency: string; paidAt: Date | null }): MailDraft {
  const amount = formatMoney(input.refundedCents, input.currency);
  return {
    subject: `Refund of ${amount} for ${plan(input)}`,
    element: (
      <Layout
        preview={`${amount} is on its way back to your card`}
        heading="You have been refunded"
        links={to.links}
        action={{ label: "See your receipts", href: to.links.subscriptions }}
      >
        <P>
          Hi {to.name}, {amount} of your payment for {plan(input)}
          {input.paidAt ? ` on ${formatDate(input.paidAt, to.timeZone)}` : ""} was refunded to the card you paid with. Banks usually show
          it within 5 to 10 days.
        </P>
      </Layout>
    ),
  };
}
