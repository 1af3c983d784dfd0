import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useLocation } from "wouter";
import { ArrowRight, BookOpen, MessagesSquare, SearchX, Store, type LucideIcon } from "lucide-react";
import type { SearchResult, SearchType } from "@shared/search";
import { InitialsAvatar } from "@/components/initials-avatar";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { SearchInput } from "@/components/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { useSiteSearch } from "@/features/search/api/site-search";
import {
  flattenOptions,
  groupResults,
  highlightParts,
  isSearchable,
  moveActive,
  type SearchOption,
} from "@/features/search/results";

/** Typing waits this long before asking the server (shorter than the pages' boxes: this one previews). */
const TYPING_PAUSE_MS = 200;

/**
 * The desktop header's search, an accessible combobox (the text box keeps focus;
 * aria-activedescendant names the highlighted option). From two characters on,
 * a list under it shows the best results of each kind, grouped; arrow keys move,
 * Enter opens the highlighted result or, with none highlighted, Explore on the
 * query (/explore?q=…); Escape closes the list.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const [location, navigate] = useLocation();
  const [query, setQuery] = useState("");
  const [focused, setFocused] = useState(false);
  /** Closed by Escape or by choosing; typing opens it again. */
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const typed = query.trim();
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const search = useSiteSearch(settled);
  /** The answer shown is for an older query (or none is there yet). */
  const stale = typed !== settled || search.isPlaceholderData || (search.isFetching && !search.data);
  const groups = useMemo(() => groupResults(search.data?.results ?? [], settled), [search.data, settled]);
  const options = useMemo(() => flattenOptions(groups), [groups]);
  const open = focused && !dismissed && isSearchable(typed);

  // A new answer (or a closed list) starts with nothing highlighted.
  useEffect(() => setActive(-1), [options, open]);
  // Moving to another page closes the list.
  useEffect(() => setDismissed(true), [location]);

  // Keep the highlighted option in view.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listboxId}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listboxId]);

  function go(href: string) {
    setDismissed(true);
    navigate(href);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen = open ? options[active] : undefined;
    go(chosen ? chosen.href : paths.explore(query));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!open) {
          setDismissed(false);
          return;
        }
        setActive((current) => moveActive(current, options.length, event.key === "ArrowDown" ? 1 : -1));
        return;
      }
      case "Escape":
        if (open) {
          // Close the list only; a second Escape clears the box as usual.
          event.preventDefault();
          setDismissed(true);
        }
        return;
    }
  }

  const activeOption = open && active >= 0 ? options[active] : undefined;

  return (
    <form role="search" onSubmit={onSubmit} className={cn("relative", className)}>
      <SearchInput
        value={query}
        onValueChange={(text) => {
          setQuery(text);
          setDismissed(false);
        }}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
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
                        <OptionRow
                          key={option.key}
                          id={optionId(index)}
                          option={option}
                          query={settled}
                          active={index === active}
                          onHover={() => setActive(index)}
                          onChoose={() => setDismissed(true)}
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

interface OptionRowProps {
  id: string;
  option: SearchOption;
  query: string;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One option: a result (picture, title, detail, one line of snippet) or a group's "See all". */
function OptionRow({ id, option, query, active, onHover, onChoose }: OptionRowProps) {
  const rowClass = cn(
    "flex w-full items-center gap-3 rounded-xl px-3 text-left outline-none transition-colors",
    active ? "bg-secondary text-secondary-foreground" : "hover:bg-muted/70",
  );
  if (option.kind === "seeAll") {
    return (
      <li id={id} role="option" aria-selected={active} onMouseMove={active ? undefined : onHover}>
        <Link href={option.href} tabIndex={-1} onClick={onChoose} className={cn(rowClass, "h-9 text-xs font-semibold text-primary")}>
          {option.label}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </li>
    );
  }
  const { result } = option;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      aria-label={result.detail ? `${result.title}, ${result.detail}` : result.title}
      onMouseMove={active ? undefined : onHover}
    >
      <Link href={option.href} tabIndex={-1} onClick={onChoose} className={cn(rowClass, "py-2")}>
        <ResultPicture result={result} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span className="truncate text-sm font-semibold text-foreground">
              <Marked text={result.title} query={query} />
            </span>
            {result.detail && (
              <span className="max-w-[45%] shrink-0 truncate text-xs text-muted-foreground">{result.detail}</span>
            )}
          </span>
          {result.snippet && (
            <span className="mt-0.5 block truncate text-xs text-muted-foreground">
              <Marked text={result.snippet} query={query} />
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** The query's words in `text`, marked. */
function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="bg-transparent font-semibold text-primary">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

const TYPE_ICONS: Record<Exclude<SearchType, "creators">, LucideIcon> = {
  threads: MessagesSquare,
  items: Store,
  articles: BookOpen,
};

/** A creator's avatar (else initials); for others their picture, else their kind's icon. */
function ResultPicture({ result }: { result: SearchResult }) {
  const [failed, setFailed] = useState(false);
  if (result.type === "creators") {
    return (
      <InitialsAvatar
        name={{ displayName: result.title }}
        image={result.image}
        alt=""
        className="size-10 shrink-0"
        fallbackClassName="text-sm"
      />
    );
  }
  const Icon = TYPE_ICONS[result.type];
  return (
    <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-secondary text-secondary-foreground">
      {result.image && !failed ? (
        <ResponsiveImage image={result.image} alt="" sizes="40px" onError={() => setFailed(true)} className="size-full object-cover" />
      ) : (
        <Icon className="size-5" aria-hidden />
      )}
    </span>
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
