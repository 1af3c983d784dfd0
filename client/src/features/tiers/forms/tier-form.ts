/**
 * The add-tier form: the API's tier schema with the form's text fields (the
 * price as typed, the features one per line), and the toasts a refused form
 * shows ('Required fields', then 'Invalid price').
 */
import type { FieldErrors } from "react-hook-form";
import type { ToastInput } from "@/hooks/use-toast";
import { z } from "zod";
import { parseTierFeatures, tierInputSchema } from "@shared/validation";

/** The message of a missing name (from the shared schema) and of a missing price. */
const REQUIRED_FIELDS = "Please provide tier name and price";

/** The shared price rule (a number above 0, sent with two decimals), after a blank price counts as missing. */
const priceField = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELDS)
  .transform((text, ctx) => {
    const result = tierInputSchema.shape.price.safeParse(text);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  });

/** One feature per line, under the shared rules (how many, how long), each problem told on the field. */
const featuresField = z.string().transform((text, ctx) => {
  const result = tierInputSchema.shape.features.safeParse(parseTierFeatures(text));
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
  return z.NEVER;
});

export const tierFormSchema = tierInputSchema.omit({ creatorProfileId: true, features: true }).extend({
  price: priceField,
  features: featuresField,
});

export type TierFormValues = z.input<typeof tierFormSchema>;
export type TierFormOutput = z.output<typeof tierFormSchema>;

export function tierFormDefaults(): TierFormValues {
  return { name: "", price: "", description: "", features: "" };
}

/** The toast for a refused tier: missing name or price first, then an invalid price, then any other field's problem. */
export function tierFormProblem(errors: FieldErrors<TierFormValues>): ToastInput | null {
  const messages = [errors.name?.message, errors.price?.message].filter(Boolean);
  if (messages.includes(REQUIRED_FIELDS)) return { title: "Required fields", description: REQUIRED_FIELDS };
  if (errors.price) return { title: "Invalid price", description: errors.price.message ?? "" };
  if (errors.name) return { title: "Invalid name", description: errors.name.message ?? "" };
  if (errors.description) return { title: "Invalid description", description: errors.description.message ?? "" };
  if (errors.features) return { title: "Invalid features", description: errors.features.message ?? "" };
  return null;
}
