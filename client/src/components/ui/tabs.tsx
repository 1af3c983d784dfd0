/**
 * Tabs as the WAI-ARIA pattern describes them (automatic activation): a tablist whose
 * tabs are one tab stop (the arrow keys, Home and End move between them and select),
 * each tab naming its panel. Written here rather than taken from Radix Tabs because
 * Explore and every creator profile, first pages of many visits, show tabs: Radix's
 * version with its collection, roving-focus and presence modules is 7 KB compressed
 * of a 130 KB first-page budget, and this pattern needs none of them.
 */
import * as React from "react";
import { cn } from "@/lib/utils";

interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

export interface TabsProps extends Omit<React.HTMLAttributes<HTMLDivElement>, "defaultValue" | "onChange"> {
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected at first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [ownValue, setOwnValue] = React.useState(defaultValue);
  const selected = value ?? ownValue;
  const baseId = React.useId();
  const state = React.useMemo<TabsState>(
    () => ({
      value: selected,
      select: (next) => {
        if (next === selected) return;
        setOwnValue(next);
        onValueChange?.(next);
      },
      idOf: (part, tabValue) => `${baseId}-${part}-${tabValue}`,
    }),
    [selected, onValueChange, baseId],
  );
  return (
    <TabsContext.Provider value={state}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

const NAVIGATION_KEYS = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

/** A pill bar that scrolls sideways on narrow screens instead of overflowing. */
export function TabsList({ className, onKeyDown, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  const moveFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !NAVIGATION_KEYS.has(event.key)) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1 || tabs.length === 0) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = (event.key === "ArrowRight") !== rtl ? 1 : -1;
    const next =
      event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : (current + step + tabs.length) % tabs.length;
    // Focusing a tab selects it (automatic activation).
    tabs[next]!.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-xl border bg-muted/70 p-1 text-muted-foreground [scrollbar-width:none]",
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  value: string;
}

export function TabsTrigger({ value, className, disabled, onMouseDown, onKeyDown, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={active}
      aria-controls={tabs.idOf("panel", value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      className={cn(
        "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3.5 py-1.5 text-sm font-medium transition-all hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-soft [&_svg]:size-4",
        className,
      )}
      // Selected on press, not on release: the tab answers as the finger lands.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
        // Keeps the focus where it was, as a tab pressed with a pointer shows no focus ring.
        else if (!event.defaultPrevented) event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === "Enter" || event.key === " ")) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends React.HTMLAttributes<HTMLDivElement> {
  value: string;
}

/** The selected tab's panel; the others are in the page, hidden and empty. */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      data-state={active ? "active" : "inactive"}
      hidden={!active}
      tabIndex={0}
      className={cn("mt-6 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    >
      {active && children}
    </div>
  );
}
