import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ORDER_DISPUTE_REASONS, disputeOrderSchema, type DisputeOrderInput } from "@shared/marketplace";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { useDisputeOrder } from "../api/dispute-order";
import { DISPUTE_REASON_LABELS } from "../order-status";

interface DisputeDialogProps {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The buyer reports a problem: not received or not as described, and what happened. Staff then decide. */
export function DisputeDialog({ orderId, open, onOpenChange }: DisputeDialogProps) {
  const dispute = useDisputeOrder(orderId);
  const form = useForm<DisputeOrderInput>({ resolver: zodResolver(disputeOrderSchema), defaultValues: { details: "" } });
  const { errors } = form.formState;
  const close = () => !dispute.isPending && onOpenChange(false);
  const onSubmit = form.handleSubmit((input) =>
    dispute.mutate(input, {
      onSuccess: () => {
        toast({ title: "Dispute opened", description: "Our team will look into it and get back to you both." });
        onOpenChange(false);
        form.reset();
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report a problem</DialogTitle>
          <DialogDescription>The seller's payment is held while our team looks into it.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2" aria-describedby={errors.reason ? "dispute-reason-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">What went wrong?</legend>
            {ORDER_DISPUTE_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm font-medium transition-colors hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input type="radio" value={reason} {...form.register("reason")} className="size-4 accent-primary" />
                {DISPUTE_REASON_LABELS[reason]}
              </label>
            ))}
            {errors.reason && (
              <p id="dispute-reason-error" role="alert" className="text-sm font-medium text-destructive">
                {errors.reason.message}
              </p>
            )}
          </fieldset>
          <FormField id="dispute-details" label="What happened?" required error={errors.details?.message}>
            {(control) => <Textarea {...control} {...form.register("details")} rows={4} placeholder="Tell us what you expected and what you got." />}
          </FormField>
          <FormDialogFooter submitLabel="Open dispute" pendingLabel="Sending..." pending={dispute.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
