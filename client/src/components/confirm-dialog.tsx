import { lazy, Suspense, useState } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-panel";

const ConfirmDialogPanel = lazy(() => import("./confirm-dialog-panel"));

/**
 * Asks before an action that cannot be undone: what happens, then "Cancel" or the
 * action. Its code (Radix Dialog with its focus trap and scroll lock) loads when
 * it first opens, not with every page that has a delete button; once there it
 * stays, so it can animate out.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(false);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...props} />
    </Suspense>
  );
}
