/**
 * The creator profile form (become a PawPal, edit profile): the API's own request
 * schema, with the price required.
 */
import type { z } from "zod";
import type { CreatorProfileView } from "@shared/api-types";
import { SUBSCRIPTION_PRICE } from "@shared/constants/money";
import { centsToDecimal, toCents } from "@shared/money";
import { creatorProfileInputSchema } from "@shared/validation";
import { formatPrice } from "@/lib/format";

/** The range shown under the price field: "$1.99-$99.99". */
export const SUBSCRIPTION_PRICE_HINT = `${formatPrice(SUBSCRIPTION_PRICE.min)}-${formatPrice(SUBSCRIPTION_PRICE.max)}`;

/**
 * The shared price rule (1.99–99.99, sent with two decimals) without its
 * "absent means 9.99" default: the form always holds a price.
 */
export const creatorProfileFormSchema = creatorProfileInputSchema.extend({
  subscriptionPrice: creatorProfileInputSchema.shape.subscriptionPrice.unwrap().unwrap(),
});

export type CreatorProfileFormValues = z.input<typeof creatorProfileFormSchema>;
export type CreatorProfileFormOutput = z.output<typeof creatorProfileFormSchema>;

/** Empty fields and the default price for a new profile; the saved values when editing one. */
export function creatorProfileFormDefaults(profile?: CreatorProfileView | null): CreatorProfileFormValues {
  return {
    petName: profile?.petName ?? "",
    petType: profile?.petType ?? "",
    breed: profile?.breed ?? "",
    bio: profile?.bio ?? "",
    avatarImageUrl: profile?.avatarImageUrl ?? null,
    coverImageUrl: profile?.coverImageUrl ?? null,
    subscriptionPrice: profile?.subscriptionPrice ?? centsToDecimal(toCents(SUBSCRIPTION_PRICE.default)),
  };
}
