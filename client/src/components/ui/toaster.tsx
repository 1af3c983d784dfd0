import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { CircleAlert, CircleCheck } from "lucide-react";
import { TOAST } from "@shared/constants/product";
import { useToast } from "@/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/**
 * The toast area: one toast at a time, auto-close after 5 s (paused while hovered or
 * focused), swipe right past 50 px to dismiss, F8 focuses the area (Radix's default hotkey).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  // Over an open modal <dialog> the area draws inside it: elsewhere it would be inert, under the dialog's backdrop.
  const dialog = useSyncExternalStore(whenDialogsChange, topModalDialog, noDialog);
  return (
    <ToastProvider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx}>
      {toasts.map(({ id, title, description, variant, open }) => {
        const Icon = variant === "destructive" ? CircleAlert : CircleCheck;
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          >
            <Icon
              className={variant === "destructive" ? "mt-0.5 size-5 shrink-0" : "mt-0.5 size-5 shrink-0 text-primary"}
              aria-hidden
            />
            <div className="grid gap-0.5">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      {dialog ? createPortal(<ToastViewport />, dialog) : <ToastViewport />}
    </ToastProvider>
  );
}

/** Calls `changed` when a <dialog> (or anything) opens or closes: showModal() and close() set and remove `open`. */
function whenDialogsChange(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { subtree: true, attributeFilter: ["open"] });
  return () => observer.disconnect();
}

/** The last open modal <dialog> in the page (whichever opened it: the subscribe dialog, the sign-in prompt). */
function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll<HTMLDialogElement>("dialog[open]")].filter(isModal);
  return open.at(-1) ?? null;
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(":modal");
  } catch {
    // A DOM without :modal (jsdom) has no top layer either.
    return false;
  }
}

const noDialog = () => null;
