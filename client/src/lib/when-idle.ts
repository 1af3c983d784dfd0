/** The longest the browser may put the work off while it is busy (decoding pictures, answering a tap): a tap may come any moment. */
const IDLE_TIMEOUT_MS = 500;
/** Browsers without idle callbacks (Safari): a moment later. */
const WITHOUT_IDLE_CALLBACKS_MS = 300;

/** Runs `work` once the browser is idle (within half a second); answers a function that cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, WITHOUT_IDLE_CALLBACKS_MS);
  return () => clearTimeout(timer);
}
