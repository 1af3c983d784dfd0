import { useEffect } from "react";

/** The longest the browser may put the preload off while it is busy (decoding pictures, the page's last reads): a tap may come any moment. */
const IDLE_TIMEOUT_MS = 500;
/** Browsers without idle callbacks (Safari): soon after the page is the app's. */
const WITHOUT_IDLE_CALLBACKS_MS = 300;

/**
 * Starts `preload` once the browser is idle after the component has mounted: the code
 * of what a control opens (a dialog, a menu) is in before the control is tapped.
 * A page the server drew mounts when the app has taken it over, so its own loading comes first.
 */
export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(() => preload(), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, WITHOUT_IDLE_CALLBACKS_MS);
    return () => clearTimeout(timer);
  }, [preload]);
}
