import { useCallback, useSyncExternalStore } from "react";
import { getTheme, setTheme, subscribeTheme, type Theme } from "@/lib/theme";

/**
 * The server draws pages in the light theme (it cannot read the visitor's storage);
 * the page's colours and the theme control follow the stored theme anyway, by CSS
 * (index.html applies it), and what reads the theme in code reads the stored one once
 * the app has taken over.
 */
const serverTheme = (): Theme => "light";

/** The current theme, shared by every component, persisted under localStorage "theme". */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, serverTheme);
  const toggleTheme = useCallback(() => setTheme(getTheme() === "dark" ? "light" : "dark"), []);
  return { theme, setTheme, toggleTheme };
}
