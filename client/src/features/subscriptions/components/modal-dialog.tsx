import { createContext, useContext, useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { X } from "lucide-react";
import { showModal } from "@/lib/show-modal";
import { cn } from "@/lib/utils";

/** The ids the dialog is named and described by: whichever title and description its content draws take them. */
const DialogIds = createContext<{ titleId: string; descriptionId: string } | null>(null);

function useDialogIds() {
  const ids = useContext(DialogIds);
  if (!ids) throw new Error("A modal dialog's title and description belong inside <ModalDialog>");
  return ids;
}

interface ModalDialogProps {
  open: boolean;
  /** Escape, the backdrop, the close button; not called while `locked`. */
  onClose: () => void;
  /** While true (a payment being confirmed) nothing closes the dialog and its close button is hidden. */
  locked?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>` (showModal, a frame after it is shown: lib/show-modal.ts): the top layer, focus
 * moved in and kept there, the page behind inert, Escape and a click on the
 * backdrop close it, focus goes back to what opened it, and the page does not
 * scroll behind it. Radix's modal layer did the same in script and, at the first
 * opening on a phone, cost a style recalculation of the whole page (the body's
 * pointer-events and scroll lock) and 11 KB of code.
 *
 * Anything inside that draws in a portal (a select, a popover) must draw inside the
 * dialog: outside, it is inert and under the top layer (the toasts do, components/ui/toaster.tsx).
 */
export function ModalDialog({ open, onClose, locked = false, className, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The scroll lock with the modal: it reads the page's width, a layout of its own inside the tap.
    const cancelPromotion = showModal(element, lockPageScroll);
    return () => {
      cancelPromotion();
      if (element.open) element.close?.();
      element.removeAttribute("open");
      // Chromium gives the focus back itself; a dialog closed by its content unmounting, or another browser, may not.
      if (opener?.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
    };
  }, [open]);

  return (
    <DialogIds.Provider value={{ titleId, descriptionId }}>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-shown={open || undefined}
        // Escape: the browser would close the dialog; the app closes it, unless a payment is under way.
        onCancel={(event) => {
          event.preventDefault();
          if (!locked) onClose();
        }}
        // A click on the backdrop lands on the <dialog> itself (the content fills it), outside its box;
        // one on its own scrollbar lands on it too, inside.
        onClick={(event) => {
          if (event.target === event.currentTarget && !locked && !within(event.currentTarget, event.clientX, event.clientY)) onClose();
        }}
        className={cn(
          "fixed inset-0 z-50 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto overscroll-contain rounded-2xl border bg-popover p-0 text-popover-foreground shadow-lifted backdrop:bg-black/55 backdrop:backdrop-blur-sm data-shown:animate-zoom-in",
          className,
        )}
      >
        {open && (
          <div className="relative grid gap-4 p-6">
            {children}
            {!locked && (
              <button
                type="button"
                aria-label="Close"
                onClick={onClose}
                className="absolute top-4 right-4 rounded-lg p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-4" aria-hidden />
              </button>
            )}
          </div>
        )}
      </dialog>
    </DialogIds.Provider>
  );
}

function within(element: Element, x: number, y: number): boolean {
  const box = element.getBoundingClientRect();
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}

/**
 * The page stays where it is behind the dialog: the root stops scrolling, and keeps its
 * scrollbar's room so nothing moves sideways. Only the root's own style changes (overflow
 * is not inherited), not every element's as with a lock on the body's pointer events.
 */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  const hadScrollbar = window.innerWidth > root.clientWidth;
  root.style.overflow = "hidden";
  if (hadScrollbar) root.style.scrollbarGutter = "stable";
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
  };
}

export function ModalDialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  const { titleId } = useDialogIds();
  return (
    <h2 id={titleId} className={cn("text-xl font-bold leading-tight", className)}>
      {children}
    </h2>
  );
}

export function ModalDialogDescription({ className, children }: { className?: string; children: ReactNode }) {
  const { descriptionId } = useDialogIds();
  return (
    <div id={descriptionId} className={cn("text-sm text-muted-foreground", className)}>
      {children}
    </div>
  );
}
