import { SearchX, Store } from "lucide-react";
import type { MarketplaceItemView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api";
import { cn } from "@/lib/utils";
import type { useMarketplaceItems } from "../api/items";
import { ItemCard } from "./item-card";

const GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

interface ItemGridProps {
  items: ReturnType<typeof useMarketplaceItems>;
  /** A search, condition or price narrows the list (not only a category). */
  filtered: boolean;
  onOpen: (item: MarketplaceItemView) => void;
  onClearFilters: () => void;
}

/** The items matching the filters in a 1/2/3-column grid, with loading, error and empty states. */
export function ItemGrid({ items, filtered, onOpen, onClearFilters }: ItemGridProps) {
  if (items.isLoading) {
    return (
      <LoadingPlaceholders label="Loading items...">
        <ul className={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="flex">
              <ItemCardSkeleton />
            </li>
          ))}
        </ul>
      </LoadingPlaceholders>
    );
  }
  // Refused filters (400): the filters show the server's message; there is no list to show.
  if (errorStatus(items.error) === 400) return null;
  if (items.isError && items.items.length === 0) {
    return <LoadError title="Items could not be loaded" onRetry={() => void items.refetch()} />;
  }
  if (items.items.length === 0) {
    if (filtered) {
      return (
        <EmptyState
          icon={<SearchX />}
          title="No items match these filters"
          description="Try other words, another condition or a wider price range."
          action={
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    }
    return <EmptyState icon={<Store />} title="No items listed yet. Be the first to list something!" />;
  }
  return (
    <div className={cn("space-y-6 transition-opacity", items.isPlaceholderData && "opacity-60")} aria-busy={items.isPlaceholderData}>
      <ul className={GRID}>
        {items.items.map((item, index) => (
          <li key={item.id} className="flex">
            <ItemCard item={item} onOpen={onOpen} imagePriority={index === 0} />
          </li>
        ))}
      </ul>
      {items.isError ? (
        <LoadError title="More items could not be loaded" onRetry={() => void items.fetchNextPage()} />
      ) : (
        <LoadMore
          hasMore={items.hasNextPage}
          loading={items.isFetchingNextPage}
          onLoadMore={() => void items.fetchNextPage()}
          label="Load more items"
        />
      )}
    </div>
  );
}

/** A placeholder shaped like ItemCard: the photo, title and price, three lines of description, the category. */
function ItemCardSkeleton() {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-soft">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex h-7 items-center justify-between gap-3">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-5 w-16" />
        </div>
        <div className="space-y-2.5 py-1">
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-2/3" />
        </div>
        <div className="mt-auto flex items-center border-t pt-3">
          <Skeleton className="h-[22px] w-24 rounded-full" />
        </div>
      </div>
    </div>
  );
}
