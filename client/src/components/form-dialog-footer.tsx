import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

interface FormDialogFooterProps {
  /** The submit button's label, and the one it shows while the request runs ("Creating..."). */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** Cancel and submit for a form in a dialog; submit is disabled and spins while pending. */
export function FormDialogFooter({ submitLabel, pendingLabel, pending, onCancel }: FormDialogFooterProps) {
  return (
    <DialogFooter className="pt-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant="gradient" disabled={pending}>
        {pending && <LoaderCircle className="animate-spin" aria-hidden />}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
