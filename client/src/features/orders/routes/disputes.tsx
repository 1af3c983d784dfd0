import { useState } from "react";
import { Gavel, Scale } from "lucide-react";
import { Link } from "wouter";
import type { OrderView } from "@shared/marketplace";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { StaffGate } from "@/components/gates/staff-gate";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { formatMessageDate } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { useDisputedOrders } from "../api/disputes";
import { ResolveDisputeDialog } from "../components/resolve-dispute-dialog";
import { DISPUTE_REASON_LABELS } from "../order-status";

/** /admin/disputes (staff): Paw Bazar orders in dispute, newest first; each resolved with a refund or a release and a note. */
export default function DisputesPage() {
  usePageTitle("Disputes");
  const { user } = useAuth();
  const disputes = useDisputedOrders(Boolean(user?.isStaff));
  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageHeader
        eyebrow="Staff"
        title="Disputes"
        description="Paw Bazar orders a buyer reported a problem with. The seller's payment is held until you decide."
      />
      <div className="max-w-4xl">
        <StaffGate returnTo={paths.adminDisputes} deniedText="Disputes are only available to PawFans staff.">
          <DisputeList disputes={disputes} />
        </StaffGate>
      </div>
    </Container>
  );
}

function DisputeList({ disputes }: { disputes: ReturnType<typeof useDisputedOrders> }) {
  const [resolving, setResolving] = useState<OrderView | null>(null);
  const { items, isLoading, isError } = disputes;
  if (isLoading) return <LoadingState label="Loading disputes..." />;
  if (isError && items.length === 0) return <LoadError title="Disputes could not be loaded" onRetry={() => void disputes.refetch()} />;
  if (items.length === 0) {
    return <EmptyState icon={<Scale />} title="No open disputes" description="When a buyer reports a problem with an order, it shows here." />;
  }
  return (
    <div className="space-y-5">
      <ul className="grid gap-4" aria-label="Open disputes">
        {items.map((order) => (
          <DisputeRow key={order.id} order={order} onResolve={() => setResolving(order)} />
        ))}
      </ul>
      {isError ? (
        <LoadError title="More disputes could not be loaded" onRetry={() => void disputes.fetchNextPage()} />
      ) : (
        <LoadMore
          hasMore={disputes.hasNextPage}
          loading={disputes.isFetchingNextPage}
          onLoadMore={() => void disputes.fetchNextPage()}
          label="Load more disputes"
        />
      )}
      <ResolveDisputeDialog order={resolving} onClose={() => setResolving(null)} />
    </div>
  );
}

function DisputeRow({ order, onResolve }: { order: OrderView; onResolve: () => void }) {
  const openedAt = order.events?.findLast((event) => event.toStatus === "disputed")?.createdAt;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:gap-6 sm:p-6">
        <div className="min-w-0 flex-1 space-y-2">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link href={paths.order(order.id)} className="truncate font-semibold underline-offset-4 hover:underline">
              {order.itemTitle}
            </Link>
            <span className="font-semibold tabular-nums">{formatCents(order.totalCents)}</span>
          </p>
          {order.dispute && (
            <>
              <p className="text-sm font-medium text-destructive">{DISPUTE_REASON_LABELS[order.dispute.reason]}</p>
              <p className="text-sm break-words whitespace-pre-wrap text-foreground/90">{order.dispute.details}</p>
            </>
          )}
          <p className="text-xs text-muted-foreground">
            {openedAt ? `Opened ${formatMessageDate(openedAt)}` : "Open"} · Order {order.id.slice(0, 8)}
          </p>
        </div>
        <Button onClick={onResolve} className="w-full sm:w-auto" aria-label={`Resolve the dispute over ${order.itemTitle}`}>
          <Gavel aria-hidden />
          Resolve
        </Button>
      </Card>
    </li>
  );
}
