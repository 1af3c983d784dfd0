import { useEffect } from "react";
import { whenIdle } from "@/lib/when-idle";

/** What shows a visitor has begun using the page: a touch, a click, a key, a scroll. */
const ENGAGING_EVENTS = ["pointerdown", "touchstart", "keydown", "wheel", "scroll"] as const;

let engaged = false;
const waiting = new Set<() => void>();

function engage() {
  if (engaged) return;
  engaged = true;
  for (const type of ENGAGING_EVENTS) window.removeEventListener(type, engage, true);
  // Not within the touch itself: asking for code adds preload links to the page, which on a
  // phone held up the tap's own answer (its dialog) by 15–55 ms. Once the tap is answered.
  whenIdle(() => {
    for (const preload of waiting) preload();
    waiting.clear();
  });
}

function listen() {
  for (const type of ENGAGING_EVENTS) window.addEventListener(type, engage, { capture: true, passive: true });
}

/**
 * Starts `preload` once the visitor has begun using the page (at once if they have, a
 * page scrolled before the app took it over included): for what a control opens whose
 * code weighs more than a page should load for a visitor who only reads it (a form
 * dialog's form library and schemas). The first touch often comes well before the tap
 * that opens it; a press held before the takeover counts too, as it is handed over.
 */
export function usePreloadWhenEngaged(preload: () => void): void {
  useEffect(() => {
    if (!engaged && window.scrollY > 0) engage();
    if (engaged) {
      preload();
      return;
    }
    if (waiting.size === 0) listen();
    waiting.add(preload);
    return () => {
      waiting.delete(preload);
    };
  }, [preload]);
}
