import { SearchX, type LucideIcon } from "lucide-react";
import { SearchInput } from "@/components/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useHeaderSearch } from "../hooks/use-header-search";
import { SearchResultRow } from "./search-result-row";

/**
 * The desktop header's search, an accessible combobox (the text box keeps focus;
 * aria-activedescendant names the highlighted option). From two characters on,
 * a list under it shows the best results of each kind, grouped; arrow keys move,
 * Enter opens the highlighted result or, with none highlighted, Explore on the
 * query (/explore?q=…); Escape closes the list.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const box = useHeaderSearch();
  const { search, settled, stale, groups, options, open, active, listboxId, optionId, activeOption } = box;

  return (
    <form role="search" onSubmit={box.onSubmit} className={cn("relative", className)}>
      <SearchInput
        value={box.query}
        {...box.input}
        busy={open && stale}
        placeholder="Search PawPals..."
        label="Search PawPals"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && groups.length > 0}
        aria-controls={open && groups.length > 0 ? listboxId : undefined}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        inputClassName="h-10 rounded-full bg-muted/60 hover:bg-muted focus-visible:bg-card [&::-webkit-search-cancel-button]:cursor-pointer"
      />
      {open && (
        <div
          // A click in the list must not blur the box (which would close the list first).
          onMouseDown={(event) => event.preventDefault()}
          className="absolute top-full left-1/2 z-50 mt-2 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-lifted animate-pop-in"
        >
          <div className="max-h-[min(34rem,calc(100dvh-8rem))] overflow-y-auto overscroll-contain p-1.5">
            {search.isError && !search.data ? (
              <SearchMessage icon={SearchX} title="Search is not available right now" hint="Press Enter to look through PawPals instead." />
            ) : !search.data || (groups.length === 0 && stale) ? (
              <ResultsSkeleton />
            ) : groups.length === 0 ? (
              <SearchMessage
                icon={SearchX}
                title={`No results for "${settled}"`}
                hint="Check the spelling, or try a pet's name, a breed or a topic."
              />
            ) : (
              <div
                id={listboxId}
                role="listbox"
                aria-label={`Results for ${settled}`}
                aria-busy={stale}
                className={cn("transition-opacity", stale && "opacity-60")}
              >
                {groups.map((group) => (
                  <ul key={group.type} role="group" aria-labelledby={`${listboxId}-${group.type}`} className="pb-1">
                    <li
                      role="presentation"
                      id={`${listboxId}-${group.type}`}
                      className="px-3 pt-2.5 pb-1.5 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase"
                    >
                      {group.label}
                    </li>
                    {group.options.map((option) => {
                      const index = options.indexOf(option);
                      return (
                        <SearchResultRow
                          key={option.key}
                          id={optionId(index)}
                          option={option}
                          query={settled}
                          active={index === active}
                          onHover={() => box.highlight(index)}
                          onChoose={box.chosen}
                        />
                      );
                    })}
                  </ul>
                ))}
              </div>
            )}
          </div>
          <span role="status" className="sr-only">
            {search.data && !stale && groups.length > 0 ? `${options.filter((o) => o.kind === "result").length} results` : ""}
          </span>
          <div className="flex items-center gap-1.5 border-t bg-muted/40 px-4 py-2 text-xs text-muted-foreground" aria-hidden>
            <Kbd>↑</Kbd>
            <Kbd>↓</Kbd>
            to move
            <Kbd className="ml-2">↵</Kbd>
            to open
            <Kbd className="ml-2">esc</Kbd>
            to close
          </div>
        </div>
      )}
    </form>
  );
}

function SearchMessage({ icon: Icon, title, hint }: { icon: LucideIcon; title: string; hint: string }) {
  return (
    <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-2 px-6 py-8 text-center">
      <span className="mb-1 flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="text-sm font-semibold break-all">{title}</p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

/** Rows shaped like results while the first answer loads, so the list does not jump when it arrives. */
function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Searching..." className="min-h-48 space-y-1 px-1.5 py-2">
      <Skeleton className="mx-1.5 mb-2.5 h-3 w-20" />
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 px-1.5 py-2">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Kbd({ children, className }: { children: string; className?: string }) {
  return (
    <kbd
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-md border bg-card px-1 font-sans text-[10px] font-semibold text-foreground/80 shadow-xs",
        className,
      )}
    >
      {children}
    </kbd>
  );
}
