import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import type { InvoiceView, MySubscriptionView } from "@shared/api-types";
import { formatCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { formatDay } from "@/lib/dates";
import { useSubscriptionInvoices } from "../api/invoices";

interface ReceiptsDialogProps {
  /** Whose receipts; null keeps the dialog closed. */
  subscription: MySubscriptionView | null;
  onClose: () => void;
}

/** The fan's receipts for one subscription: date, amount, status and any refund, newest first. */
export function ReceiptsDialog({ subscription, onClose }: ReceiptsDialogProps) {
  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {subscription && (
          <>
            <DialogHeader>
              <DialogTitle>Receipts for {subscription.creator.petName}</DialogTitle>
              <DialogDescription>Every payment of this subscription, newest first.</DialogDescription>
            </DialogHeader>
            <InvoiceList subscriptionId={subscription.id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function InvoiceList({ subscriptionId }: { subscriptionId: string }) {
  const queryClient = useQueryClient();
  const list = useSubscriptionInvoices(subscriptionId, true);
  const { items, isLoading, isError } = list;

  // Renewals happen while the page is open: each opening reads the receipts again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ["/api/subscriptions", subscriptionId, "invoices"] });
  }, [queryClient, subscriptionId]);

  if (isLoading) return <LoadingState label="Loading receipts..." />;
  if (isError && items.length === 0) return <LoadError title="Receipts could not be loaded" onRetry={() => void list.refetch()} />;
  if (items.length === 0) return <EmptyState icon={<Receipt />} title="No receipts yet" className="py-8" />;
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-xl border" aria-label="Receipts">
        {items.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </div>
  );
}

const INVOICE_STATUS: Record<string, { label: string; variant: "success" | "secondary" | "destructive" | "outline" }> = {
  paid: { label: "Paid", variant: "success" },
  open: { label: "Payment due", variant: "secondary" },
  uncollectible: { label: "Unpaid", variant: "destructive" },
  void: { label: "Void", variant: "outline" },
};

function InvoiceRow({ invoice }: { invoice: InvoiceView }) {
  const status = INVOICE_STATUS[invoice.status] ?? { label: invoice.status, variant: "outline" as const };
  const refunded = invoice.amountRefundedCents;
  const fullyRefunded = refunded > 0 && refunded >= invoice.amountCents;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="min-w-0 flex-1">
        <time dateTime={invoice.date} className="block font-semibold">
          {formatDay(invoice.date)}
        </time>
        <span className="block text-xs text-muted-foreground">
          For {formatDay(invoice.periodStart)} – {formatDay(invoice.periodEnd)}
        </span>
      </span>
      <span className="flex items-center gap-3">
        <Badge variant={fullyRefunded ? "outline" : status.variant}>{fullyRefunded ? "Refunded" : status.label}</Badge>
        <span className="text-right">
          <span className={fullyRefunded ? "block font-bold text-muted-foreground line-through" : "block font-bold"}>
            {formatCents(invoice.amountCents)}
          </span>
          {refunded > 0 && <span className="block text-xs text-muted-foreground">Refunded {formatCents(refunded)}</span>}
        </span>
      </span>
    </li>
  );
}
