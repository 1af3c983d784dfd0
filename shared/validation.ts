/**
 * Request schemas. The server validates every body with these and
 * the client forms use the same ones, so a rule and its message exist once.
 * They are plain zod, so the browser does not load the table definitions;
 * validation.test.ts checks each one against its table's drizzle-zod insert schema.
 */
import { z } from "zod";
import { SEARCH_LIMIT, SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES } from "./search";
import {
  CONTACT_MINIMUMS,
  ITEM_CONDITIONS,
  MARKETPLACE_CATEGORIES,
  MEDIA_TYPES,
  SUBSCRIPTION_PRICE,
  THREAD_CATEGORIES,
  VET_SPECIALIZATIONS,
  WELLNESS_CATEGORIES,
} from "./constants";
import { centsToDecimal, toCents } from "./money";

/** Required text: trimmed, and not empty after trimming. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
/** Optional text: trimmed; blank becomes undefined. */
const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** A stored object path or URL (uploads answer "/objects/..."). */
const MEDIA_REF_MESSAGE = "Images must be uploaded files or http(s) addresses";
const mediaRefString = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === "" || v.startsWith("/objects/") || /^https?:\/\/[^\s]+$/i.test(v), MEDIA_REF_MESSAGE);
const mediaRef = () =>
  mediaRefString()
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** In an update: absent keeps the value, null or blank clears it. */
const clearable = <S extends z.ZodType<string>>(schema: S) =>
  schema
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** A number given as a number or a numeric string ("12.5"). */
const decimalInput = (message: string) =>
  z.union([z.number(), z.string().trim()], { error: message }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : v === "" ? Number.NaN : Number(v);
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

const uuid = (message = "Invalid id") => z.string({ error: message }).uuid(message);

// ---------- Creator profiles ----------

/** A creator's monthly price: 1.99–99.99, stored with 2 decimals. */
const subscriptionPriceSchema = decimalInput("Subscription price must be a number")
  .pipe(
    z
      .number()
      .min(SUBSCRIPTION_PRICE.min, `Subscription price must be at least $${SUBSCRIPTION_PRICE.min}`)
      .max(SUBSCRIPTION_PRICE.max, `Subscription price must be at most $${SUBSCRIPTION_PRICE.max}`),
  )
  .transform((n) => centsToDecimal(toCents(n)));

export const creatorProfileInputSchema = z
  .object({
    petName: requiredText("Pet name is required"),
    petType: requiredText("Pet type is required"),
    bio: requiredText("Bio is required"),
    breed: optionalText(),
    coverImageUrl: mediaRef(),
    avatarImageUrl: mediaRef(),
    subscriptionPrice: subscriptionPriceSchema
      .optional()
      .default(centsToDecimal(toCents(SUBSCRIPTION_PRICE.default))),
  })
  .strip();

export const creatorProfileUpdateSchema = creatorProfileInputSchema
  .extend({
    subscriptionPrice: subscriptionPriceSchema.optional(),
    breed: clearable(z.string().trim()),
    coverImageUrl: clearable(mediaRefString()),
    avatarImageUrl: clearable(mediaRefString()),
  })
  .partial();

// ---------- Posts ----------

export const postInputSchema = z
  .object({
    mediaType: z.enum(MEDIA_TYPES, { error: "Media type must be image, video or reel" }),
    // Required here although the columns are nullable.
    caption: requiredText("Please add a caption for your post"),
    mediaUrl: requiredText("Please upload a photo, video, or reel for your post"),
    creatorProfileId: uuid("Creator profile not found"),
    isPremium: z.boolean().optional().default(false),
    thumbnailUrl: mediaRef(),
    duration: z.number().int().nonnegative().optional().nullable(),
  })
  .strip();

// ---------- Subscription tiers ----------

/** "a\n b \n\n c" → ["a", "b", "c"]: one feature per line, trimmed, blank lines dropped. */
export function parseTierFeatures(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const tierInputSchema = z
  .object({
    name: requiredText("Please provide tier name and price"),
    creatorProfileId: uuid("Creator profile not found"),
    price: decimalInput("Please enter a valid price")
      .pipe(z.number().gt(0, "Please enter a valid price").max(99_999_999, "Please enter a valid price"))
      .transform((n) => centsToDecimal(toCents(n))),
    description: optionalText(),
    features: z
      .array(z.string())
      .optional()
      .default([])
      .transform((list) => list.map((f) => f.trim()).filter(Boolean)),
  })
  .strip();
export type TierInput = z.input<typeof tierInputSchema>;

// ---------- Subscriptions ----------

export const subscriptionInputSchema = z
  .object({
    creatorProfileId: uuid("Creator profile not found"),
    /** Optional and only ever the caller: the server takes the subscriber from the session. */
    subscriberId: z.string().optional(),
    tierId: uuid("Tier not found").optional().nullable(),
  })
  .strip();

// ---------- Payments (the built-in test provider) ----------

/** POST /api/payments/test/confirm: the test card form (expiry and CVC are checked in the form only). */
export const testPaymentInputSchema = z
  .object({
    clientSecret: z.string({ error: "Payment not found" }).trim().min(1, "Payment not found").max(200),
    cardNumber: z
      .string({ error: "Please enter a card number" })
      .trim()
      .min(1, "Please enter a card number")
      .max(40, "Please enter a card number"),
  })
  .strip();

/** POST /api/payments/test/advance-clock (staff). */
export const advanceTestClockSchema = z
  .object({
    days: z
      .number({ error: "days must be a whole number from 1 to 400" })
      .int("days must be a whole number from 1 to 400")
      .min(1, "days must be a whole number from 1 to 400")
      .max(400, "days must be a whole number from 1 to 400"),
  })
  .strip();

// ---------- Contact ----------

export const contactInputSchema = z
  .object({
    name: z
      .string({ error: "Name must be at least 2 characters" })
      .trim()
      .min(CONTACT_MINIMUMS.name, "Name must be at least 2 characters")
      .max(200),
    email: z
      .string({ error: "Please enter a valid email address" })
      .trim()
      .email("Please enter a valid email address")
      .max(320),
    subject: z
      .string({ error: "Subject must be at least 5 characters" })
      .trim()
      .min(CONTACT_MINIMUMS.subject, "Subject must be at least 5 characters")
      .max(300),
    message: z
      .string({ error: "Message must be at least 10 characters" })
      .trim()
      .min(CONTACT_MINIMUMS.message, "Message must be at least 10 characters")
      .max(10_000),
  })
  .strip();
export type ContactInput = z.input<typeof contactInputSchema>;

// ---------- Community ----------

export const threadInputSchema = z
  .object({
    title: requiredText("Please fill in all fields").pipe(z.string().max(300)),
    content: requiredText("Please fill in all fields").pipe(z.string().max(20_000)),
    category: z.enum(THREAD_CATEGORIES, { error: "Please choose a category" }).default("General"),
  })
  .strip();
export type ThreadInput = z.input<typeof threadInputSchema>;

export const commentInputSchema = z
  .object({
    content: requiredText("Comment cannot be empty").pipe(z.string().max(5_000)),
    threadId: uuid("Thread not found"),
  })
  .strip();
export type CommentInput = z.input<typeof commentInputSchema>;

// ---------- Marketplace ----------

export const marketplaceItemInputSchema = z
  .object({
    title: requiredText("Please fill in all required fields").pipe(z.string().max(200)),
    description: requiredText("Please fill in all required fields").pipe(z.string().max(5_000)),
    price: decimalInput("Price must be a number")
      .pipe(z.number().nonnegative("Price cannot be negative").max(99_999_999, "Price is too large"))
      .transform((n) => centsToDecimal(toCents(n))),
    category: z.enum(MARKETPLACE_CATEGORIES, { error: "Please choose a category" }),
    condition: z.enum(ITEM_CONDITIONS, { error: "Please choose a condition" }),
    location: optionalText(),
    imageUrl: mediaRef(),
  })
  .strip();
export type MarketplaceItemInput = z.input<typeof marketplaceItemInputSchema>;

// ---------- Wellness tips and vet articles (staff) ----------

const tagsSchema = z
  .array(z.string())
  .optional()
  .default([])
  .transform((list) => list.map((t) => t.trim()).filter(Boolean));

export const wellnessTipInputSchema = z
  .object({
    title: requiredText("Title is required"),
    content: requiredText("Content is required"),
    category: z.enum(WELLNESS_CATEGORIES, { error: "Please choose a category" }),
    imageUrl: mediaRef(),
    tags: tagsSchema,
  })
  .strip();

export const vetArticleInputSchema = z
  .object({
    title: requiredText("Title is required"),
    content: requiredText("Content is required"),
    specialization: z.enum(VET_SPECIALIZATIONS, { error: "Please choose a specialization" }),
    imageUrl: mediaRef(),
    tags: tagsSchema,
  })
  .strip();

// ---------- Uploads ----------

export const profileImageInputSchema = z
  .object({ imageURL: requiredText("imageURL is required") })
  .strip();

// ---------- Search ----------

export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Enter something to search for" })
    .trim()
    .min(1, "Enter something to search for")
    .max(SEARCH_QUERY_MAX_LENGTH, `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  type: z.enum(SEARCH_TYPES, { error: `Unknown type. Choose one of: ${SEARCH_TYPES.join(", ")}` }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(SEARCH_LIMIT.max, `limit must be at most ${SEARCH_LIMIT.max}`)
    .optional(),
  cursor: z.string().max(200).optional(),
});
