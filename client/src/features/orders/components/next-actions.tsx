import { useState } from "react";
import { Ban, PackageCheck, ShieldAlert, Store, Truck } from "lucide-react";
import type { OrderView } from "@shared/marketplace";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/hooks/use-toast";
import { formatMessageDate } from "@/lib/dates";
import { useCancelOrder } from "../api/cancel-order";
import { useConfirmReceived } from "../api/confirm-received";
import { useMarkReadyForPickup } from "../api/mark-ready-for-pickup";
import { buyerCancelDeadline, orderActions, type OrderAction } from "../order-actions";
import type { OrderViewer } from "../order-status";
import { DisputeDialog } from "./dispute-dialog";
import { ShipDialog } from "./ship-dialog";

/** The buttons of what the viewer may do now, each with its dialog; nothing when there is nothing to do. */
export function NextActions({ order, viewer }: { order: OrderView; viewer: OrderViewer }) {
  const [open, setOpen] = useState<OrderAction | null>(null);
  const ready = useMarkReadyForPickup(order.id);
  const confirm = useConfirmReceived(order.id);
  const cancel = useCancelOrder(order.id);
  const actions = orderActions(order, viewer);
  if (actions.length === 0) return null;
  const close = () => setOpen(null);
  const paid = order.paidAt !== null;
  const cancelDeadline = viewer === "buyer" && order.status === "paid" ? buyerCancelDeadline(order) : null;

  return (
    <>
      {actions.includes("ship") && (
        <Button variant="gradient" onClick={() => setOpen("ship")}>
          <Truck aria-hidden />
          Mark as shipped
        </Button>
      )}
      {actions.includes("readyForPickup") && (
        <Button variant="gradient" onClick={() => setOpen("readyForPickup")}>
          <Store aria-hidden />
          Ready for pickup
        </Button>
      )}
      {actions.includes("confirmReceived") && (
        <Button variant="gradient" onClick={() => setOpen("confirmReceived")}>
          <PackageCheck aria-hidden />
          I have received it
        </Button>
      )}
      {actions.includes("dispute") && (
        <Button variant="outline" onClick={() => setOpen("dispute")}>
          <ShieldAlert aria-hidden />
          Report a problem
        </Button>
      )}
      {actions.includes("cancel") && (
        <Button variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={() => setOpen("cancel")}>
          <Ban aria-hidden />
          Cancel order
        </Button>
      )}
      {cancelDeadline && <p className="basis-full text-xs text-muted-foreground">You can cancel until {formatMessageDate(cancelDeadline)}.</p>}

      {actions.includes("ship") && <ShipDialog orderId={order.id} open={open === "ship"} onOpenChange={(next) => setOpen(next ? "ship" : null)} />}
      {actions.includes("dispute") && (
        <DisputeDialog orderId={order.id} open={open === "dispute"} onOpenChange={(next) => setOpen(next ? "dispute" : null)} />
      )}
      <ConfirmDialog
        open={open === "readyForPickup"}
        onClose={close}
        title="Ready for pickup?"
        description="We'll let the buyer know they can come and collect it."
        confirmLabel="It's ready"
        pendingLabel="Saving..."
        pending={ready.isPending}
        destructive={false}
        onConfirm={() => ready.mutate(undefined, {
            onSuccess: () => {
              close();
              toast({ title: "The buyer has been told it is ready" });
            },
          })}
      />
      <ConfirmDialog
        open={open === "confirmReceived"}
        onClose={close}
        title="Got your item?"
        description="Confirming completes the order and releases the payment to the seller. Only confirm once you have the item."
        confirmLabel="Yes, I have it"
        pendingLabel="Confirming..."
        pending={confirm.isPending}
        destructive={false}
        onConfirm={() => confirm.mutate(undefined, {
            onSuccess: () => {
              close();
              toast({ title: "Thanks for confirming!" });
            },
          })}
      />
      <ConfirmDialog
        open={open === "cancel"}
        onClose={close}
        title="Cancel this order?"
        description={
          paid
            ? "The buyer gets a full refund and the item goes back on sale. This cannot be undone."
            : "The reservation ends and the item goes back on sale. Nothing is charged."
        }
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        pendingLabel="Canceling..."
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, {
            onSuccess: () => {
              close();
              toast({ title: "Order canceled" });
            },
          })}
      />
    </>
  );
}
