import { useSyncExternalStore } from "react";

/**
 * The open modal <dialog>s (showModal), newest last. While one is open the rest of the
 * page is inert and under the top layer: what must still show above it and take clicks
 * (the toasts) draws inside the newest.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Says a modal dialog is open; the returned function says it closed. */
export function enterTopLayer(dialog: HTMLDialogElement): () => void {
  open.push(dialog);
  changed();
  return () => {
    const at = open.indexOf(dialog);
    if (at !== -1) open.splice(at, 1);
    changed();
  };
}

/** The newest open modal dialog, or null. */
export function useTopModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open.at(-1) ?? null,
    () => null,
  );
}
