import { Suspense } from "react";
import { Layers } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { useCreatorTiers } from "../api/creator-tiers";
import { sortTiersByPrice } from "@/lib/sort-tiers";
import { lazyPart } from "@/lib/lazy-part";
import { TierCard } from "./tier-card";

// The owner's menu (and its editing dialog, the form library and the schemas) loads on the management page only:
// a fan reading a creator's tiers never needs it.
const tierActions = lazyPart(() => import("./tier-actions").then((m) => m.TierActions));

interface TierListProps {
  creatorProfileId: string;
  emptyTitle: string;
  emptyDescription?: string;
  /** Two columns where the list shares the page with a form; three on its own. */
  columns?: 2 | 3;
  /** The owner's management page: each tier gets its "⋯" menu (archive, delete). */
  manageable?: boolean;
}

/** A creator's tiers with their loading, error and empty states. */
export function TierList({ creatorProfileId, emptyTitle, emptyDescription, columns = 3, manageable = false }: TierListProps) {
  const list = useCreatorTiers(creatorProfileId);
  const { items: tiers, isLoading, isError } = list;
  const grid = columns === 2 ? "grid gap-5 sm:grid-cols-2" : "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

  if (isLoading) {
    return (
      <LoadingPlaceholders label="Loading tiers...">
        <div className={grid}>
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      </LoadingPlaceholders>
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
          <TierCard
            tier={tier}
            actions={
              manageable && (
                <Suspense fallback={null}>
                  <tierActions.Part tier={tier} />
                </Suspense>
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
