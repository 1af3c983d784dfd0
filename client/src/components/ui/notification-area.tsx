import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * The notification area (where toasts show) as the page has it from the start: an
 * empty, labelled region that F8 focuses, in the place and with the look of Radix's
 * toast viewport (./toast.tsx), which takes its place once the toast code has loaded
 * (app/providers.tsx). index.html's script focuses it by its id before the app has
 * taken a page the server drew over.
 */

/** The region's name, as Radix's viewport names itself ("Notifications ({hotkey})"). */
export const NOTIFICATION_AREA_LABEL = "Notifications (F8)";
/** The hotkey, as KeyboardEvent.code. */
export const NOTIFICATION_AREA_HOTKEY = "F8";
/** The id of the area's list, the element F8 focuses. */
export const NOTIFICATION_LIST_ID = "notifications";
export const NOTIFICATION_LIST_CLASS =
  "fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-[420px] sm:flex-col";

/**
 * F8 focuses the area's list, whichever draws it now (the empty area, or the toast code's
 * viewport, which has a hotkey of its own): for the component that holds the area across
 * the change, so no F8 falls between the one's listener leaving and the other's arriving.
 */
export function useNotificationAreaHotkey(): void {
  useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.code === NOTIFICATION_AREA_HOTKEY) document.getElementById(NOTIFICATION_LIST_ID)?.focus();
    };
    document.addEventListener("keydown", focusOnHotkey);
    return () => document.removeEventListener("keydown", focusOnHotkey);
  }, []);
}

/** The area while no toast code is loaded: nothing in it (F8 focuses it: useNotificationAreaHotkey); focus moves on to the area that replaces it. */
export function EmptyNotificationArea() {
  const list = useRef<HTMLOListElement>(null);
  // Replaced while focused: the area drawn in its place in the same commit (same id) takes
  // the focus as soon as the commit is done (a layout effect's cleanup runs before the old list leaves).
  useLayoutEffect(() => {
    const element = list.current;
    return () => {
      if (element && document.activeElement === element) queueMicrotask(() => document.getElementById(NOTIFICATION_LIST_ID)?.focus());
    };
  }, []);
  return (
    <div role="region" aria-label={NOTIFICATION_AREA_LABEL} tabIndex={-1} style={{ pointerEvents: "none" }}>
      <ol ref={list} id={NOTIFICATION_LIST_ID} tabIndex={-1} className={NOTIFICATION_LIST_CLASS} />
    </div>
  );
}
