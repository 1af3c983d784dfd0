/**
 * A creator's dashboard figures. The gross arrives in integer cents (summed in
 * SQL); the 80/20 split follows the one rounding rule of shared/money.ts: the
 * creator's share is rounded on the total and the platform fee is the remainder,
 * so the two always add up to the gross.
 */
import type { DashboardStats } from "@shared/api-types";
import { centsToDecimal, creatorShareCents } from "@shared/money";

export interface DashboardFigures {
  activeSubscribers: number;
  postsCount: number;
  monthlyGrossCents: number;
}

export function presentDashboardStats({ activeSubscribers, postsCount, monthlyGrossCents }: DashboardFigures): DashboardStats {
  const earningsCents = creatorShareCents(monthlyGrossCents);
  return {
    activeSubscribers,
    postsCount,
    monthlyGross: centsToDecimal(monthlyGrossCents),
    monthlyEarnings: centsToDecimal(earningsCents),
    platformFee: centsToDecimal(monthlyGrossCents - earningsCents),
  };
}
