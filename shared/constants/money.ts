/** Fees and prices. */

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
