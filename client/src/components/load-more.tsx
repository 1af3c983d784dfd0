import { useEffect, useEffectEvent, useRef } from "react";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
  /**
   * Infinite scroll: also load the next page by itself when the end of the list
   * comes near the viewport. The button stays, for keyboards and assistive technology.
   */
  auto?: boolean;
}

/** How far below the viewport the list's end may be when the next page starts loading. */
const AUTO_LOAD_MARGIN = "0px 0px 600px 0px";

/** The button under a paged list that fetches its next (older) page. */
export function LoadMore({ hasMore, loading, onLoadMore, label = "Load more", auto = false }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useEffectEvent(() => onLoadMore());

  // A new observer after each page: its first report says whether the end is still
  // in reach (a short page), which loads the next one without another scroll.
  useEffect(() => {
    const target = sentinel.current;
    if (!auto || !hasMore || loading || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: AUTO_LOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [auto, hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading && <LoaderCircle className="animate-spin" aria-hidden />}
        {loading ? "Loading..." : label}
      </Button>
    </div>
  );
}
