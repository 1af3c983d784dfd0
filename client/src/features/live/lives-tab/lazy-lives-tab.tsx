import { Suspense, type ComponentProps } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { lazyPart } from "@/lib/lazy-part";

const livesTab = lazyPart(() => import("./lives-tab").then((m) => m.LivesTab));

/** The profile's Lives tab: its code (and its reads) come when the tab is first shown, never with the public page. */
export function LazyLivesTab(props: ComponentProps<typeof livesTab.Part>) {
  return (
    <Suspense fallback={<Skeleton className="h-28 rounded-2xl" aria-label="Loading lives" />}>
      <livesTab.Part {...props} />
    </Suspense>
  );
}
