import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTheme } from "@/hooks/use-theme";

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label} className="text-muted-foreground">
      {theme === "dark" ? <Sun className="size-5!" aria-hidden /> : <Moon className="size-5!" aria-hidden />}
    </Button>
  );
}
