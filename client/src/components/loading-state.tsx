import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** A spinner with the page's loading text (e.g. "Loading PawPals..."), announced politely. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground", className)}>
      <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
