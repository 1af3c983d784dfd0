import type { ReactNode } from "react";
import type { CreatorProfileView } from "@shared/api-types";
import { Skeleton } from "@/components/ui/skeleton";
import { CreatorCard } from "./creator-card";

const gridClass = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** What a card offers besides opening the profile (e.g. subscribing): see CreatorCard's `action`. */
export type CreatorCardAction = (creator: CreatorProfileView) => ReactNode;

export function CreatorGrid({ creators, cardAction }: { creators: CreatorProfileView[]; cardAction?: CreatorCardAction }) {
  return (
    <ul className={gridClass}>
      {creators.map((creator) => (
        <li key={creator.id} className="flex">
          <CreatorCard creator={creator} action={cardAction?.(creator)} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the creators load. */
export function CreatorGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={gridClass} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border bg-card">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="-mt-12 size-16 rounded-full ring-4 ring-card" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
