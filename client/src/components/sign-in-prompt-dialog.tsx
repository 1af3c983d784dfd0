import { useId, useLayoutEffect, useRef } from "react";
import { X } from "lucide-react";
import { SignInNotice } from "@/components/sign-in-notice";
import { showModal, wasReallyClosed } from "@/lib/show-modal";

export interface SignInPrompt {
  /** The title and description of the dialog a signed-in person gets ('Create New Thread'). */
  title: string;
  description: string;
  /** "Please log in to create a thread". */
  message: string;
  /** Where signing in comes back to. */
  returnTo: string;
}

interface SignInPromptDialogProps extends SignInPrompt {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * What a visitor who is not signed in gets from a button that opens a form
 * ('New Thread', 'List Item'): the form's dialog, titled as it is, asking them
 * to sign in first. It is the browser's own modal <dialog> (focus moves in and
 * stays, Escape closes, the page behind is inert), so it comes with the page:
 * on a phone the tap answers at once instead of waiting for the dialog library
 * and a form the visitor could not send.
 */
export function SignInPromptDialog({ open, onOpenChange, title, description, message, returnTo }: SignInPromptDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) return showModal(element);
    if (!open && element.open) {
      element.close?.();
      element.removeAttribute("open");
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape, or close() from anywhere.
      onClose={(event) => wasReallyClosed(event.currentTarget) && onOpenChange(false)}
      // A click on the backdrop lands on the <dialog> itself; the content fills it.
      onClick={(event) => event.target === event.currentTarget && onOpenChange(false)}
      data-shown={open || undefined}
      className="fixed inset-0 z-50 m-auto w-[calc(100vw-2rem)] max-w-xl rounded-2xl border bg-popover p-0 text-popover-foreground shadow-lifted backdrop:bg-black/55 backdrop:backdrop-blur-sm data-shown:animate-zoom-in"
    >
      <div className="relative grid gap-4 p-6">
        <div className="flex flex-col gap-1.5 pr-8 text-left">
          <h2 id={titleId} className="text-xl font-bold leading-tight">
            {title}
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>
        <SignInNotice message={message} returnTo={returnTo} />
        <button
          type="button"
          aria-label="Close"
          onClick={() => onOpenChange(false)}
          className="absolute top-4 right-4 rounded-lg p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </dialog>
  );
}
