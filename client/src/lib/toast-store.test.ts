import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST } from "@shared/constants/product";
import { createToastStore, toastReducer, type ToastEntry } from "./toast-store";

const entry = (id: string, open = true): ToastEntry => ({ id, open, title: `t${id}`, variant: "default" });

describe("toast rules", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows at most one toast: a new one replaces the previous", () => {
    const store = createToastStore();
    store.show({ title: "First" });
    store.show({ title: "Second", variant: "destructive" });
    const toasts = store.getSnapshot();
    expect(toasts).toHaveLength(TOAST.limit);
    expect(toasts[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
  });

  it("defaults to the default variant", () => {
    const store = createToastStore();
    store.show({ title: "Hi" });
    expect(store.getSnapshot()[0].variant).toBe("default");
  });

  it("closes a dismissed toast at once and removes it after the removal delay", () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const { id } = store.show({ title: "Bye" });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("uses the product's timings: one toast, 5 s, removed after 1000 s, 50 px swipe", () => {
    expect(TOAST).toEqual({ limit: 1, durationMs: 5000, removeDelayMs: 1_000_000, swipeThresholdPx: 50 });
  });

  it("notifies subscribers and stops after unsubscribe", () => {
    const store = createToastStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe((toasts) => seen.push(toasts.length));
    store.show({ title: "a" });
    unsubscribe();
    store.show({ title: "b" });
    expect(seen).toEqual([1]);
  });

  it("updates a toast in place", () => {
    expect(toastReducer([entry("1")], { type: "update", id: "1", patch: { title: "new" } })[0].title).toBe("new");
  });

  it("dismissing without an id closes every toast; removing without an id clears all", () => {
    expect(toastReducer([entry("1"), entry("2")], { type: "dismiss" }).every((t) => !t.open)).toBe(true);
    expect(toastReducer([entry("1")], { type: "remove" })).toEqual([]);
  });
});
