import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTheme } from "@/hooks/use-theme";

/**
 * Switches between the light and dark themes. Which way it switches is shown by CSS,
 * from the class on <html> that index.html sets before the first paint: a page the
 * server drew (which cannot know the visitor's theme) shows the right icon and name
 * before any script has run, and the app takes it over without redrawing it.
 */
export function ThemeToggle() {
  const { toggleTheme } = useTheme();
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} className="text-muted-foreground">
      <span className="inline-flex dark:hidden" title="Switch to dark theme">
        <Moon className="size-5!" aria-hidden />
        <span className="sr-only">Switch to dark theme</span>
      </span>
      <span className="hidden dark:inline-flex" title="Switch to light theme">
        <Sun className="size-5!" aria-hidden />
        <span className="sr-only">Switch to light theme</span>
      </span>
    </Button>
  );
}
