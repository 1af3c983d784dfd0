/** A creator's money as the earnings and statements pages see it (integer cents). */
import type { PayoutAccountView, PayoutView } from "@shared/api-types";
import type { Payout, PayoutAccount } from "../db/schema";

export function presentPayout(payout: Payout): PayoutView {
  return {
    id: payout.id,
    amountCents: payout.amountCents,
    status: payout.status,
    arrivalAt: payout.arrivalAt?.toISOString() ?? null,
    createdAt: payout.createdAt.toISOString(),
  };
}

export function presentPayoutAccount(account: PayoutAccount | undefined): PayoutAccountView {
  if (!account) return { status: "none" };
  return { status: account.payoutsEnabled ? "enabled" : "pending" };
}
