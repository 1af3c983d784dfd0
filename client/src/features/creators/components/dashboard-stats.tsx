import { DollarSign, Image, Users } from "lucide-react";
import { CREATOR_SHARE_PERCENT, PLATFORM_FEE_PERCENT } from "@shared/constants/money";
import { LoadError } from "@/components/load-error";
import { formatPrice } from "@/lib/format";
import { useCreatorStats } from "../api/creator-stats";
import { StatCard } from "./stat-card";

/** Total subscribers, total posts and this month's earnings (the creator's share), from the server. */
export function DashboardStats({ creatorProfileId }: { creatorProfileId: string }) {
  const { data: stats, isError, refetch } = useCreatorStats(creatorProfileId);
  if (isError) return <LoadError title="Your figures could not be loaded" onRetry={() => void refetch()} />;
  return (
    <section aria-label="Your figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard icon={<Users aria-hidden />} label="Total Subscribers" value={stats?.activeSubscribers} note="Active PawFans" />
      <StatCard icon={<Image aria-hidden />} label="Total Posts" value={stats?.postsCount} note="Photos, videos and reels" />
      <StatCard
        className="col-span-2 sm:col-span-1"
        icon={<DollarSign aria-hidden />}
        label="Monthly Earnings"
        value={stats && formatPrice(stats.monthlyEarnings)}
        note={
          stats &&
          `Your ${CREATOR_SHARE_PERCENT}% of ${formatPrice(stats.monthlyGross)} gross, after the ${PLATFORM_FEE_PERCENT}% platform fee (${formatPrice(stats.platformFee)})`
        }
      />
    </section>
  );
}
