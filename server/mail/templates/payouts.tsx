/** A creator's payout: sent to their bank, or failed. */
import type { MailDraft } from "../render";
import { formatDate, formatMoney } from "../format";
import { Facts, Layout, P } from "./layout";
import type { MailRecipient } from "./recipient";

export function payoutPaidMail(to: MailRecipient, input: { creatorName: string; amountCents: number; currency: string; arrivalAt: Date | null }): MailDraft {
  const amount = formatMoney(input.amountCents, input.currency);
  const rows: [string, string][] = [["Amount", amount]];
  if (input.arrivalAt) rows.push(["Arrives", formatDate(input.arrivalAt, to.timeZone)]);
  return {
    subject: `Payout of ${amount} sent`,
    element: (
      <Layout preview={`${amount} is on its way to your bank`} heading="Your payout is on its way" links={to.links} action={{ label: "See your statements", href: to.links.statements }}>
        <P>Hi {to.name}, we sent {amount} of {input.creatorName}'s earnings to your bank account.</P>
        <Facts rows={rows} />
      </Layout>
    ),
  };
}

export function payoutFailedMail(to: MailRecipient, input: { creatorName: string; amountCents: number; currency: string }): MailDraft {
  const amount = formatMoney(input.amountCents, input.currency);
  return {
    subject: `Your payout of ${amount} failed`,
    element: (
      <Layout preview="Check your bank details so we can pay you" heading="Your payout did not go through" links={to.links} action={{ label: "Check your payout details", href: to.links.statements }}>
        <P>
          Hi {to.name}, your bank did not accept the payout of {amount} of {input.creatorName}'s earnings. The money stays in your balance: check
          your payout account's bank details, and we will pay it with your next payout.
        </P>
      </Layout>
    ),
  };
}
