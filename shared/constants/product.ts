/** The product's name, paging, and the timings and sizes of the interface. */

export const PRODUCT_NAME = "PawFans";

/** Paging of every list endpoint. */
export const LIST_LIMIT = { default: 50, max: 100 } as const;

export const FEATURED_CREATORS_LIMIT = 6;

/** UI timings and sizes: the "Copied!" state, share popups and toasts. */
export const COPIED_STATE_MS = 2000;
export const SHARE_POPUP = { width: 550, height: 420 } as const;
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
} as const;
