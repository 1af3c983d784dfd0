import { Users } from "lucide-react";
import { nounFor } from "@shared/plural";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface ActiveSubscribersCardProps {
  /** The server's count of active fans; undefined while it loads. */
  count: number | undefined;
  /** Set when the count could not be read: offers to read it again. */
  onRetry?: () => void;
}

/** The count of active subscribers at the top of the subscriber list. */
export function ActiveSubscribersCard({ count, onRetry }: ActiveSubscribersCardProps) {
  return (
    <Card className="flex items-center gap-4 p-5 sm:p-6">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-glow">
        <Users className="size-6" aria-hidden />
      </span>
      <div>
        {count !== undefined ? (
          <p className="text-3xl font-extrabold">{count.toLocaleString("en-US")}</p>
        ) : onRetry ? (
          <p className="text-sm font-medium text-muted-foreground">The count could not be loaded.</p>
        ) : (
          <Skeleton className="h-8 w-12" />
        )}
        <p className="text-sm text-muted-foreground">Active {nounFor(count ?? 0, "subscriber")}</p>
      </div>
      {count === undefined && onRetry && (
        <Button variant="outline" size="sm" className="ml-auto" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Card>
  );
}
