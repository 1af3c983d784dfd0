import { useCallback, useState } from "react";

/**
 * For a part of a page loaded on demand (a dialog whose form code is heavy):
 * `wanted` turns true the first time it is asked for and stays true, so the
 * part mounts once and keeps its state; `preload` starts fetching its code early
 * (on hover or focus of the button that opens it).
 */
export function useDeferredPart(load: () => unknown) {
  const [wanted, setWanted] = useState(false);
  const preload = useCallback(() => void load(), [load]);
  const want = useCallback(() => setWanted(true), []);
  return { wanted, want, preload };
}
