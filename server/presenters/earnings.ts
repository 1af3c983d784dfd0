/** A creator's money as the earnings and statements pages see it (integer cents). */
import type { PayoutAccountView, PayoutView } from "@shared/api-types";
import type { MarketplaceSaleView, OrderStatus, SaleMoneyState } from "@shared/marketplace";
import type { Order, Payout, PayoutAccount } from "../db/schema";

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

/** The seller's money on an order: earned once it completed, back with the buyer once canceled or refunded, held until then. */
function saleMoneyState(status: OrderStatus): SaleMoneyState {
  if (status === "completed") return "earned";
  if (status === "refunded" || status === "canceled") return "refunded";
  return "held";
}

/** A paid order as a sale on its seller's statements page (listSellerSales reads paid orders only). */
export function presentSale(order: Order & { paidAt: Date }): MarketplaceSaleView {
  // The table's check keeps it one of ORDER_STATUSES.
  const status = order.status as OrderStatus;
  return {
    id: order.id,
    itemTitle: order.itemTitle,
    status,
    money: saleMoneyState(status),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    commissionCents: order.commissionCents,
    shareCents: order.totalCents - order.commissionCents,
    paidAt: order.paidAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
  };
}
