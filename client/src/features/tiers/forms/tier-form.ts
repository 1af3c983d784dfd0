/**
 * The add-tier form: the API's tier schema with the form's text fields (the
 * price as typed, the features one per line) and the benefits, prefilled from
 * a template ("Start from Basic"), and the toasts a refused form shows
 * ('Required fields', then 'Invalid price').
 */
import type { FieldErrors } from "react-hook-form";
import type { ToastInput } from "@/hooks/use-toast";
import { z } from "zod";
import { BENEFIT_TEMPLATES, DEFAULT_BENEFITS, EXCLUSIVE_POSTS_PER_MONTH_MAX, type BenefitTemplateKey } from "@shared/benefits";
import { PRICING_TIERS } from "@shared/constants/pricing-tiers";
import { benefitsSchema, parseTierFeatures, tierInputSchema } from "@shared/validation";

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
  benefits: benefitsSchema,
});

export type TierFormValues = z.input<typeof tierFormSchema>;
export type TierFormOutput = z.output<typeof tierFormSchema>;

export function tierFormDefaults(): TierFormValues {
  return { name: "", price: "", description: "", features: "", benefits: DEFAULT_BENEFITS };
}

/** "Start from Basic": the home page's tier of that template (name, price, description, benefits); the creator's bullets stay. */
export function tierFormFromTemplate(template: BenefitTemplateKey, current: TierFormValues): TierFormValues {
  const tier = PRICING_TIERS.find((t) => t.template === template)!;
  return {
    ...current,
    name: tier.name,
    price: tier.price.toFixed(2),
    description: tier.description,
    benefits: BENEFIT_TEMPLATES[template],
  };
}

/** The posts-per-month control's problem in the form's words (the API's message names its field). */
export const POSTS_PER_MONTH_PROBLEM = `Exclusive posts per month must be a whole number from 1 to ${EXCLUSIVE_POSTS_PER_MONTH_MAX}, or unlimited`;

/** The toast for a refused tier: missing name or price first, then an invalid price, then any other field's problem. */
export function tierFormProblem(errors: FieldErrors<TierFormValues>): ToastInput | null {
  const messages = [errors.name?.message, errors.price?.message].filter(Boolean);
  if (messages.includes(REQUIRED_FIELDS)) return { title: "Required fields", description: REQUIRED_FIELDS };
  if (errors.price) return { title: "Invalid price", description: errors.price.message ?? "" };
  if (errors.name) return { title: "Invalid name", description: errors.name.message ?? "" };
  if (errors.description) return { title: "Invalid description", description: errors.description.message ?? "" };
  if (errors.features) return { title: "Invalid features", description: errors.features.message ?? "" };
  if (errors.benefits) {
    const benefit = errors.benefits.exclusivePostsPerMonth ? POSTS_PER_MONTH_PROBLEM : firstMessage(errors.benefits);
    return { title: "Invalid benefits", description: benefit };
  }
  return null;
}

function firstMessage(errors: object): string {
  for (const value of Object.values(errors) as { message?: unknown }[]) {
    if (typeof value?.message === "string") return value.message;
  }
  return "";
}
