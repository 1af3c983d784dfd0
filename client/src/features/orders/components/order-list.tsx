import { Link } from "wouter";
import { ShoppingBag, Tag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { LoadMore } from "@/components/load-more";
import { paths } from "@/lib/paths";
import { useOrders, type OrderRole } from "../api/orders";
import { OrderCard } from "./order-card";

/** The caller's purchases or sales, newest first, a page at a time ('Load more'). */
export function OrderList({ role }: { role: OrderRole }) {
  const orders = useOrders(role);
  const noun = role === "buyer" ? "purchases" : "sales";

  if (orders.isLoading) {
    return (
      <LoadingPlaceholders label={`Loading your ${noun}...`} className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[6.5rem] rounded-2xl" />
        ))}
      </LoadingPlaceholders>
    );
  }
  if (orders.isError && orders.items.length === 0) {
    return <LoadError title={`Your ${noun} could not be loaded`} onRetry={() => void orders.refetch()} />;
  }
  if (orders.items.length === 0) {
    return role === "buyer" ? (
      <EmptyState
        icon={<ShoppingBag />}
        title="No purchases yet"
        description="Treats, toys and gear from pet lovers near you are waiting in Paw Bazar."
        action={
          <Button asChild variant="gradient">
            <Link href={paths.marketplace()}>Browse Paw Bazar</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Tag />}
        title="No sales yet"
        description="When someone buys one of your listings, the order shows up here."
        action={
          <Button asChild variant="outline">
            <Link href={paths.marketplace()}>Go to Paw Bazar</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      <ul className="grid gap-3" aria-label={role === "buyer" ? "Purchases" : "Sales"}>
        {orders.items.map((order) => (
          <li key={order.id} className="min-w-0">
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {orders.isError ? (
        <LoadError title={`More ${noun} could not be loaded`} onRetry={() => void orders.fetchNextPage()} />
      ) : (
        <LoadMore hasMore={orders.hasNextPage} loading={orders.isFetchingNextPage} onLoadMore={() => void orders.fetchNextPage()} label={`Load more ${noun}`} />
      )}
    </div>
  );
}
