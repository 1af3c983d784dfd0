import { Layers } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadingState } from "@/components/loading-state";
import { useCreatorTiers } from "../api/creator-tiers";
import { sortTiersByPrice } from "../sort-tiers";
import { TierCard } from "./tier-card";

interface TierListProps {
  creatorProfileId: string;
  emptyTitle: string;
  emptyDescription?: string;
  /** Two columns where the list shares the page with a form; three on its own. */
  columns?: 2 | 3;
}

/** A creator's tiers with their loading, error and empty states. */
export function TierList({ creatorProfileId, emptyTitle, emptyDescription, columns = 3 }: TierListProps) {
  const { data: tiers, isLoading, isError } = useCreatorTiers(creatorProfileId);
  const grid = columns === 2 ? "grid gap-5 sm:grid-cols-2" : "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

  if (isLoading) {
    return (
      <div className="space-y-4">
        <LoadingState label="Loading tiers..." className="py-2" />
        <div className={grid} aria-hidden>
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      </div>
    );
  }
  if (isError) return <EmptyState icon={<Layers />} title="Tiers could not be loaded" description="Please try again in a moment." />;
  if (!tiers || tiers.length === 0) return <EmptyState icon={<Layers />} title={emptyTitle} description={emptyDescription} />;
  return (
    <ul className={grid}>
      {sortTiersByPrice(tiers).map((tier) => (
        <li key={tier.id}>
          <TierCard tier={tier} />
        </li>
      ))}
    </ul>
  );
}
