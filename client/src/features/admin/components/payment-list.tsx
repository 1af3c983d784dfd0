import { useState } from "react";
import { CreditCard, Undo2 } from "lucide-react";
import type { AdminPaymentView } from "@shared/api-types";
import { formatCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { formatMessageDate } from "@/lib/dates";
import type { usePagedRows } from "@/hooks/use-paged-list";
import { RefundDialog } from "./refund-dialog";

const STATUS: Record<string, string> = {
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
};

/** Paid invoices, newest first, page by page; each with its refunded part and a Refund button. */
export function PaymentList({ payments }: { payments: ReturnType<typeof usePagedRows<AdminPaymentView>> }) {
  const [refunding, setRefunding] = useState<AdminPaymentView | null>(null);
  const { items, isLoading, isError } = payments;

  if (isLoading) return <LoadingState label="Loading payments..." />;
  if (isError && items.length === 0) return <LoadError title="Payments could not be loaded" onRetry={() => void payments.refetch()} />;
  if (items.length === 0) {
    return <EmptyState icon={<CreditCard />} title="No payments yet" description="Paid invoices show here as fans pay." />;
  }
  return (
    <div className="space-y-5">
      <Card className="overflow-hidden p-0">
        <ul className="divide-y" aria-label="Payments">
          {items.map((payment) => (
            <PaymentRow key={payment.invoiceId} payment={payment} onRefund={() => setRefunding(payment)} />
          ))}
        </ul>
      </Card>
      {isError ? (
        <LoadError title="More payments could not be loaded" onRetry={() => void payments.fetchNextPage()} />
      ) : (
        <LoadMore
          hasMore={payments.hasNextPage}
          loading={payments.isFetchingNextPage}
          onLoadMore={() => void payments.fetchNextPage()}
          label="Load more payments"
        />
      )}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}

function PaymentRow({ payment, onRefund }: { payment: AdminPaymentView; onRefund: () => void }) {
  const fullyRefunded = payment.refundedCents >= payment.amountCents;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-semibold">{payment.fan.displayName}</span>
          <span className="text-sm text-muted-foreground">to</span>
          <span className="truncate font-semibold">{payment.creator.petName}</span>
          <Badge variant={payment.subscriptionStatus === "active" ? "success" : "secondary"}>
            {STATUS[payment.subscriptionStatus] ?? payment.subscriptionStatus}
          </Badge>
        </p>
        {payment.fan.email && <p className="truncate text-sm text-muted-foreground">{payment.fan.email}</p>}
        <p className="text-xs text-muted-foreground">
          {payment.paidAt ? `Paid ${formatMessageDate(payment.paidAt)}` : "Paid"} · Invoice {payment.invoiceId.slice(0, 8)}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <p className="text-right tabular-nums">
          <span className={fullyRefunded ? "block font-bold text-muted-foreground line-through" : "block font-bold"}>
            {formatCents(payment.amountCents)}
          </span>
          {payment.refundedCents > 0 && (
            <span className="block text-xs font-medium text-destructive">Refunded {formatCents(payment.refundedCents)}</span>
          )}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={onRefund}
          disabled={fullyRefunded}
          aria-label={`Refund ${payment.fan.displayName}'s payment to ${payment.creator.petName}`}
        >
          <Undo2 aria-hidden />
          {fullyRefunded ? "Refunded" : "Refund"}
        </Button>
      </div>
    </li>
  );
}
