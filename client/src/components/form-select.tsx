import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { FieldControlProps } from "@/components/form-field";

/** An option shown as itself, or a value with its own label. */
type FormSelectOption = string | { value: string; label: string };

interface FormSelectProps<T extends FieldValues, TTransformed> {
  control: Control<T, unknown, TTransformed>;
  /** A field holding one of the options' values. */
  name: FieldPathByValue<T, string | undefined>;
  options: readonly FormSelectOption[];
  /** The id and aria attributes from the surrounding <FormField>. */
  controlProps: FieldControlProps;
  /** Classes of the trigger, e.g. its width. */
  className?: string;
}

/** A Radix select over a list of options, bound to a react-hook-form field. */
export function FormSelect<T extends FieldValues, TTransformed = T>({
  control,
  name,
  options,
  controlProps,
  className,
}: FormSelectProps<T, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select value={field.value} onValueChange={field.onChange}>
          <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur} className={className}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => {
              const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
              return (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              );
            })}
          </SelectContent>
        </Select>
      )}
    />
  );
}
