/**
 * Business constants of PawFans: fees, prices, limits, categories, pricing tiers
 * and UI timings. Client and server import these; nothing else in the code base
 * repeats the numbers.
 */

export const PRODUCT_NAME = "PawFans";

/** Percentages of a subscription price: the platform keeps 20%, the creator 80%. */
export const PLATFORM_FEE_PERCENT = 20;
export const CREATOR_SHARE_PERCENT = 100 - PLATFORM_FEE_PERCENT;
export const LISTING_FEE_DOLLARS = 0;

export const SUBSCRIPTION_PRICE = {
  default: 9.99,
  min: 1.99,
  max: 99.99,
  step: 0.01,
} as const;

/** A subscription tier's monthly price: more than zero once rounded to cents, at most 999.99. */
export const TIER_PRICE = { max: 999.99 } as const;

/** The platform's commission on a marketplace sale, set on every new listing. */
export const MARKETPLACE_DEFAULT_COMMISSION = 0.05;

/** A listing is available until its seller marks it sold (and may mark it available again). */
export const MARKETPLACE_ITEM_STATUSES = ["available", "sold"] as const;

export const MEDIA_TYPES = ["image", "video", "reel"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** One mebibyte, the unit of every upload limit. */
export const MB = 1024 * 1024;
/** Upload limits in bytes: 10 MB for images, 100 MB for videos and reels. */
export const UPLOAD_LIMITS = {
  imageBytes: 10 * MB,
  videoBytes: 100 * MB,
} as const;

/**
 * What one person may upload: at most `openTickets` upload URLs not yet used
 * (unexpired and not registered), and `bytesPerDay` of files registered in any
 * 24 hours, counting the upload being asked for at its declared size or limit.
 */
export const UPLOAD_QUOTA = {
  openTickets: 20,
  bytesPerDay: 2048 * MB,
} as const;

/**
 * The only file formats accepted for upload (the server also checks each file's
 * leading bytes). SVG is never accepted from users: it can carry scripts.
 */
export const UPLOAD_CONTENT_TYPES = {
  image: ["image/png", "image/jpeg", "image/gif", "image/webp"],
  video: ["video/mp4", "video/webm", "video/quicktime"],
} as const;

/** What an upload is for: a post's media type, or a profile picture or cover. */
export const UPLOAD_PURPOSES = ["profile", ...MEDIA_TYPES] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The largest upload allowed for a purpose, the content-type prefix it needs and the accepted formats. */
export function uploadRuleFor(kind: UploadPurpose) {
  if (kind === "video" || kind === "reel") {
    return {
      maxBytes: UPLOAD_LIMITS.videoBytes,
      mimePrefix: "video/",
      contentTypes: UPLOAD_CONTENT_TYPES.video,
    } as const;
  }
  return {
    maxBytes: UPLOAD_LIMITS.imageBytes,
    mimePrefix: "image/",
    contentTypes: UPLOAD_CONTENT_TYPES.image,
  } as const;
}

export const THREAD_CATEGORIES = [
  "General",
  "Training Tips",
  "Health Questions",
  "Success Stories",
  "Funny Moments",
] as const;

export const MARKETPLACE_CATEGORIES = [
  "Food & Treats",
  "Toys",
  "Accessories",
  "Grooming",
  "Health",
  "Other",
] as const;

export const ITEM_CONDITIONS = ["New", "Like New", "Good", "Fair"] as const;

export const WELLNESS_CATEGORIES = [
  "Nutrition",
  "Exercise",
  "Grooming",
  "Mental Health",
  "Preventive Care",
] as const;

export const VET_SPECIALIZATIONS = [
  "General Practice",
  "Surgery",
  "Dentistry",
  "Cardiology",
  "Dermatology",
  "Emergency Care",
] as const;


/** Explore category tabs and the petType substrings each one matches (case-insensitively). */
export const EXPLORE_CATEGORIES = [
  { id: "all", label: "All Pets", keywords: [] },
  { id: "dog", label: "Dogs", keywords: ["dog"] },
  { id: "cat", label: "Cats", keywords: ["cat"] },
  { id: "bird", label: "Birds", keywords: ["bird", "parrot", "parakeet"] },
  {
    id: "rare",
    label: "Rare Pals",
    keywords: ["exotic", "reptile", "snake", "lizard", "hedgehog", "sugar glider"],
  },
  {
    id: "farm",
    label: "Farm Friends",
    keywords: ["pig", "goat", "sheep", "chicken", "duck", "cow", "horse"],
  },
] as const satisfies ReadonlyArray<{ id: string; label: string; keywords: readonly string[] }>;
export type ExploreCategoryId = (typeof EXPLORE_CATEGORIES)[number]["id"];

/** Static pricing tiers shown on the home page. */
export const PRICING_TIERS = [
  {
    name: "Basic",
    description: "Get started with exclusive pet content",
    price: 4.99,
    recommended: false,
    features: [
      { text: "5 exclusive posts per month", included: true },
      { text: "Photo gallery access", included: true },
      { text: "Community chat", included: true },
      { text: "HD video content", included: false },
      { text: "Behind-the-scenes content", included: false },
      { text: "Direct messaging", included: false },
    ],
  },
  {
    name: "Premium",
    description: "The full PawFan experience",
    price: 9.99,
    recommended: true,
    features: [
      { text: "Unlimited exclusive posts", included: true },
      { text: "Photo & video gallery", included: true },
      { text: "Community chat", included: true },
      { text: "HD video content", included: true },
      { text: "Behind-the-scenes content", included: true },
      { text: "Direct messaging", included: false },
    ],
  },
  {
    name: "VIP",
    description: "Everything, up close with your favourite PawPal",
    price: 19.99,
    recommended: false,
    features: [
      { text: "Everything in Premium", included: true },
      { text: "4K video content", included: true },
      { text: "Live streams", included: true },
      { text: "Full media library", included: true },
      { text: "Priority community access", included: true },
      { text: "Direct messaging with the creator", included: true },
    ],
  },
] as const;

/** The kinds of notification the server writes (NotificationView.type). */
export const NOTIFICATION_TYPES = {
  newPost: "new_post",
  newSubscriber: "new_subscriber",
  /** A moderation outcome: to the people who reported something, and to its author. */
  moderation: "moderation",
  /** A creator deleted their account: their fans' subscriptions ended, with no further charge. */
  creatorLeft: "creator_left",
} as const;

/** Paging of every list endpoint. */
export const LIST_LIMIT = { default: 50, max: 100 } as const;

export const FEATURED_CREATORS_LIMIT = 6;

/** UI timings and sizes: the "Copied!" state, share popups and toasts. */
export const COPIED_STATE_MS = 2000;
export const SHARE_POPUP = { width: 550, height: 420 } as const;
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
} as const;

export const CONTACT_MINIMUMS = { name: 2, subject: 5, message: 10 } as const;

/**
 * The longest text a person may write into each field, in characters after trimming.
 * The request schemas (./validation.ts) refuse longer text with "<Field> must be at
 * most N characters", and the forms set the same maxLength on their inputs.
 */
export const TEXT_LIMITS = {
  petName: 60,
  petType: 40,
  breed: 60,
  bio: 1_000,
  caption: 2_200,
  tierName: 60,
  tierDescription: 500,
  tierFeature: 120,
  contactName: 100,
  email: 254,
  contactSubject: 150,
  contactMessage: 5_000,
  threadTitle: 150,
  threadContent: 10_000,
  comment: 2_000,
  itemTitle: 120,
  itemDescription: 2_000,
  itemLocation: 100,
  articleTitle: 150,
  articleContent: 20_000,
  tag: 30,
  /** An image or media address ("/objects/…" or an https URL). */
  mediaReference: 2_048,
  /** A person's own names (as long as sign-in keeps them from the identity provider). */
  displayName: 200,
  personName: 100,
} as const;

/** The most entries of each list a person writes. */
export const LIST_LIMITS = {
  tierFeatures: 20,
  tags: 10,
} as const;
