import { Suspense, useState, type ComponentProps } from "react";
import { DialogLoading } from "@/components/dialog-loading";
import { usePreloadWhenIdle } from "@/hooks/use-preload-when-idle";
import { lazyPart } from "@/lib/lazy-part";

const subscribeDialog = lazyPart(() => import("./subscribe-dialog").then((m) => m.SubscribeDialog));
const SubscribeDialog = subscribeDialog.Part;

/** Starts fetching the dialog's code early (on hover or focus of what opens it). */
export const preloadSubscribeDialog = subscribeDialog.preload;

/** For what opens the dialog: its code is fetched once the page is the app's and the browser is idle, so it is in when tapped. */
export function usePreloadedSubscribeDialog() {
  usePreloadWhenIdle(preloadSubscribeDialog);
}

/**
 * The subscribe dialog for pages that show it only on demand (creator cards, a
 * creator's page): its code (the dialog, the offer, the subscribe requests) loads
 * apart from the page, and it stays mounted once opened.
 */
export function LazySubscribeDialog(props: ComponentProps<typeof SubscribeDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <SubscribeDialog {...props} />
    </Suspense>
  );
}
