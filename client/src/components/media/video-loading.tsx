import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** A spinner over a video that is on its way, announced to screen readers. */
export function VideoLoading({ className }: { className?: string }) {
  return (
    <div className={cn("absolute inset-0 flex items-center justify-center", className)} role="status">
      <span className="flex size-16 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur-md">
        <LoaderCircle className="size-7 animate-spin" aria-hidden />
      </span>
      <span className="sr-only">Loading video…</span>
    </div>
  );
}
