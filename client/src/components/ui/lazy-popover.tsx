import { lazy, Suspense, useRef, useState, type ReactElement, type ReactNode } from "react";
import { Slot } from "@radix-ui/react-slot";

const loadPopoverPanel = () => import("./popover-panel");
const PopoverPanel = lazy(loadPopoverPanel);

interface LazyPopoverProps {
  /** The one element that opens and closes the popover (a Button); the panel is anchored to it. */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: "start" | "center" | "end";
  /** Classes of the panel (width, padding). */
  className?: string;
  /** Starts loading what the panel shows when that is a lazy chunk of its own, with the popover's code. */
  preload?: () => void;
}

/**
 * A popover whose code (Radix Popover with its positioning and focus handling,
 * about 20 kB) loads when its trigger is first hovered, focused or pressed, not
 * with the page: until then only the trigger is there. Open or closed on its own,
 * or controlled with `open` / `onOpenChange`.
 */
export function LazyPopover({ trigger, children, open: openProp, onOpenChange, align, className, preload }: LazyPopoverProps) {
  const anchor = useRef<HTMLElement>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = openProp ?? ownOpen;

  function load() {
    void loadPopoverPanel();
    preload?.();
  }

  function changeOpen(next: boolean) {
    if (next) setWanted(true);
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  return (
    <>
      <Slot
        ref={anchor}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => changeOpen(!open)}
      >
        {trigger}
      </Slot>
      {wanted && (
        <Suspense fallback={null}>
          <PopoverPanel anchor={anchor} open={open} onOpenChange={changeOpen} align={align} className={className}>
            {children}
          </PopoverPanel>
        </Suspense>
      )}
    </>
  );
}
