import { Suspense, type ComponentProps } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyPart } from "@/lib/lazy-part";

const tierList = lazyPart(() => import("./tier-list").then((m) => m.TierList));

/** Starts fetching the list's code ahead of the tab's first opening (the page says when). */
export const preloadTierList = tierList.preload;

/**
 * A profile's Tiers tab: its code (the cards and their benefit marks) comes apart
 * from the public page, which opens on its feed, as the Lives tab's does.
 */
export function LazyTierList(props: ComponentProps<typeof tierList.Part>) {
  return (
    <Suspense fallback={<Skeleton className="h-56 rounded-2xl" aria-label="Loading tiers" />}>
      <tierList.Part {...props} />
    </Suspense>
  );
}
