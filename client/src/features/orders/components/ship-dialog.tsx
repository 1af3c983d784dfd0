import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { shipOrderSchema, type ShipOrderInput } from "@shared/marketplace";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { useShipOrder } from "../api/ship-order";

interface ShipDialogProps {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The seller says how the item was sent: carrier and tracking number (the server's schema checks them). */
export function ShipDialog({ orderId, open, onOpenChange }: ShipDialogProps) {
  const ship = useShipOrder(orderId);
  const form = useForm<ShipOrderInput>({ resolver: zodResolver(shipOrderSchema), defaultValues: { carrier: "", trackingNumber: "" } });
  const { errors } = form.formState;
  const close = () => !ship.isPending && onOpenChange(false);
  const onSubmit = form.handleSubmit((input) =>
    ship.mutate(input, {
      onSuccess: () => {
        toast({ title: "Marked as shipped", description: "The buyer can now follow the parcel." });
        onOpenChange(false);
        form.reset();
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark as shipped</DialogTitle>
          <DialogDescription>Add the tracking details so the buyer can follow the parcel.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="ship-carrier" label="Carrier" required error={errors.carrier?.message}>
            {(control) => <Input {...control} {...form.register("carrier")} placeholder="USPS, UPS, DHL…" />}
          </FormField>
          <FormField id="ship-tracking" label="Tracking number" required error={errors.trackingNumber?.message}>
            {(control) => <Input {...control} {...form.register("trackingNumber")} className="font-mono" autoComplete="off" />}
          </FormField>
          <FormDialogFooter submitLabel="Mark as shipped" pendingLabel="Saving..." pending={ship.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
