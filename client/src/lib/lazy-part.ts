/**
 * A part of the app whose code loads apart from the page's (a dialog, a menu, the
 * toast area): it can be loaded ahead (on idle, on hover), and once its code is in it
 * renders at once. React.lazy alone would still suspend for a moment on its first
 * mount, showing the fallback for a frame, even when the code came long before.
 */
import { createElement, lazy, useState, type ComponentType } from "react";

export interface LazyPart<P extends object> {
  /** The part: drawn at once when its code is in, else suspends (a Suspense boundary shows its fallback) until it is. */
  Part: ComponentType<P>;
  /** Starts loading the code (once). A failed load is tried again the next time; the Part reports its failure. */
  preload: () => void;
  /** Loads the code (once); resolves when it is in. */
  load: () => Promise<void>;
}

export function lazyPart<P extends object>(importPart: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (loading ??= importPart().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await load() }));
  function Part(props: P) {
    // Chosen once per mount: turning from the lazy wrapper to the part itself would mount the part afresh.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { Part, preload: () => void load().catch(() => undefined), load: () => load().then(() => undefined) };
}
