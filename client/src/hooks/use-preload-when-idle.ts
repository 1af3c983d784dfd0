import { useEffect } from "react";
import { whenIdle } from "@/lib/when-idle";

/**
 * Starts `preload` once the browser is idle after the component has mounted: the code
 * of what a control opens (a dialog, a menu) is in before the control is tapped.
 * A page the server drew mounts when the app has taken it over, so its own loading comes first.
 */
export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => whenIdle(preload), [preload]);
}
