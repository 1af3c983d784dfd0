import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}

/** The button under a paged list that fetches its next (older) page. */
export function LoadMore({ hasMore, loading, onLoadMore, label = "Load more" }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading && <LoaderCircle className="animate-spin" aria-hidden />}
        {loading ? "Loading..." : label}
      </Button>
    </div>
  );
}
