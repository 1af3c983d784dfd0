import { useEffect, useState } from "react";

/** Typing into a search box waits this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stayed the same for `delayMs` (the first value at once). */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
