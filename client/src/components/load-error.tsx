import { CloudOff, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "./empty-state";

/** A failed read: what could not be loaded, with a retry button. */
export function LoadError({ title, onRetry, className }: { title: string; onRetry?: () => void; className?: string }) {
  return (
    <EmptyState
      className={className}
      icon={<CloudOff />}
      title={title}
      description="Please check your connection and try again."
      action={
        onRetry && (
          <Button variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden />
            Try again
          </Button>
        )
      }
    />
  );
}
