import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ITEM_CONDITIONS, MARKETPLACE_CATEGORIES } from "@shared/constants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { FormSelect } from "@/components/form-select";
import { SignInNotice } from "@/components/sign-in-notice";
import { useAuth } from "@/hooks/use-auth";
import { useSignedInSubmit } from "@/hooks/use-signed-in-submit";
import { toast } from "@/hooks/use-toast";
import { paths } from "@/lib/paths";
import { useCreateMarketplaceItem } from "../api/create-item";
import {
  LISTING_DEFAULTS,
  listingFormSchema,
  REQUIRED_FIELDS_MESSAGE,
  toListingRequest,
  type ListingFormOutput,
  type ListingFormValues,
} from "../listing-form";

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
  const { errors } = form.formState;
  /** A blank required field is reported once, by the toast; the field itself is only outlined. */
  const fieldError = (message: string | undefined) => (message === REQUIRED_FIELDS_MESSAGE ? undefined : message);

  const onValid = (values: ListingFormOutput) =>
    createItem.mutate(toListingRequest(values), {
      onSuccess: () => {
        toast({ title: "Item listed successfully!" });
        form.reset(LISTING_DEFAULTS);
        onOpenChange(false);
      },
    });

  /** A blank required field gets the 'Please fill in all required fields' toast; any other problem is shown under its field only. */
  const onInvalid = (fieldErrors: FieldErrors<ListingFormValues>) => {
    const missing = Object.values(fieldErrors).some((e) => e?.message === REQUIRED_FIELDS_MESSAGE);
    if (missing) toast({ title: REQUIRED_FIELDS_MESSAGE, variant: "destructive" });
  };

  const onSubmit = useSignedInSubmit("Please log in to list an item", form.handleSubmit(onValid, onInvalid));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>List an Item</DialogTitle>
          <DialogDescription>Sell pet items to the community</DialogDescription>
        </DialogHeader>
        {!isAuthenticated && !authLoading && <SignInNotice message="Please log in to list an item" returnTo={paths.marketplace()} />}
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormField id="item-title" label="Title" required error={fieldError(errors.title?.message)}>
            {(control) => (
              <Input {...control} placeholder="e.g., Premium Dog Food - 20lb bag" {...form.register("title")} aria-invalid={Boolean(errors.title)} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="item-price" label="Price (USD)" required error={fieldError(errors.price?.message)}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  placeholder="0.00"
                  {...form.register("price")}
                  aria-invalid={Boolean(errors.price)}
                />
              )}
            </FormField>
            <FormField id="item-condition" label="Condition" required error={errors.condition?.message}>
              {(control) => <FormSelect control={form.control} name="condition" options={ITEM_CONDITIONS} controlProps={control} />}
            </FormField>
          </div>
          <FormField id="item-category" label="Category" required error={errors.category?.message}>
            {(control) => <FormSelect control={form.control} name="category" options={MARKETPLACE_CATEGORIES} controlProps={control} />}
          </FormField>
          <FormField id="item-description" label="Description" required error={fieldError(errors.description?.message)}>
            {(control) => (
              <Textarea
                {...control}
                placeholder="Describe your item, its condition, and any other relevant details..."
                className="min-h-[100px]"
                {...form.register("description")}
                aria-invalid={Boolean(errors.description)}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="item-location" label="Location (Optional)" error={errors.location?.message}>
              {(control) => <Input {...control} placeholder="City, State" autoComplete="address-level2" {...form.register("location")} />}
            </FormField>
            <FormField id="item-image" label="Image URL (Optional)" error={errors.imageUrl?.message}>
              {(control) => <Input {...control} type="url" placeholder="https://..." {...form.register("imageUrl")} />}
            </FormField>
          </div>
          <FormDialogFooter
            submitLabel={"List Item"}
            pendingLabel={"Listing..."}
            pending={createItem.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
