/**
 * Opens a <dialog> as a modal in two steps: shown at once (show()), made modal
 * (showModal(): the top layer, the page behind inert, its backdrop) once the
 * first frame with it is on its way. Making the page inert restyles every
 * element of it: on a phone that was 45–85 ms of the tap's own answer on a
 * page of cards, where show() takes 2–6 ms. The dialog is laid out as the modal
 * one is (fixed, centred) from the first frame.
 *
 * Promoting closes the shown dialog for a moment: a `close` event follows while
 * the dialog is open again, which its handler must not take for a closing
 * (`wasReallyClosed`). Answers a function that cancels a promotion still due.
 */
export function showModal(element: HTMLDialogElement): () => void {
  // jsdom has neither: the dialog is then merely shown.
  if (typeof element.showModal !== "function" || typeof element.show !== "function") {
    element.setAttribute("open", "");
    return () => undefined;
  }
  element.show();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // After this frame's paint.
    timer = setTimeout(() => {
      if (!element.isConnected || !element.open || element.matches(":modal")) return;
      element.close();
      element.showModal();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** In a dialog's `close` handler: false for the close of a promotion (the dialog is open again). */
export function wasReallyClosed(element: HTMLDialogElement): boolean {
  return !element.open;
}
