/** A paid invoice on staff's payments page: who paid whom, how much, how much was refunded. */
import type { AdminPaymentView } from "@shared/api-types";
import { displayNameOf, type PersonNameFields } from "@shared/people";
import type { Invoice } from "../db/schema";

export interface AdminPaymentRow {
  invoice: Invoice;
  subscription: { id: string; status: string };
  fan: PersonNameFields & { id: string; email: string | null };
  creator: { id: string; petName: string };
}

export function presentAdminPayment({ invoice, subscription, fan, creator }: AdminPaymentRow): AdminPaymentView {
  return {
    invoiceId: invoice.id,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    amountCents: invoice.amountCents,
    refundedCents: invoice.amountRefundedCents,
    fan: { id: fan.id, displayName: displayNameOf(fan, { withEmail: false }), email: fan.email },
    creator: { id: creator.id, petName: creator.petName },
    subscriptionId: subscription.id,
    subscriptionStatus: subscription.status,
  };
}
