import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from "react";
import { useLocation } from "wouter";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { paths } from "@/lib/paths";
import { useSiteSearch } from "../api/site-search";
import { flattenOptions, groupResults, isSearchable, moveActive } from "../results";

/** Typing waits this long before asking the server (shorter than the pages' boxes: this one previews). */
const TYPING_PAUSE_MS = 200;

/**
 * The header search box's state and keys: what was typed and the settled query
 * asked of the server, the grouped answer as options, whether the list is open
 * (focused, from two characters on, until Escape or a choice), the highlighted
 * option (arrow keys), and Enter (the highlighted result, or Explore on the query).
 */
export function useHeaderSearch() {
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

  return {
    query,
    settled,
    search,
    stale,
    groups,
    options,
    open,
    active,
    listboxId,
    optionId,
    /** The option the keys highlight, while the list is open. */
    activeOption: open && active >= 0 ? options[active] : undefined,
    highlight: setActive,
    /** A result was chosen with the pointer: the link navigates, the list closes. */
    chosen: () => setDismissed(true),
    onSubmit,
    input: {
      onValueChange: (text: string) => {
        setQuery(text);
        setDismissed(false);
      },
      onFocus: () => {
        setFocused(true);
        setDismissed(false);
      },
      onBlur: () => setFocused(false),
      onKeyDown,
    },
  };
}
