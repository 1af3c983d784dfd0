/**
 * Request schemas. The server validates every body with these and
 * the client forms use the same ones, so a rule and its message exist once.
 * They are plain zod, so the browser does not load the table definitions;
 * validation.test.ts checks each one against its table's drizzle-zod insert schema.
 */
import { z } from "zod";
import { SEARCH_LIMIT, SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES } from "./search";
import {
  ITEM_CONDITIONS,
  MARKETPLACE_CATEGORIES,
  THREAD_CATEGORIES,
  VET_SPECIALIZATIONS,
  WELLNESS_CATEGORIES,
} from "./constants/categories";
import { SUBSCRIPTION_PRICE, TIER_PRICE } from "./constants/money";
import { CONTACT_MINIMUMS, LIST_LIMITS, TEXT_LIMITS } from "./constants/text-limits";
import { MEDIA_TYPES } from "./constants/uploads";
import { BENEFIT_SWITCH_LABELS, EXCLUSIVE_POSTS_PER_MONTH_MAX, VIDEO_LEVELS, type Benefits, type BenefitSwitch } from "./benefits";
import { deliveryOptionsSchema, PICKUP_ONLY, SELLER_ITEM_STATUSES } from "./marketplace";
import { LIVE_CHAT_MAX_LENGTH } from "./live";
import { centsToDecimal, toCents } from "./money";
import { audienceOfIsPremium, POST_AUDIENCE_KINDS, type PostAudience } from "./post-audience";

/** The one wording of every length limit: "Title must be at most 150 characters". */
const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** PostgreSQL cannot store U+0000 in text: refused here rather than failing at the database. */
export const NULL_CHARACTER_MESSAGE = "Text cannot contain null characters";
const withoutNullCharacter = (text: string) => !text.includes("\u0000");

