import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { MarketplaceItemView } from "@shared/api-types";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { toast } from "@/hooks/use-toast";
import { useEditMarketplaceItem } from "../api/edit-item";
import { listingFormSchema, listingFormValuesOf, toListingUpdate, type ListingFormOutput, type ListingFormValues } from "../listing-form";
import { ListingFields, reportInvalidListing } from "./listing-fields";

interface EditItemDialogProps {
  item: MarketplaceItemView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Edit item': the listing's fields, as when listing it, filled in with the item as it is. */
export function EditItemDialog({ item, open, onOpenChange }: EditItemDialogProps) {
  const editItem = useEditMarketplaceItem();
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: listingFormValuesOf(item),
  });

  useEffect(() => {
    if (open) form.reset(listingFormValuesOf(item));
  }, [open, item, form]);

  const onValid = (values: ListingFormOutput) =>
    editItem.mutate(
      { itemId: item.id, changes: toListingUpdate(values) },
      {
        onSuccess: () => {
          toast({ title: "Item updated" });
          onOpenChange(false);
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !editItem.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit item</DialogTitle>
          <DialogDescription>Change your listing's details.</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit(onValid, reportInvalidListing)} className="grid gap-4" noValidate>
          <ListingFields form={form} idPrefix="edit-item" />
          <FormDialogFooter
            submitLabel="Save changes"
            pendingLabel="Saving..."
            pending={editItem.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
