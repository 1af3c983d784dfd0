import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { ITEM_CONDITIONS, MARKETPLACE_CATEGORIES } from "@shared/constants/categories";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/form-field";
import { FormSelect } from "@/components/form-select";
import { toast } from "@/hooks/use-toast";
import { REQUIRED_FIELDS_MESSAGE, type ListingFormOutput, type ListingFormValues } from "../listing-form";

interface ListingFieldsProps {
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;
  /** Prefix of the fields' ids ("item", "edit-item"), unique on the page. */
  idPrefix: string;
}

/**
 * A listing's fields, for listing an item and for editing one. A blank required
 * field is reported once, by the form's toast; the field itself is only outlined.
 */
export function ListingFields({ form, idPrefix }: ListingFieldsProps) {
  const { errors } = form.formState;
  const fieldError = (message: string | undefined) => (message === REQUIRED_FIELDS_MESSAGE ? undefined : message);
  return (
    <>
      <FormField id={`${idPrefix}-title`} label="Title" required error={fieldError(errors.title?.message)}>
        {(control) => (
          <Input
            {...control}
            placeholder="e.g., Premium Dog Food - 20lb bag"
            maxLength={TEXT_LIMITS.itemTitle}
            {...form.register("title")}
            aria-invalid={Boolean(errors.title)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-price`} label="Price (USD)" required error={fieldError(errors.price?.message)}>
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
        <FormField id={`${idPrefix}-condition`} label="Condition" required error={errors.condition?.message}>
          {(control) => <FormSelect control={form.control} name="condition" options={ITEM_CONDITIONS} controlProps={control} />}
        </FormField>
      </div>
      <FormField id={`${idPrefix}-category`} label="Category" required error={errors.category?.message}>
        {(control) => <FormSelect control={form.control} name="category" options={MARKETPLACE_CATEGORIES} controlProps={control} />}
      </FormField>
      <FormField id={`${idPrefix}-description`} label="Description" required error={fieldError(errors.description?.message)}>
        {(control) => (
          <Textarea
            {...control}
            placeholder="Describe your item, its condition, and any other relevant details..."
            className="min-h-[100px]"
            maxLength={TEXT_LIMITS.itemDescription}
            {...form.register("description")}
            aria-invalid={Boolean(errors.description)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-location`} label="Location (Optional)" error={errors.location?.message}>
          {(control) => (
            <Input
              {...control}
              placeholder="City, State"
              autoComplete="address-level2"
              maxLength={TEXT_LIMITS.itemLocation}
              {...form.register("location")}
            />
          )}
        </FormField>
        <FormField id={`${idPrefix}-image`} label="Image URL (Optional)" error={errors.imageUrl?.message}>
          {(control) => (
            <Input {...control} type="url" placeholder="https://..." maxLength={TEXT_LIMITS.mediaReference} {...form.register("imageUrl")} />
          )}
        </FormField>
      </div>
    </>
  );
}

/** A blank required field gets the 'Please fill in all required fields' toast; any other problem is shown under its field only. */
export function reportInvalidListing(fieldErrors: FieldErrors<ListingFormValues>) {
  const missing = Object.values(fieldErrors).some((e) => e?.message === REQUIRED_FIELDS_MESSAGE);
  if (missing) toast({ title: REQUIRED_FIELDS_MESSAGE, variant: "destructive" });
}
