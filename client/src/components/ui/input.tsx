import * as React from "react";
import { cn } from "@/lib/utils";

/** Shared look of text fields (input, textarea, select trigger). */
export const fieldClasses =
  "w-full rounded-xl border border-input bg-card px-3.5 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 hover:border-primary/40 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type = "text", ...props }, ref) => (
    <input
      ref={ref}
      type={type}
      className={cn(
        fieldClasses,
        "h-10 py-2 file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground",
        className,
      )}
      {...props}
    />
  ),
);
Input.displayName = "Input";
