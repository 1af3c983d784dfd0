import * as React from "react";
import { LoaderCircle, Search } from "lucide-react";
import { SEARCH_QUERY_MAX_LENGTH } from "@shared/search";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

interface SearchInputProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "type" | "size"> {
  value: string;
  onValueChange: (value: string) => void;
  /** The accessible name (the placeholder is only a hint). */
  label: string;
  /** A search is on its way: a spinner replaces the magnifier. */
  busy?: boolean;
  /** "lg": the page's main search (Explore). */
  size?: "default" | "lg";
  /** Classes of the wrapper (width, margins). */
  className?: string;
  /** Classes of the field itself (height, radius). */
  inputClassName?: string;
}

/** A search field with its magnifier (a spinner while `busy`); at most SEARCH_QUERY_MAX_LENGTH characters. */
export const SearchInput = React.forwardRef<HTMLInputElement, SearchInputProps>(
  ({ value, onValueChange, label, busy = false, size = "default", className, inputClassName, ...props }, ref) => {
    const Icon = busy ? LoaderCircle : Search;
    return (
      <div className={cn("relative", className)}>
        <Icon
          className={cn(
            "pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground",
            size === "lg" ? "left-4 size-5" : "left-3.5 size-4",
            busy && "animate-spin text-primary",
          )}
          aria-hidden
        />
        <Input
          ref={ref}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-label={label}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className={cn(size === "lg" ? "h-12 rounded-2xl pl-12 shadow-soft sm:text-base" : "pl-10", inputClassName)}
          {...props}
        />
      </div>
    );
  },
);
SearchInput.displayName = "SearchInput";
