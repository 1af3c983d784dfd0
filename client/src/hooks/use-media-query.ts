import { useCallback, useSyncExternalStore } from "react";

/** The server cannot know the screen: a page it draws, and the app taking that page over, say "not known". */
const unknownOnTheServer = () => undefined;

/**
 * Whether a CSS media query matches now; follows it as the window changes.
 * undefined while not known: when the server draws the page and while the
 * browser takes a drawn page over (then it re-renders with the answer).
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const matches = () => window.matchMedia(query).matches;
  return useSyncExternalStore<boolean | undefined>(subscribe, matches, unknownOnTheServer);
}
