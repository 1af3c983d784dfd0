import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";

/** Desktop search: submitting opens Explore filtered by the query (/explore?q=...). */
export function HeaderSearch({ className }: { className?: string }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState("");

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    navigate(paths.explore(query));
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Search PawPals..."
        aria-label="Search PawPals"
        className="h-10 rounded-full bg-muted/60 pl-10 hover:bg-muted focus-visible:bg-card"
      />
    </form>
  );
}
