import { Link, useParams } from "wouter";
import { ArrowLeft, ArrowRight, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { SignInNotice } from "@/components/sign-in-notice";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { errorStatus } from "@/lib/api";
import { formatMessageDate } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { useOrder } from "../api/orders";
import { commissionPercent, sellerShareCents, viewerOf } from "../order-status";
import { DeliveryDetails } from "../components/delivery-details";
import { NextActions } from "../components/next-actions";
import { OrderNextStep } from "../components/order-next-step";
import { OrderStatusBadge } from "../components/order-status-badge";
import { OrderTimeline } from "../components/order-timeline";
import { PriceBreakdown } from "../components/price-breakdown";
import { RateSeller } from "../components/rate-seller";

/** A short reference people can read out: the order id's first block, "#3f2a9c1d". */
const orderReference = (id: string) => `#${id.slice(0, 8)}`;

/**
 * /orders/:orderId: one order as its buyer, its seller or staff see it: where it
 * stands and what comes next, the item and its price (the seller also sees the
 * commission and their share), the delivery, and the timeline of its changes.
 */
export default function OrderPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const { user, isLoading: authLoading } = useAuth();
  const order = useOrder(orderId, { enabled: Boolean(user) });
  usePageTitle(order.data ? `Order ${orderReference(order.data.id)}` : "Order");
  const data = order.data;

  let body;
  if (authLoading || (user && order.isLoading)) {
    body = (
      <LoadingPlaceholders label="Loading order..." className="grid gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </LoadingPlaceholders>
    );
  } else if (!user) {
    body = <SignInNotice message="Please sign in to see this order" returnTo={paths.order(orderId)} />;
  } else if (!data) {
    body =
      errorStatus(order.error) === 404 ? (
        <EmptyState
          icon={<SearchX />}
          title="Order not found"
          description="It may belong to someone else, or the link is mistyped."
          action={
            <Button asChild variant="outline">
              <Link href={paths.orders()}>See your orders</Link>
            </Button>
          }
        />
      ) : (
        <LoadError title="This order could not be loaded" onRetry={() => void order.refetch()} />
      );
  } else {
    const viewer = viewerOf(data, user.id);
    body = (
      <div className="space-y-6">
        <header className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={data.status} className="px-3 py-1 text-sm" />
            <span className="text-sm text-muted-foreground">
              {viewer === "seller" ? "Sale" : viewer === "buyer" ? "Purchase" : "Order"} {orderReference(data.id)} · placed{" "}
              <time dateTime={data.createdAt}>{formatMessageDate(data.createdAt)}</time>
            </span>
          </div>
          <h1 className="text-2xl leading-tight font-extrabold break-words sm:text-3xl">{data.itemTitle}</h1>
          {data.itemId && (
            <Link href={paths.marketplace({ item: data.itemId })} className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
              View the listing
              <ArrowRight className="size-3.5" aria-hidden />
            </Link>
          )}
        </header>
        <OrderNextStep order={data} viewer={viewer} actions={<NextActions order={data} viewer={viewer} />} />
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <div className="space-y-6">
            <RateSeller order={data} viewer={viewer} />
            <Card className="p-5 sm:p-6">
              <h2 className="mb-4 text-base font-bold">Delivery</h2>
              <DeliveryDetails order={data} viewer={viewer} />
            </Card>
            <Card className="p-5 sm:p-6">
              <h2 className="mb-4 text-base font-bold">Timeline</h2>
              <OrderTimeline order={data} viewerId={user.id} />
            </Card>
          </div>
          <Card className="p-5 sm:p-6 lg:sticky lg:top-24">
            <h2 className="mb-4 text-base font-bold">{viewer === "seller" ? "Your sale" : "Payment"}</h2>
            <PriceBreakdown
              subtotalCents={data.subtotalCents}
              shippingCents={data.shippingCents}
              totalCents={data.totalCents}
              method={data.delivery.method}
              seller={
                viewer === "buyer"
                  ? undefined
                  : { commissionCents: data.commissionCents, commissionPercent: commissionPercent(data), shareCents: sellerShareCents(data), shareLabel: viewer === "seller" ? "Your share" : "Seller's share" }
              }
            />
          </Card>
        </div>
      </div>
    );
  }

  return (
    <Container className="max-w-5xl space-y-6 py-8 sm:py-12">
      <Link href={paths.orders(data && user && viewerOf(data, user.id) === "seller" ? "seller" : undefined)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        Your orders
      </Link>
      {body}
    </Container>
  );
}
