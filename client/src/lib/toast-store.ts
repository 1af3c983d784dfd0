/**
 * The toast queue: at most TOAST.limit toasts visible, a new one
 * replaces the previous, and a dismissed toast is removed from memory only after
 * TOAST.removeDelayMs (its close animation and Radix's own bookkeeping finish first).
 * Framework-free so the rules can be tested on their own; React binds to it in
 * hooks/use-toast.ts.
 */
import { TOAST } from "@shared/constants/product";

type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

export type ToastAction =
  | { type: "add"; toast: ToastEntry }
  | { type: "update"; id: string; patch: Partial<ToastInput> }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

export function toastReducer(state: readonly ToastEntry[], action: ToastAction): ToastEntry[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, TOAST.limit);
    case "update":
      return state.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t));
    case "dismiss":
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

type Listener = (toasts: ToastEntry[]) => void;

export function createToastStore(removeDelayMs: number = TOAST.removeDelayMs) {
  let toasts: ToastEntry[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction) {
    toasts = toastReducer(toasts, action);
    for (const listener of listeners) listener(toasts);
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        dispatch({ type: "remove", id });
      }, removeDelayMs),
    );
  }

  function dismiss(id?: string) {
    const affected = id === undefined ? toasts : toasts.filter((t) => t.id === id);
    for (const t of affected) scheduleRemoval(t.id);
    dispatch({ type: "dismiss", id });
  }

  function show(input: ToastInput) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: "add", toast: { variant: "default", ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (patch: Partial<ToastInput>) => dispatch({ type: "update", id, patch }),
    };
  }

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
