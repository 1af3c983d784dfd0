import { useState } from "react";
import { Link } from "wouter";
import { ArrowRight, BookOpen, MessagesSquare, Store, type LucideIcon } from "lucide-react";
import type { SearchResult, SearchType } from "@shared/search";
import { InitialsAvatar } from "@/components/initials-avatar";
import { ResponsiveImage } from "@/components/media/responsive-image";
import { cn } from "@/lib/utils";
import { highlightParts, type SearchOption } from "../results";

interface SearchResultRowProps {
  id: string;
  option: SearchOption;
  query: string;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One option: a result (picture, title, detail, one line of snippet) or a group's "See all". */
export function SearchResultRow({ id, option, query, active, onHover, onChoose }: SearchResultRowProps) {
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
