import { Store } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useMarketplaceItems, type MarketplaceCategory } from "../api/items";
import { ItemCard } from "./item-card";

const GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

/** The items of one category (or all) in a 1/2/3-column grid, with loading, error and empty states. */
export function ItemGrid({ category }: { category: MarketplaceCategory | undefined }) {
  const items = useMarketplaceItems(category);

  if (items.isLoading) {
    return (
      <div className="space-y-4">
        <LoadingState label="Loading items..." className="py-2" />
        <div className={GRID} aria-hidden>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-80 rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }
  if (items.isError) return <LoadError title="Items could not be loaded" onRetry={() => void items.refetch()} />;
  if (items.items.length === 0) {
    return <EmptyState icon={<Store />} title="No items listed yet. Be the first to list something!" />;
  }
  return (
    <div className="space-y-6">
      <ul className={GRID}>
        {items.items.map((item) => (
          <li key={item.id} className="flex">
            <ItemCard item={item} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={items.hasNextPage}
        loading={items.isFetchingNextPage}
        onLoadMore={() => void items.fetchNextPage()}
        label="Load more items"
      />
    </div>
  );
}
