/**
 * On a page the server drew, the buttons are there before the app's code: one
 * pressed meanwhile would do nothing. index.html's inline script holds such
 * presses (in the global below); once the app has taken the page over, it presses
 * those buttons again and the script stops holding.
 */
export const EARLY_CLICKS_GLOBAL = "__pawfansEarlyClicks";

/** Presses again, in order, the buttons pressed before the app took the page over; from now on presses go straight to the app. */
export function replayEarlyClicks(): void {
  const global = globalThis as Record<string, unknown>;
  const pressed = global[EARLY_CLICKS_GLOBAL] as HTMLElement[] | null | undefined;
  global[EARLY_CLICKS_GLOBAL] = null;
  for (const button of pressed ?? []) if (button.isConnected) button.click();
}
