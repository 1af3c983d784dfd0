import * as React from "react";
import { cn } from "@/lib/utils";

/** A shimmering placeholder block; size it with classes. Hidden from screen readers. */
export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden
      className={cn(
        "animate-shimmer rounded-xl bg-[linear-gradient(90deg,var(--color-muted)_0%,color-mix(in_oklab,var(--color-muted)_60%,var(--color-card))_50%,var(--color-muted)_100%)] bg-[length:200%_100%]",
        className,
      )}
      {...props}
    />
  );
}
