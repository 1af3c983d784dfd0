import { useEffect } from "react";
import { whenIdle } from "@/lib/when-idle";

/** The user-timing mark set as the first idle preload starts: what a page loaded before it is the page's own weight. */
const IDLE_PRELOADS_MARK = "idle-preloads";

function markIdlePreloads(): void {
  if (typeof performance !== "undefined" && performance.getEntriesByName(IDLE_PRELOADS_MARK).length === 0) {
    performance.mark(IDLE_PRELOADS_MARK);
  }
}

/**
 * Starts `preload` once the browser is idle after the component has mounted: the code
 * of what a control opens (a dialog, a menu) is in before the control is tapped.
 * A page the server drew mounts when the app has taken it over, so its own loading comes first.
 */
export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(
    () =>
      whenIdle(() => {
        markIdlePreloads();
        preload();
      }),
    [preload],
  );
}
