import { Layers } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { useCreatorTiers } from "../api/creator-tiers";
import { sortTiersByPrice } from "@/lib/sort-tiers";
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
  const list = useCreatorTiers(creatorProfileId);
  const { items: tiers, isLoading, isError } = list;
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
  if (isError) {
    // The first page failed, or a later one: read again from where it stopped.
    const retry = tiers.length === 0 ? list.refetch : list.fetchNextPage;
    return <LoadError title="Tiers could not be loaded" onRetry={() => void retry()} />;
  }
  if (tiers.length === 0) return <EmptyState icon={<Layers />} title={emptyTitle} description={emptyDescription} />;
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
