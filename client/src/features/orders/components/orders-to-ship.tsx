import { Link } from "wouter";
import { PackageCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadMore } from "@/components/load-more";
import { paths } from "@/lib/paths";
import { useOrdersToShip } from "../api/orders";
import { OrderCard } from "./order-card";

/**
 * The seller's Paw Bazar sales that are paid and wait for them: ship them or mark
 * them ready for pickup. Shown on the dashboard only while there are some (and
 * nothing while they load or cannot be read: the Sales tab has them all).
 */
export function OrdersToShip() {
  const toShip = useOrdersToShip();
  if (toShip.items.length === 0) return null;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle className="flex items-center gap-2 text-lg">
            <PackageCheck className="size-5 text-primary" aria-hidden />
            Orders to ship
          </CardTitle>
          <CardDescription>Paid Paw Bazar sales waiting for you to ship them or hand them over.</CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href={paths.orders("seller")}>All sales</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="grid min-w-0 gap-3" aria-label="Orders to ship">
          {toShip.items.map((order) => (
            <li key={order.id} className="min-w-0">
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={toShip.hasNextPage}
          loading={toShip.isFetchingNextPage}
          onLoadMore={() => void toShip.fetchNextPage()}
          label="Load more orders to ship"
        />
      </CardContent>
    </Card>
  );
}
