import { useCallback, useSyncExternalStore } from "react";
import { getTheme, setTheme, subscribeTheme, type Theme } from "@/lib/theme";

/** The current theme, shared by every component, persisted under localStorage "theme". */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, getTheme);
  const toggleTheme = useCallback(() => setTheme(getTheme() === "dark" ? "light" : "dark"), []);
  return { theme, setTheme, toggleTheme };
}
