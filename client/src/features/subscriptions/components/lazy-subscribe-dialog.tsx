import { Suspense, useState, type ComponentProps } from "react";
import { DialogLoading } from "@/components/dialog-loading";
import { lazyPart } from "@/lib/lazy-part";

const subscribeDialog = lazyPart(() => import("./subscribe-dialog").then((m) => m.SubscribeDialog));
const SubscribeDialog = subscribeDialog.Part;

/** Starts fetching the dialog's code ahead of its first opening (what opens it says when). */
export const preloadSubscribeDialog = subscribeDialog.preload;

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
