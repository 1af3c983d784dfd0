import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** A placeholder shaped like ProfileHeader (cover, avatar and buttons, names, badges, bio, stats), while the profile loads. */
export function ProfileHeaderSkeleton() {
  return (
    <Card className="overflow-hidden rounded-3xl">
      <Skeleton className="h-40 rounded-none sm:h-60" />
      <div className="px-5 pb-6 sm:px-8 sm:pb-8">
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          <Skeleton className="relative -mt-12 size-24 rounded-full ring-4 ring-card sm:-mt-16 sm:size-32" />
          <div className="flex items-center gap-2">
            <Skeleton className="size-10 rounded-xl" />
            <Skeleton className="h-10 w-32 rounded-xl" />
          </div>
        </div>
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
          <div className="space-y-2">
            <div className="flex h-9 items-center sm:h-10">
              <Skeleton className="h-7 w-48 sm:h-8" />
            </div>
            <div className="flex h-6 items-center">
              <Skeleton className="h-4 w-32" />
            </div>
            <div className="flex items-center gap-1.5 pt-1">
              <Skeleton className="h-[22px] w-14 rounded-full" />
              <Skeleton className="h-[22px] w-20 rounded-full" />
              <Skeleton className="h-4 w-20" />
            </div>
            <div className="space-y-3 pt-3.5">
              <Skeleton className="h-4 w-full max-w-3xl" />
              <Skeleton className="h-4 w-full max-w-3xl" />
              <Skeleton className="h-4 w-2/3 max-w-2xl" />
            </div>
          </div>
          <Skeleton className="h-[66px] max-w-md rounded-2xl lg:w-96" />
        </div>
      </div>
    </Card>
  );
}
