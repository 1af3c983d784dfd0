/**
 * Toasts: `toast({ title, description, variant })` from anywhere (components,
 * mutation callbacks), `useToast()` in components that render or dismiss them.
 */
import { useSyncExternalStore } from "react";
import { createToastStore, type ToastInput } from "@/lib/toast-store";

const store = createToastStore();

export function toast(input: ToastInput) {
  return store.show(input);
}

export function useToast() {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { toasts, toast, dismiss: store.dismiss };
}

export type { ToastInput } from "@/lib/toast-store";
