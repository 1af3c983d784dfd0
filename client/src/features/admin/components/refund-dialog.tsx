import { useState, type FormEvent } from "react";
import { LoaderCircle } from "lucide-react";
import type { AdminPaymentView } from "@shared/api-types";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { parseDollarsToCents } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useRefundPayment } from "../api/payments";

interface RefundDialogProps {
  /** The payment to refund; null keeps the dialog closed. */
  payment: AdminPaymentView | null;
  onClose: () => void;
}

/** Refund a payment in full or in part (dollars); the server's refusal is shown as it words it. */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const refund = useRefundPayment();
  const close = () => {
    refund.reset();
    onClose();
  };
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => !open && !refund.isPending && close()}>
      <DialogContent className="max-w-md">
        {payment && <RefundForm key={payment.invoiceId} payment={payment} refund={refund} onClose={close} />}
      </DialogContent>
    </Dialog>
  );
}

type Kind = "full" | "partial";

function RefundForm({
  payment,
  refund,
  onClose,
}: {
  payment: AdminPaymentView;
  refund: ReturnType<typeof useRefundPayment>;
  onClose: () => void;
}) {
  const remaining = payment.amountCents - payment.refundedCents;
  const [kind, setKind] = useState<Kind>("full");
  const [amount, setAmount] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const serverError = refund.isError ? errorMessage(refund.error, "The refund could not be requested") : null;
  const error = inputError ?? serverError;

  function submit(event: FormEvent) {
    event.preventDefault();
    refund.reset();
    let amountCents: number | undefined;
    if (kind === "partial") {
      const cents = parseDollarsToCents(amount);
      if (cents === null) {
        setInputError("Enter an amount in dollars, like 4.99");
        return;
      }
      amountCents = cents;
    }
    setInputError(null);
    refund.mutate(
      { invoiceId: payment.invoiceId, amountCents },
      {
        onSuccess: (answer) => {
          toast({
            title: "Refund requested",
            description: `${formatCents(answer.amountCents)} goes back to ${payment.fan.displayName}.${
              answer.endsAccess ? " Their subscription has ended." : ""
            }`,
          });
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Refund a payment</DialogTitle>
        <DialogDescription>
          {payment.fan.displayName} paid {formatCents(payment.amountCents)} to {payment.creator.petName}
          {payment.refundedCents > 0 ? `; ${formatCents(payment.refundedCents)} was refunded already` : ""}. A full refund ends the
          fan's access.
        </DialogDescription>
      </DialogHeader>

      <fieldset className="grid min-w-0 grid-cols-1 gap-2" disabled={refund.isPending}>
        <legend className="sr-only">How much to refund</legend>
        <KindOption
          checked={kind === "full"}
          onSelect={() => setKind("full")}
          title={`Full refund (${formatCents(remaining)})`}
          text="Everything left on this payment; the subscription ends now."
        />
        <KindOption checked={kind === "partial"} onSelect={() => setKind("partial")} title="Partial refund" text="An amount in dollars." />
      </fieldset>

      {kind === "partial" && (
        <FormField id="refund-amount" label="Amount (USD)" error={error ?? undefined}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              placeholder="4.99"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              disabled={refund.isPending}
              autoFocus
            />
          )}
        </FormField>
      )}
      {kind === "full" && error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={refund.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={refund.isPending}>
          {refund.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          {refund.isPending ? "Refunding..." : "Refund"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function KindOption({ checked, onSelect, title, text }: { checked: boolean; onSelect: () => void; title: string; text: string }) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring",
        checked ? "border-primary bg-secondary/60" : "hover:border-primary/40",
      )}
    >
      <input type="radio" name="refund-kind" className="mt-0.5 size-4 shrink-0 accent-primary" checked={checked} onChange={onSelect} />
      <span>
        <span className="block text-sm font-semibold">{title}</span>
        <span className="block text-xs text-muted-foreground">{text}</span>
      </span>
    </label>
  );
}
