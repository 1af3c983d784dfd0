import { Suspense, useState, type ComponentProps } from "react";
import { DialogLoading } from "@/components/dialog-loading";
import { lazyPart } from "@/lib/lazy-part";

const changeTierDialog = lazyPart(() => import("./change-tier-dialog").then((m) => m.ChangeTierDialog));
const ChangeTierDialog = changeTierDialog.Part;

/** Starts fetching the dialog's code ahead of its first opening (what opens it says when). */
export const preloadChangeTierDialog = changeTierDialog.preload;

/**
 * The change-tier dialog for pages that show it only on demand (a locked post's
 * 'Upgrade to VIP', the fan's subscriptions): its code loads apart from the page,
 * and it stays mounted once opened.
 */
export function LazyChangeTierDialog(props: ComponentProps<typeof ChangeTierDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <ChangeTierDialog {...props} />
    </Suspense>
  );
}
