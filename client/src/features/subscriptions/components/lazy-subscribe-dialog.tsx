import { lazy, Suspense, useState, type ComponentProps } from "react";

const loadSubscribeDialog = () => import("./subscribe-dialog");
const SubscribeDialog = lazy(() => loadSubscribeDialog().then((m) => ({ default: m.SubscribeDialog })));

/** Starts fetching the dialog's code early (on hover or focus of what opens it). */
export function preloadSubscribeDialog() {
  void loadSubscribeDialog();
}

/**
 * The subscribe dialog for pages that show it only on demand (creator cards, a
 * creator's page): its code (the dialog, the offer, the subscribe requests) loads
 * the first time it opens, not with the page, and it stays mounted afterwards.
 */
export function LazySubscribeDialog(props: ComponentProps<typeof SubscribeDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeDialog {...props} />
    </Suspense>
  );
}
