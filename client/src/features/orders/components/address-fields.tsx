import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { countryName } from "../address";
import type { CheckoutFormValues } from "../checkout-form";

interface AddressFieldsProps {
  register: UseFormRegister<CheckoutFormValues>;
  /** The address's errors, as the shared schema words them. */
  errors: FieldErrors<CheckoutFormValues["delivery"]["address"]> | undefined;
  /** The country code as typed, to show its name. */
  country: string;
  disabled: boolean;
}

/** Where the item is shipped: name, two address lines, city, region, postal code and a two-letter country code. */
export function AddressFields({ register, errors, country, disabled }: AddressFieldsProps) {
  const countryHint = countryName(country) ?? "Two letters, e.g. US, GB, DE";
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="mb-3 text-sm font-semibold">Shipping address</legend>
      <FormField id="address-name" label="Full name" required error={errors?.name?.message}>
        {(control) => <Input {...control} {...register("delivery.address.name")} autoComplete="shipping name" />}
      </FormField>
      <FormField id="address-line1" label="Address" required error={errors?.line1?.message}>
        {(control) => (
          <Input {...control} {...register("delivery.address.line1")} autoComplete="shipping address-line1" placeholder="Street and number" />
        )}
      </FormField>
      <FormField id="address-line2" label="Address line 2" optional error={errors?.line2?.message}>
        {(control) => (
          <Input {...control} {...register("delivery.address.line2")} autoComplete="shipping address-line2" placeholder="Apartment, suite, floor" />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="address-city" label="City" required error={errors?.city?.message}>
          {(control) => <Input {...control} {...register("delivery.address.city")} autoComplete="shipping address-level2" />}
        </FormField>
        <FormField id="address-region" label="State / region" optional error={errors?.region?.message}>
          {(control) => <Input {...control} {...register("delivery.address.region")} autoComplete="shipping address-level1" />}
        </FormField>
        <FormField id="address-postal-code" label="Postal code" required error={errors?.postalCode?.message}>
          {(control) => <Input {...control} {...register("delivery.address.postalCode")} autoComplete="shipping postal-code" />}
        </FormField>
        <FormField id="address-country" label="Country" required hint={countryHint} error={errors?.country?.message}>
          {(control) => (
            <Input
              {...control}
              {...register("delivery.address.country")}
              autoComplete="shipping country"
              maxLength={2}
              className="uppercase"
              placeholder="US"
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
