import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { LoadingState } from "./loading-state";

/**
 * A list's loading state: placeholders shaped like the cards that take their
 * place (so nothing moves when those arrive), with the page's loading text
 * (e.g. "Loading PawPals...") floating over them rather than taking a row of its own.
 */
export function LoadingPlaceholders({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("relative", className)}>
      <div aria-hidden>{children}</div>
      <div className="pointer-events-none absolute inset-x-0 top-8 flex justify-center">
        <LoadingState label={label} className="rounded-full border bg-card/95 px-4 py-2 shadow-soft" />
      </div>
    </div>
  );
}
