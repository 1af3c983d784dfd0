import { ShoppingBag, Tag } from "lucide-react";
import { Container } from "@/components/container";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { PageHeader } from "@/components/page-header";
import { SignInNotice } from "@/components/sign-in-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { useUrlParams } from "@/hooks/use-url-state";
import { paths } from "@/lib/paths";
import type { OrderRole } from "../api/orders";
import { OrderList } from "../components/order-list";

/** /orders: what the signed-in person bought (Purchases) and sold (Sales, ?role=seller) in Paw Bazar. */
export default function OrdersPage() {
  usePageTitle("Your orders");
  const { user, isLoading } = useAuth();
  const [params, setParams] = useUrlParams();
  const role: OrderRole = params.get("role") === "seller" ? "seller" : "buyer";

  return (
    <Container className="max-w-3xl space-y-8 py-10 sm:py-14">
      <PageHeader eyebrow="Paw Bazar" title="Your orders" description="Everything you bought and sold, newest first" />
      {isLoading ? (
        <LoadingPlaceholders label="Loading your orders...">
          <Skeleton className="h-64 rounded-2xl" />
        </LoadingPlaceholders>
      ) : !user ? (
        <SignInNotice message="Please sign in to see your orders" returnTo={paths.orders(role)} />
      ) : (
        <Tabs value={role} onValueChange={(next) => setParams({ role: next === "seller" ? "seller" : undefined })}>
          <TabsList aria-label="Orders">
            <TabsTrigger value="buyer">
              <ShoppingBag aria-hidden />
              Purchases
            </TabsTrigger>
            <TabsTrigger value="seller">
              <Tag aria-hidden />
              Sales
            </TabsTrigger>
          </TabsList>
          <TabsContent value="buyer">
            <OrderList role="buyer" />
          </TabsContent>
          <TabsContent value="seller">
            <OrderList role="seller" />
          </TabsContent>
        </Tabs>
      )}
    </Container>
  );
}
