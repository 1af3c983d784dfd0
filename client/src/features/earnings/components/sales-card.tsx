import { ShoppingBag } from "lucide-react";
import type { MarketplaceSaleView, SaleMoneyState } from "@shared/marketplace";
import { formatCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { formatDay } from "@/lib/dates";
import { useCreatorSales } from "../api/sales";

const MONEY_STATES: Record<SaleMoneyState, { label: string; variant: "success" | "secondary" | "outline" }> = {
  held: { label: "Held until completed", variant: "secondary" },
  earned: { label: "Earned", variant: "success" },
  refunded: { label: "Refunded to buyer", variant: "outline" },
};

const AMOUNTS: { key: "subtotalCents" | "shippingCents" | "commissionCents" | "shareCents"; label: string }[] = [
  { key: "subtotalCents", label: "Item" },
  { key: "shippingCents", label: "Shipping" },
  { key: "commissionCents", label: "Commission" },
  { key: "shareCents", label: "Your share" },
];

/** The creator's Paw Bazar sales beside their subscriptions: each paid order's amounts and where its money stands. */
export function SalesCard({ creatorProfileId }: { creatorProfileId: string }) {
  const list = useCreatorSales(creatorProfileId);
  const { items, isLoading, isError } = list;

  return (
    <section aria-labelledby="sales-heading">
      <Card>
        <CardHeader className="pb-4">
          <CardTitle id="sales-heading" className="text-xl font-bold">
            Paw Bazar sales
          </CardTitle>
          <CardDescription>Your share is paid out with your earnings once the buyer confirms, or 14 days after you ship.</CardDescription>
        </CardHeader>
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">
          {isLoading ? (
            <LoadingState label="Loading sales..." />
          ) : isError && items.length === 0 ? (
            <LoadError title="Sales could not be loaded" onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState icon={<ShoppingBag />} title="No sales yet" description="Items you sell in Paw Bazar show here with their amounts." className="py-10" />
          ) : (
            <div className="space-y-4">
              <ul className="divide-y rounded-xl border" aria-label="Paw Bazar sales">
                {items.map((sale) => (
                  <SaleRow key={sale.id} sale={sale} />
                ))}
              </ul>
              {isError ? (
                <LoadError title="More sales could not be loaded" onRetry={() => void list.fetchNextPage()} />
              ) : (
                <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} label="Load more sales" />
              )}
            </div>
          )}
        </div>
      </Card>
    </section>
  );
}

function SaleRow({ sale }: { sale: MarketplaceSaleView }) {
  const state = MONEY_STATES[sale.money];
  return (
    <li className="grid gap-3 px-4 py-3 text-sm md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6">
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 md:justify-start">
        <span className="min-w-0">
          <span className="block truncate font-semibold">{sale.itemTitle}</span>
          <span className="block text-xs text-muted-foreground">
            Paid {formatDay(sale.paidAt)}
            {sale.completedAt && ` · completed ${formatDay(sale.completedAt)}`}
          </span>
        </span>
        <Badge variant={state.variant}>{state.label}</Badge>
      </div>
      <dl className="grid grid-cols-4 gap-x-3 tabular-nums md:w-[26rem]">
        {AMOUNTS.map((amount) => (
          <div key={amount.key} className="text-right">
            <dt className="text-xs text-muted-foreground">{amount.label}</dt>
            <dd className={amount.key === "shareCents" ? (sale.money === "refunded" ? "font-bold text-muted-foreground line-through" : "font-bold") : undefined}>
              {amount.key === "commissionCents" ? `−${formatCents(sale[amount.key])}` : formatCents(sale[amount.key])}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