/** Text with a length limit: trimmed, then at most `max` characters (and no null character). */
const limitedText = (label: string, max: number, message?: string) =>
  z
    .string({ error: message ?? `${label} must be text` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .refine(withoutNullCharacter, NULL_CHARACTER_MESSAGE);
/** Required text: trimmed, not empty after trimming, and at most `max` characters. */
const requiredText = (message: string, label: string, max: number) => limitedText(label, max, message).min(1, message);
/** Optional text: trimmed, at most `max` characters; blank becomes undefined. */
const optionalText = (label: string, max: number) =>
  limitedText(label, max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/**
 * A list a person writes (tier features, tags): each entry trimmed, blank ones
 * dropped, then at most `maxItems` entries of at most `maxLength` characters.
 */
const textListOf = (limits: { maxItems: number; tooMany: string; entryLabel: string; maxLength: number }) =>
  z
    .array(z.string({ error: `${limits.entryLabel} must be text` }), { error: `${limits.entryLabel}s must be a list` })
    .transform((list) => list.map((entry) => entry.trim()).filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .max(limits.maxLength, tooLongMessage(`Each ${limits.entryLabel.toLowerCase()}`, limits.maxLength))
            .refine(withoutNullCharacter, NULL_CHARACTER_MESSAGE),
        )
        .max(limits.maxItems, limits.tooMany),
    );
/** The same list, empty when not given. */
const textList = (limits: Parameters<typeof textListOf>[0]) => textListOf(limits).optional().default([]);

// ---------- Image and media references ----------

/**
 * How images and media are stored: "/objects/<path>", an upload of this app (the
 * server also checks it is the caller's own), or an https address on another
 * site (a domain name: no credentials, IP addresses or localhost), kept in its
 * normalized form. Nothing else: no http:, data:, javascript:, protocol-relative
 * ("//host") or other relative addresses. The schemas cannot know this app's own
 * address: the server reduces an https URL of its own uploads to their path and
 * refuses any other address of itself (server/commands/image-reference.ts).
 */
const IMAGE_REF_MESSAGE = "Images must be uploaded files or https addresses";
const UPLOADED_OBJECT = /^\/objects\/[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;
const httpsAddress = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** "/objects/<path>": no empty, "." or ".." segment (the server checks the path's exact shape). */
function isUploadedObjectRef(value: string): boolean {
  return UPLOADED_OBJECT.test(value) && !value.includes("//") && !value.includes("/.");
}

/** The normalized https address, or null when the value is not one (or carries a user name or password). */
export function normalizedHttpsAddress(value: string): string | null {
  if (!/^https:\/\//i.test(value) || !httpsAddress.safeParse(value).success) return null;
  const url = new URL(value);
  return url.username || url.password ? null : url.href;
}

/** A stored reference, or "" (blank: none). */
const mediaRefString = (message = IMAGE_REF_MESSAGE, options: { uploadsOnly?: boolean } = {}) =>
  limitedText("Image address", TEXT_LIMITS.mediaReference, message).transform((value, ctx) => {
    if (value === "" || isUploadedObjectRef(value)) return value;
    const address = options.uploadsOnly ? null : normalizedHttpsAddress(value);
    if (address) return address;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
const mediaRef = (message?: string, options?: { uploadsOnly?: boolean }) =>
  mediaRefString(message, options)
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
    petName: requiredText("Pet name is required", "Pet name", TEXT_LIMITS.petName),
    petType: requiredText("Pet type is required", "Pet type", TEXT_LIMITS.petType),
    bio: requiredText("Bio is required", "Bio", TEXT_LIMITS.bio),
    breed: optionalText("Breed", TEXT_LIMITS.breed),
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
    breed: clearable(limitedText("Breed", TEXT_LIMITS.breed)),
    coverImageUrl: clearable(mediaRefString()),
    avatarImageUrl: clearable(mediaRefString()),
  })
  .partial();

// ---------- Posts ----------

const POST_MEDIA_MESSAGE = "Please upload a photo, video, or reel for your post";

/**
 * A post's audience (shared/post-audience.ts): everyone, every paying fan, or a
 * tier of the post's creator and every tier priced at or above it.
 */
export const postAudienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("public") }),
    z.strictObject({ kind: z.literal("fans") }),
    z.strictObject({ kind: z.literal("tier"), minTierId: uuid("audience.minTierId must be a tier of this creator") }),
  ],
  { error: `audience.kind must be one of ${POST_AUDIENCE_KINDS.join(", ")}` },
) satisfies z.ZodType<PostAudience>;

/** POST /api/subscriptions/:id/change-tier and its preview. */
export const changeTierInputSchema = z
  .object({
    tierId: uuid("Tier not found"),
    /** The preview's prorationDate, so the upgrade charges what the dialog showed. */
    prorationDate: z.iso.datetime({ offset: true, error: "prorationDate must be a date and time (ISO 8601)" }).optional(),
  })
  .strip();

export const postInputSchema = z
  .object({
    mediaType: z.enum(MEDIA_TYPES, { error: "Media type must be image, video or reel" }),
    // Required here although the columns are nullable.
    caption: requiredText("Please add a caption for your post", "Caption", TEXT_LIMITS.caption),
    // Post media are always the creator's own uploads.
    mediaUrl: requiredText(POST_MEDIA_MESSAGE, "Image address", TEXT_LIMITS.mediaReference).pipe(
      mediaRefString(POST_MEDIA_MESSAGE, { uploadsOnly: true }),
    ),
    creatorProfileId: uuid("Creator profile not found"),
    /** The specification's flag: used when no audience is given (true → all fans, false → everyone). */
    isPremium: z.boolean({ error: "Premium must be true or false" }).optional(),
    audience: postAudienceSchema.optional(),
    behindTheScenes: z.boolean({ error: "behindTheScenes must be true or false" }).optional().default(false),
    thumbnailUrl: mediaRef("Thumbnails must be uploaded files", { uploadsOnly: true }),
    duration: z.number().int().nonnegative().optional().nullable(),
  })
  .strip();
export type PostInput = z.input<typeof postInputSchema>;

/** The audience a post request asks for: `audience` when given, else the specification's isPremium. */
export function requestedAudience(input: { audience?: PostAudience; isPremium?: boolean }): PostAudience | undefined {
  if (input.audience) return input.audience;
  return input.isPremium === undefined ? undefined : audienceOfIsPremium(input.isPremium);
}

// ---------- Subscription tiers ----------

/** "a\n b \n\n c" → ["a", "b", "c"]: one feature per line, trimmed, blank lines dropped. */
export function parseTierFeatures(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A tier's price: more than zero once rounded to cents (0.004 is no price), at most 999.99; "12.5" → "12.50". */
const tierPriceSchema = decimalInput("Please enter a valid price")
  .transform((n) => toCents(n))
  .pipe(
    z
      .number()
      .min(1, "Please enter a valid price")
      .max(toCents(TIER_PRICE.max), `Price must be at most $${TIER_PRICE.max}`),
  )
  .transform(centsToDecimal);

const benefitSwitch = (key: BenefitSwitch) => z.boolean({ error: `benefits.${key} must be true or false` });

/**
 * A tier's (or a profile price's) benefits, shared/benefits.ts: every benefit
 * given, nothing else; each message names the field it is about.
 */
export const benefitsSchema = z.strictObject(
  {
    exclusivePostsPerMonth: z
      .int({
        error: `benefits.exclusivePostsPerMonth must be a whole number from 1 to ${EXCLUSIVE_POSTS_PER_MONTH_MAX}, or null for unlimited`,
      })
      .min(1, `benefits.exclusivePostsPerMonth must be a whole number from 1 to ${EXCLUSIVE_POSTS_PER_MONTH_MAX}, or null for unlimited`)
      .max(
        EXCLUSIVE_POSTS_PER_MONTH_MAX,
        `benefits.exclusivePostsPerMonth must be a whole number from 1 to ${EXCLUSIVE_POSTS_PER_MONTH_MAX}, or null for unlimited`,
      )
      .nullable(),
    video: z.enum(VIDEO_LEVELS, { error: `benefits.video must be one of ${VIDEO_LEVELS.join(", ")}` }),
    ...(Object.fromEntries(Object.keys(BENEFIT_SWITCH_LABELS).map((key) => [key, benefitSwitch(key as BenefitSwitch)])) as Record<
      BenefitSwitch,
      z.ZodBoolean
    >),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown benefit: ${issue.keys.map((key) => `benefits.${key}`).join(", ")}`
        : "benefits must be an object of benefits",
  },
) satisfies z.ZodType<Benefits>;

const tierFeaturesSchema = textListOf({
  maxItems: LIST_LIMITS.tierFeatures,
  tooMany: `A tier can have at most ${LIST_LIMITS.tierFeatures} features`,
  entryLabel: "Feature",
  maxLength: TEXT_LIMITS.tierFeature,
});

export const tierInputSchema = z
  .object({
    name: requiredText("Please provide tier name and price", "Tier name", TEXT_LIMITS.tierName),
    creatorProfileId: uuid("Creator profile not found"),
    price: tierPriceSchema,
    description: optionalText("Description", TEXT_LIMITS.tierDescription),
    features: tierFeaturesSchema.optional().default([]),
    /** Without it a new tier gets DEFAULT_BENEFITS (the column's default). */
    benefits: benefitsSchema.optional(),
  })
  .strip();
export type TierInput = z.input<typeof tierInputSchema>;

/** PATCH /api/subscription-tiers/:id: any of a tier's own fields; a new price applies to new fans only. */
export const tierUpdateSchema = z
  .object({
    name: requiredText("Please provide tier name and price", "Tier name", TEXT_LIMITS.tierName).optional(),
    price: tierPriceSchema.optional(),
    /** Blank or null clears it. */
    description: limitedText("Description", TEXT_LIMITS.tierDescription)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    features: tierFeaturesSchema.optional(),
    benefits: benefitsSchema.optional(),
  })
  .strip()
  .refine((update) => Object.values(update).some((value) => value !== undefined), "Nothing to change");
export type TierUpdate = z.input<typeof tierUpdateSchema>;

/** PUT /api/creator-profiles/:id/benefits: what the profile's own price gives. */
export const profileBenefitsInputSchema = z.object({ benefits: benefitsSchema }).strip();

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

/** POST /api/payments/test/disputes/:id/close (staff): the test provider's dispute control. */
export const closeTestDisputeSchema = z
  .object({ outcome: z.enum(["won", "lost"], { error: 'outcome must be "won" or "lost"' }) })
  .strip();

/** The test provider's onboarding form: the (test) bank account number, digits only; its last four decide the payouts. */
export const testOnboardingFormSchema = z
  .object({
    bankAccountNumber: z
      .string()
      .trim()
      .regex(/^\d{4,17}$/, "The account number must be 4 to 17 digits")
      .optional(),
  })
  .strip();

// ---------- Contact ----------

export const contactInputSchema = z
  .object({
    name: z
      .string({ error: "Name must be at least 2 characters" })
      .trim()
      .min(CONTACT_MINIMUMS.name, "Name must be at least 2 characters")
      .max(TEXT_LIMITS.contactName, tooLongMessage("Name", TEXT_LIMITS.contactName))
      .refine(withoutNullCharacter, NULL_CHARACTER_MESSAGE),
    email: z
      .string({ error: "Please enter a valid email address" })
      .trim()
      .max(TEXT_LIMITS.email, tooLongMessage("Email", TEXT_LIMITS.email))
      .email("Please enter a valid email address"),
    subject: z
      .string({ error: "Subject must be at least 5 characters" })
      .trim()
      .min(CONTACT_MINIMUMS.subject, "Subject must be at least 5 characters")
      .max(TEXT_LIMITS.contactSubject, tooLongMessage("Subject", TEXT_LIMITS.contactSubject))
      .refine(withoutNullCharacter, NULL_CHARACTER_MESSAGE),
    message: z
      .string({ error: "Message must be at least 10 characters" })
      .trim()
      .min(CONTACT_MINIMUMS.message, "Message must be at least 10 characters")
      .max(TEXT_LIMITS.contactMessage, tooLongMessage("Message", TEXT_LIMITS.contactMessage))
      .refine(withoutNullCharacter, NULL_CHARACTER_MESSAGE),
  })
  .strip();
export type ContactInput = z.input<typeof contactInputSchema>;

// ---------- Community ----------

export const threadInputSchema = z
  .object({
    title: requiredText("Please fill in all fields", "Title", TEXT_LIMITS.threadTitle),
    content: requiredText("Please fill in all fields", "Content", TEXT_LIMITS.threadContent),
    category: z.enum(THREAD_CATEGORIES, { error: "Please choose a category" }).default("General"),
  })
  .strip();
export type ThreadInput = z.input<typeof threadInputSchema>;

export const commentInputSchema = z
  .object({
    content: requiredText("Comment cannot be empty", "Comment", TEXT_LIMITS.comment),
    threadId: uuid("Thread not found"),
  })
  .strip();
export type CommentInput = z.input<typeof commentInputSchema>;

// ---------- Marketplace ----------

export const marketplaceItemInputSchema = z
  .object({
    title: requiredText("Please fill in all required fields", "Title", TEXT_LIMITS.itemTitle),
    description: requiredText("Please fill in all required fields", "Description", TEXT_LIMITS.itemDescription),
    price: decimalInput("Price must be a number")
      .pipe(z.number().nonnegative("Price cannot be negative").max(99_999_999, "Price is too large"))
      .transform((n) => centsToDecimal(toCents(n))),
    category: z.enum(MARKETPLACE_CATEGORIES, { error: "Please choose a category" }),
    condition: z.enum(ITEM_CONDITIONS, { error: "Please choose a condition" }),
    location: optionalText("Location", TEXT_LIMITS.itemLocation),
    imageUrl: mediaRef(),
    delivery: deliveryOptionsSchema.default(PICKUP_ONLY),
  })
  .strip();
export type MarketplaceItemInput = z.input<typeof marketplaceItemInputSchema>;

// ---------- Wellness tips and vet articles (staff) ----------

const tagsSchema = textList({
  maxItems: LIST_LIMITS.tags,
  tooMany: `An article can have at most ${LIST_LIMITS.tags} tags`,
  entryLabel: "Tag",
  maxLength: TEXT_LIMITS.tag,
});

export const wellnessTipInputSchema = z
  .object({
    title: requiredText("Title is required", "Title", TEXT_LIMITS.articleTitle),
    content: requiredText("Content is required", "Content", TEXT_LIMITS.articleContent),
    category: z.enum(WELLNESS_CATEGORIES, { error: "Please choose a category" }),
    imageUrl: mediaRef(),
    tags: tagsSchema,
  })
  .strip();

export const vetArticleInputSchema = z
  .object({
    title: requiredText("Title is required", "Title", TEXT_LIMITS.articleTitle),
    content: requiredText("Content is required", "Content", TEXT_LIMITS.articleContent),
    specialization: z.enum(VET_SPECIALIZATIONS, { error: "Please choose a specialization" }),
    imageUrl: mediaRef(),
    tags: tagsSchema,
  })
  .strip();

// ---------- Owner controls: editing one's own content and account ----------
// Updates reuse the create schemas' fields (one rule and message each); a field
// left out is kept, and a body that changes nothing is refused.

const NOTHING_TO_CHANGE = "Nothing to change";
const changesSomething = (changes: Record<string, unknown>) => Object.values(changes).some((v) => v !== undefined);

/**
 * PATCH /api/posts/:id: the caption, whether only fans see it (its media follow
 * at once), and its file replaced by a new upload (a video's is transcoded again).
 */
export const postUpdateSchema = z
  .object({
    caption: postInputSchema.shape.caption.optional(),
    mediaUrl: postInputSchema.shape.mediaUrl.optional(),
    isPremium: z.boolean({ error: "Premium must be true or false" }).optional(),
    audience: postAudienceSchema.optional(),
    behindTheScenes: z.boolean({ error: "behindTheScenes must be true or false" }).optional(),
  })
  .strip()
  .refine(changesSomething, NOTHING_TO_CHANGE);
export type PostUpdate = z.input<typeof postUpdateSchema>;

/** PATCH /api/community-threads/:id */
export const threadUpdateSchema = z
  .object({
    title: threadInputSchema.shape.title.optional(),
    content: threadInputSchema.shape.content.optional(),
    category: threadInputSchema.shape.category.unwrap().optional(),
  })
  .strip()
  .refine(changesSomething, NOTHING_TO_CHANGE);
export type ThreadUpdate = z.input<typeof threadUpdateSchema>;

/** PATCH /api/thread-comments/:id */
export const commentUpdateSchema = z.object({ content: commentInputSchema.shape.content }).strip();
export type CommentUpdate = z.input<typeof commentUpdateSchema>;

/** PATCH /api/marketplace-items/:id: the listing's fields and delivery options, and withdrawn or available again. */
export const marketplaceItemUpdateSchema = z
  .object({
    title: marketplaceItemInputSchema.shape.title.optional(),
    description: marketplaceItemInputSchema.shape.description.optional(),
    price: marketplaceItemInputSchema.shape.price.optional(),
    category: marketplaceItemInputSchema.shape.category.optional(),
    condition: marketplaceItemInputSchema.shape.condition.optional(),
    location: clearable(limitedText("Location", TEXT_LIMITS.itemLocation)),
    imageUrl: clearable(mediaRefString()),
    delivery: deliveryOptionsSchema.optional(),
    status: z.enum(SELLER_ITEM_STATUSES, { error: "Status must be available or withdrawn" }).optional(),
  })
  .strip()
  .refine(changesSomething, NOTHING_TO_CHANGE);
export type MarketplaceItemUpdate = z.input<typeof marketplaceItemUpdateSchema>;

/** PATCH /api/me: the names a person is shown under, and their picture (an upload of theirs; null removes it). */
export const accountProfileUpdateSchema = z
  .object({
    displayName: clearable(limitedText("Display name", TEXT_LIMITS.displayName)),
    firstName: clearable(limitedText("First name", TEXT_LIMITS.personName)),
    lastName: clearable(limitedText("Last name", TEXT_LIMITS.personName)),
    profileImageUrl: clearable(mediaRefString("Profile pictures must be images you uploaded", { uploadsOnly: true })),
  })
  .strip()
  .refine(changesSomething, NOTHING_TO_CHANGE);
export type AccountProfileUpdate = z.input<typeof accountProfileUpdateSchema>;

/** What a person types to delete their account: this word, or their username. */
export const ACCOUNT_DELETION_WORD = "DELETE";
export const ACCOUNT_DELETION_MESSAGE = `Type ${ACCOUNT_DELETION_WORD} or your username to confirm`;

/** Whether the typed confirmation deletes the account of `username` (exactly, after trimming). */
export function confirmsAccountDeletion(typed: string, username: string): boolean {
  const value = typed.trim();
  return value === ACCOUNT_DELETION_WORD || value === username;
}

/** DELETE /api/me: the typed confirmation (the server compares it with the caller's username). */
export const accountDeletionSchema = z
  .object({
    confirm: z.string({ error: ACCOUNT_DELETION_MESSAGE }).trim().min(1, ACCOUNT_DELETION_MESSAGE).max(200, ACCOUNT_DELETION_MESSAGE),
  })
  .strip();

// ---------- Uploads ----------

export const profileImageInputSchema = z
  .object({ imageURL: requiredText("imageURL is required", "imageURL", TEXT_LIMITS.mediaReference) })
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

// ---------- Live sessions ----------

const liveTitle = requiredText("Please add a title for your live", "Title", TEXT_LIMITS.threadTitle);
const liveDescription = limitedText("Description", TEXT_LIMITS.caption);
const liveScheduledFor = z.iso
  .datetime({ offset: true, error: "scheduledFor must be a date and time (ISO 8601)" })
  .transform((value) => new Date(value));

/** POST /api/live-sessions. */
export const liveSessionInputSchema = z
  .object({
    title: liveTitle,
    description: optionalText("Description", TEXT_LIMITS.caption),
    thumbnailUrl: mediaRef(),
    scheduledFor: liveScheduledFor,
    audience: postAudienceSchema.optional().default({ kind: "fans" }),
    saveReplay: z.boolean({ error: "saveReplay must be true or false" }).optional().default(true),
  })
  .strip();
export type LiveSessionInput = z.input<typeof liveSessionInputSchema>;

/** PATCH /api/live-sessions/:id (before it starts; saveReplay until it ends). */
export const liveSessionUpdateSchema = z
  .object({
    title: liveTitle,
    description: clearable(liveDescription),
    thumbnailUrl: clearable(mediaRefString()),
    scheduledFor: liveScheduledFor,
    audience: postAudienceSchema,
    saveReplay: z.boolean({ error: "saveReplay must be true or false" }),
  })
  .partial()
  .strip();
export type LiveSessionUpdate = z.input<typeof liveSessionUpdateSchema>;

/** POST /api/live-sessions/:id/chat. */
export const liveChatInputSchema = z
  .object({
    content: requiredText("Please write a message", "Message", LIVE_CHAT_MAX_LENGTH),
    clientId: z.string({ error: "clientId must be text" }).trim().min(1, "clientId is required").max(64, "clientId must be at most 64 characters"),
  })
  .strip();

/** POST /api/live-sessions/:id/chat/mutes (and the :userId of DELETE …/mutes/:userId). */
export const liveChatMuteInputSchema = z.object({
  userId: z.uuid({ error: "userId must be a person's id" }),
});
