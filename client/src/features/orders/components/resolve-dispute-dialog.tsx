import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatCents } from "@shared/money";
import { resolveOrderSchema, type OrderView, type ResolveOrderInput } from "@shared/marketplace";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { useResolveDispute } from "../api/disputes";
import { sellerShareCents } from "../order-status";

interface ResolveDisputeDialogProps {
  /** The disputed order; null keeps the dialog closed. */
  order: OrderView | null;
  onClose: () => void;
}

/** Staff decide a dispute: the buyer's whole payment back, or the seller paid; with a note both parties see. */
export function ResolveDisputeDialog({ order, onClose }: ResolveDisputeDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">{order && <ResolveForm key={order.id} order={order} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function ResolveForm({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const resolve = useResolveDispute();
  const form = useForm<ResolveOrderInput>({ resolver: zodResolver(resolveOrderSchema), defaultValues: { note: "" } });
  const { errors } = form.formState;
  const outcomes = [
    { value: "refund", title: "Refund the buyer", detail: `${formatCents(order.totalCents)} goes back to the buyer; the item is for sale again.` },
    { value: "release", title: "Release to the seller", detail: `The order completes; the seller is paid ${formatCents(sellerShareCents(order))}.` },
  ] as const;
  const onSubmit = form.handleSubmit((input) =>
    resolve.mutate(
      { orderId: order.id, ...input },
      {
        onSuccess: (resolved) => {
          toast({ title: "Dispute resolved", description: resolved.status === "refunded" ? "The buyer is refunded." : "The seller is paid." });
          onClose();
        },
      },
    ),
  );
  return (
    <>
      <DialogHeader>
        <DialogTitle>Resolve the dispute</DialogTitle>
        <DialogDescription className="break-words">{order.itemTitle}</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <fieldset className="grid gap-2" aria-describedby={errors.outcome ? "resolve-outcome-error" : undefined}>
          <legend className="mb-2 text-sm font-medium">Outcome</legend>
          {outcomes.map((outcome) => (
            <label
              key={outcome.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition-colors hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input type="radio" value={outcome.value} {...form.register("outcome")} className="mt-0.5 size-4 accent-primary" />
              <span className="grid gap-0.5">
                <span className="font-medium">{outcome.title}</span>
                <span className="text-muted-foreground">{outcome.detail}</span>
              </span>
            </label>
          ))}
          {errors.outcome && (
            <p id="resolve-outcome-error" role="alert" className="text-sm font-medium text-destructive">
              {errors.outcome.message}
            </p>
          )}
        </fieldset>
        <FormField id="resolve-note" label="Note to both parties" required error={errors.note?.message}>
          {(control) => <Textarea {...control} {...form.register("note")} rows={3} placeholder="What you found and why you decided so." />}
        </FormField>
        <FormDialogFooter submitLabel="Resolve" pendingLabel="Resolving..." pending={resolve.isPending} onCancel={onClose} />
      </form>
    </>
  );
}
