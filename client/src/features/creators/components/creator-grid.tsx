import type { ReactNode } from "react";
import type { CreatorProfileView } from "@shared/api-types";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { CreatorCard } from "./creator-card";

const gridClass = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** What a card offers besides opening the profile (e.g. subscribing): see CreatorCard's `action`. */
export type CreatorCardAction = (creator: CreatorProfileView) => ReactNode;

export function CreatorGrid({ creators, cardAction }: { creators: CreatorProfileView[]; cardAction?: CreatorCardAction }) {
  return (
    <ul className={gridClass}>
      {creators.map((creator, index) => (
        <li key={creator.id} className="flex">
          <CreatorCard creator={creator} action={cardAction?.(creator)} imagePriority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders shaped like CreatorCard (cover, avatar, name, owner, two lines of bio, the fans and price row). */
export function CreatorGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={gridClass}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-soft">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <div className="flex flex-1 flex-col px-5 pb-5">
            <Skeleton className="relative -mt-8 size-16 rounded-full ring-4 ring-card" />
            <TextLine className="mt-3 h-7" width="w-2/5" />
            <TextLine className="h-5" width="w-1/3" />
            <TextLine className="mt-2 h-5" width="w-full" />
            <TextLine className="h-5" width="w-3/4" />
            <div className="mt-auto pt-4">
              <div className="flex h-[33px] items-end justify-between border-t">
                <Skeleton className="h-3.5 w-16" />
                <Skeleton className="h-3.5 w-20" />
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** A placeholder for one line of text: the line's height, a shorter bar inside. */
function TextLine({ className, width }: { className: string; width: string }) {
  return (
    <div className={cn("flex items-center", className)}>
      <Skeleton className={cn("h-3.5", width)} />
    </div>
  );
}
