import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/** What can take the focus (the first of them in the part gets it, see below). */
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Draws `children` only from the frame after the one it first appears in, a placeholder
 * of the same height until then: a dialog opened by a tap shows its frame, title and
 * notice at once and its form a frame later. Drawing a form's library and fields for the
 * first time is most of a form dialog's first opening on a slow phone, and a dialog that
 * appears only once all of it is drawn leaves the tap unanswered meanwhile.
 *
 * The dialog focused its first focusable element as it opened; when that came after
 * this part (the close button), the focus moves to the part's first field once drawn.
 */
export function AfterFirstFrame({
  children,
  placeholderClassName,
  placeholderHeight,
}: {
  children: ReactNode;
  placeholderClassName?: string;
  /** The placeholder's height in pixels, when it depends on what is drawn (else placeholderClassName gives it). */
  placeholderHeight?: number;
}) {
  const [shown, setShown] = useState(false);
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame is painted (a frame, then a task), as an update that yields to input.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  useLayoutEffect(() => {
    const element = part.current;
    const dialog = element?.closest('dialog, [role="dialog"]');
    const focused = document.activeElement;
    if (!shown || !element || !dialog || !focused || !(focused === dialog || dialog.contains(focused))) return;
    const focusedAfter = focused === dialog || Boolean(element.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (focusedAfter) element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [shown]);
  return (
    // Its own box only as the placeholder: drawn, the part lays out as the dialog's own child.
    <div
      ref={part}
      className={shown ? "contents" : cn("animate-pulse rounded-xl bg-muted/50", placeholderClassName)}
      style={shown || placeholderHeight === undefined ? undefined : { height: placeholderHeight }}
      aria-hidden={!shown || undefined}
    >
      {shown && children}
    </div>
  );
}
