import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { ITEM_CONDITIONS, MARKETPLACE_CATEGORIES } from "@shared/constants/categories";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
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
      <DeliveryFields form={form} idPrefix={idPrefix} />
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

/** How the buyer gets the item: pickup, shipping at a price, or both (at least one, says the shared schema). */
function DeliveryFields({ form, idPrefix }: ListingFieldsProps) {
  const errors = form.formState.errors.delivery;
  const shipping = form.watch("delivery.shipping");
  const waysError = errors?.pickup?.message ?? errors?.message;
  const ways = [
    { key: "pickup", label: "Local pickup", hint: "The buyer collects it from you." },
    { key: "shipping", label: "Shipping", hint: "You send it to the buyer's address." },
  ] as const;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border p-4" aria-describedby={waysError ? `${idPrefix}-delivery-error` : undefined}>
      <legend className="px-1 text-sm font-medium">
        Delivery
        <span className="text-destructive" aria-hidden>
          {" *"}
        </span>
      </legend>
      <ul className="grid gap-3">
        {ways.map((way) => (
          <li key={way.key} className="flex items-center justify-between gap-3">
            <div className="grid gap-0.5">
              <Label htmlFor={`${idPrefix}-delivery-${way.key}`}>{way.label}</Label>
              <span className="text-xs text-muted-foreground">{way.hint}</span>
            </div>
            <Controller
              control={form.control}
              name={`delivery.${way.key}`}
              render={({ field }) => (
                <Switch
                  id={`${idPrefix}-delivery-${way.key}`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={Boolean(waysError)}
                />
              )}
            />
          </li>
        ))}
      </ul>
      {waysError ? (
        <p id={`${idPrefix}-delivery-error`} role="alert" className="text-sm text-destructive">
          {waysError}
        </p>
      ) : null}
      {shipping ? (
        <FormField
          id={`${idPrefix}-shipping-price`}
          label="Shipping price (USD)"
          hint="Leave blank or 0 for free shipping. No commission is taken on shipping."
          // The shared schema's own checks of the cents (too large) are reported under its field name.
          error={errors?.shippingPrice?.message ?? (errors as { shippingCents?: { message?: string } } | undefined)?.shippingCents?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="0.00"
              className="sm:max-w-40"
              {...form.register("delivery.shippingPrice")}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}

/** A blank required field gets the 'Please fill in all required fields' toast; any other problem is shown under its field only. */
export function reportInvalidListing(fieldErrors: FieldErrors<ListingFormValues>) {
  const missing = Object.values(fieldErrors).some((e) => e?.message === REQUIRED_FIELDS_MESSAGE);
  if (missing) toast({ title: REQUIRED_FIELDS_MESSAGE, variant: "destructive" });
}
