/**
 * Opens a <dialog> as a modal in two steps: drawn at once (its `open` attribute,
 * no focus moved yet), made modal (showModal(): the top layer, the page behind
 * inert, its backdrop, the focus moved in) once the first frame with it is on its
 * way, and `whenModal` run then (the page's scroll lock). Making the page inert
 * restyles every element of it, and moving the focus lays the page out: on a phone
 * that was 45–85 ms and some 30 ms of the tap's own answer on a page of cards.
 * The dialog is laid out as the modal one is (fixed, centred) from the first frame.
 *
 * Answers a function that cancels a promotion still due and undoes `whenModal`.
 */
export function showModal(element: HTMLDialogElement, whenModal?: () => () => void): () => void {
  element.setAttribute("open", "");
  // jsdom has no showModal: the dialog is then merely shown (and the page locked at once).
  if (typeof element.showModal !== "function") return whenModal?.() ?? (() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let undo: (() => void) | undefined;
  const frame = requestAnimationFrame(() => {
    // After this frame's paint.
    timer = setTimeout(() => {
      if (!element.isConnected || !element.hasAttribute("open") || element.matches(":modal")) return;
      element.removeAttribute("open");
      element.showModal();
      undo = whenModal?.();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    undo?.();
  };
}

/** In a dialog's `close` handler: false for a close after which the dialog is open again (made modal). */
export function wasReallyClosed(element: HTMLDialogElement): boolean {
  return !element.open;
}
