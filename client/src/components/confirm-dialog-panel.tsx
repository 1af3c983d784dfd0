import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export interface ConfirmDialogProps {
  open: boolean;
  /** Called to close it (Escape, a click outside, "Cancel"); ignored while the action runs. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The confirming button's label ("Delete post") and the one it shows while pending ("Deleting..."). */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** The label of the button that keeps things as they are; "Cancel" unless given. */
  cancelLabel?: string;
  /** Destructive (red) unless false: most confirmations guard a deletion. */
  destructive?: boolean;
}

/** ConfirmDialog's dialog (Radix Dialog), in a chunk of its own: see confirm-dialog.tsx. */
export default function ConfirmDialogPanel({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  cancelLabel = "Cancel",
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? "destructive" : "gradient"} onClick={onConfirm} disabled={pending}>
            {pending && <LoaderCircle className="animate-spin" aria-hidden />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
