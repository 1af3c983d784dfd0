import { useRef, type ReactNode, type RefObject } from "react";
import { Popover, PopoverAnchor, PopoverContent } from "./popover";

interface PopoverPanelProps {
  /** The trigger the panel is placed against (it lives outside this chunk, see LazyPopover). */
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  align?: "start" | "center" | "end";
  className?: string;
  children: ReactNode;
}

/** LazyPopover's panel: Radix Popover anchored to a trigger it does not render. */
export default function PopoverPanel({ anchor, open, onOpenChange, align = "end", className, children }: PopoverPanelProps) {
  const closedFromOutside = useRef(false);
  const isAnchor = (target: EventTarget | null) => target instanceof Node && Boolean(anchor.current?.contains(target));
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        align={align}
        className={className}
        onOpenAutoFocus={() => {
          closedFromOutside.current = false;
        }}
        onInteractOutside={(event) => {
          // The trigger toggles the popover itself: pressing it is not "outside".
          if (isAnchor(event.target)) event.preventDefault();
          else closedFromOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          // Back to the trigger, as Radix does for its own trigger, unless the visitor moved on elsewhere.
          event.preventDefault();
          if (!closedFromOutside.current) anchor.current?.focus();
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
