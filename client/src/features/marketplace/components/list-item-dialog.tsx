import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { AfterFirstFrame } from "@/components/after-first-frame";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { SignInNotice } from "@/components/sign-in-notice";
import { useAuth } from "@/hooks/use-auth";
import { useSignedInSubmit } from "@/hooks/use-signed-in-submit";
import { toast } from "@/hooks/use-toast";
import { paths } from "@/lib/paths";
import { useCreateMarketplaceItem } from "../api/create-item";
import {
  LISTING_DEFAULTS,
  listingFormSchema,
  toListingRequest,
  type ListingFormOutput,
  type ListingFormValues,
} from "../listing-form";
import { ListingFields, reportInvalidListing } from "./listing-fields";

/** The form's height (narrow, then wide screens), kept by its placeholder while it is drawn. */
const FORM_HEIGHT = "h-[44rem] sm:h-[30rem]";

interface ListItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'List an Item': after a success it closes and every field resets to its default. */
export function ListItemDialog({ open, onOpenChange }: ListItemDialogProps) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const createItem = useCreateMarketplaceItem();
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: LISTING_DEFAULTS,
  });

  const onValid = (values: ListingFormOutput) =>
    createItem.mutate(toListingRequest(values), {
      onSuccess: () => {
        toast({ title: "Item listed successfully!" });
        form.reset(LISTING_DEFAULTS);
        onOpenChange(false);
      },
    });

  const onSubmit = useSignedInSubmit("Please log in to list an item", form.handleSubmit(onValid, reportInvalidListing));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>List an Item</DialogTitle>
          <DialogDescription>Sell pet items to the community</DialogDescription>
        </DialogHeader>
        {!isAuthenticated && !authLoading && <SignInNotice message="Please log in to list an item" returnTo={paths.marketplace()} />}
        <AfterFirstFrame placeholderClassName={FORM_HEIGHT}>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <ListingFields form={form} idPrefix="item" />
            <FormDialogFooter
              submitLabel={"List Item"}
              pendingLabel={"Listing..."}
              pending={createItem.isPending}
              onCancel={() => onOpenChange(false)}
            />
          </form>
        </AfterFirstFrame>
      </DialogContent>
    </Dialog>
  );
}
