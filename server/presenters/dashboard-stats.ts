/**
 * A creator's dashboard figures. The money is this month's (UTC) from the ledger:
 * what fans paid less what was taken back (gross), the creator's share (earnings)
 * and the platform's fee, each charge split by the one rounding rule of
 * shared/money.ts when it was paid, so earnings + fee = gross always.
 */
import type { DashboardStats } from "@shared/api-types";
import { centsToDecimal } from "@shared/money";
import type { MoneyFigures } from "../ledger/queries";

export interface DashboardFigures {
  activeSubscribers: number;
  postsCount: number;
  thisMonth: MoneyFigures;
}

export function presentDashboardStats({ activeSubscribers, postsCount, thisMonth }: DashboardFigures): DashboardStats {
  return {
    activeSubscribers,
    postsCount,
    monthlyGross: centsToDecimal(thisMonth.grossCents),
    monthlyEarnings: centsToDecimal(thisMonth.netCents),
    platformFee: centsToDecimal(thisMonth.feeCents),
  };
}
