import { cn } from "@/lib/utils";

interface CategoryFilterProps<T extends string> {
  /** The group's accessible name, e.g. "Thread categories". */
  label: string;
  /** The first button, which clears the filter ("All", "All Tips"). */
  allLabel: string;
  options: readonly T[];
  /** undefined means all. */
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  className?: string;
}

/** A row of toggle buttons: "All" plus one per category; scrolls sideways on phones. */
export function CategoryFilter<T extends string>({ label, allLabel, options, value, onChange, className }: CategoryFilterProps<T>) {
  const buttons: Array<{ key: string; text: string; value: T | undefined }> = [
    { key: "__all", text: allLabel, value: undefined },
    ...options.map((option) => ({ key: option, text: option, value: option })),
  ];
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        "-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0",
        className,
      )}
    >
      {buttons.map((button) => {
        const active = button.value === value;
        return (
          <button
            key={button.key}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(button.value)}
            className={cn(
              "inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
              active
                ? "border-transparent bg-primary text-primary-foreground shadow-sm"
                : "border-border bg-card text-muted-foreground hover:border-primary/40 hover:text-foreground",
            )}
          >
            {button.text}
          </button>
        );
      })}
    </div>
  );
}
