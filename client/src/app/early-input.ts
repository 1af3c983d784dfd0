/**
 * On a page the server drew, the controls and fields are there before the app's
 * code: a tap, a click or typing meanwhile would reach no handler. index.html's
 * inline script holds what a person does until the app has taken the page over:
 * - presses on controls (buttons, tabs, checkboxes …): each pointer and mouse event,
 *   kept from the page (a submit button would post its form to the server) and
 *   from React's listeners, and the control marked as pressed (HELD_ATTRIBUTE);
 * - text typed into fields: it stays in the field (the browser keeps it), and the
 *   field is noted;
 * - F8 focuses the notification area, as the app's hotkey does later.
 * Once the page is the app's (HandOverEarlyInput), takeOverEarlyInput hands all of
 * it over in order, to the very elements it was aimed at: the held events are
 * dispatched again on their control, and each typed-in field reports its text.
 */
import { useEffect } from "react";

/** The global the inline script holds the input in (null once handed over). */
export const EARLY_INPUT_GLOBAL = "__pawfansEarlyInput";

/** Marks a control whose press is held (styles/globals.css shows it pressed and waiting). */
export const HELD_ATTRIBUTE = "data-held";

/** One held event, as index.html's script records it. */
interface HeldEvent {
  target: Element;
  /** pointerdown, mousedown, pointerup, mouseup, click; or input, change for a field. */
  type: string;
  /** A pointer or mouse event's fields, to dispatch it again as it came. */
  init?: PointerEventInit;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isFieldEvent = (held: HeldEvent) => held.type === "input" || held.type === "change";

/**
 * Hands over, once, what was held; from now on input goes straight to the app. To be
 * called outside React's commit: React handles the events as they are dispatched.
 */
function takeOverEarlyInput(): void {
  const global = globalThis as Record<string, unknown>;
  const held = global[EARLY_INPUT_GLOBAL] as HeldEvent[] | null | undefined;
  global[EARLY_INPUT_GLOBAL] = null;
  if (!held) return;
  // A field reports its text once, at its last change (it holds the latest text).
  const lastChange = new Map<Element, HeldEvent>();
  for (const event of held) if (isFieldEvent(event)) lastChange.set(event.target, event);
  for (const event of held) event.target.removeAttribute(HELD_ATTRIBUTE);
  for (const event of held) {
    if (!event.target.isConnected) continue;
    if (!isFieldEvent(event)) event.target.dispatchEvent(heldEventAgain(event));
    else if (lastChange.get(event.target) === event) reportText(event.target as Field);
  }
}

function heldEventAgain({ type, init }: HeldEvent): Event {
  const fields = { ...init, bubbles: true, cancelable: true, composed: true };
  return type.startsWith("pointer") ? new PointerEvent(type, fields) : new MouseEvent(type, fields);
}

/**
 * Tells the app the text a field holds. React took the field over with the typed text
 * as its value and reports only changes from the value it last saw: so it is shown an
 * empty field, the text is put back past it (the prototype's setter), and the change is
 * reported. The caret and selection are kept.
 */
function reportText(field: Field): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const { value } = field;
  const focused = document.activeElement === field;
  const [start, end, direction] = [field.selectionStart, field.selectionEnd, field.selectionDirection];
  field.value = "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (focused && start !== null && end !== null) field.setSelectionRange(start, end, direction ?? undefined);
}

/**
 * Placed inside the page's Suspense boundary (./router.tsx), so its effect runs once the
 * page itself is the app's: React takes a drawn page's boundary over after the rest of
 * the app. The hand-over comes after React's commit: inside it, React would put off the
 * events it is handed (and drop them).
 */
export function HandOverEarlyInput(): null {
  useEffect(() => {
    const timer = setTimeout(takeOverEarlyInput, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
