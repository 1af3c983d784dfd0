/** How much a person may write. */

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
  /**
   * Tiers a creator may have, archived ones included (a post may still name
   * one): every read of their posts weighs the creator's whole ladder.
   */
  tiersPerCreator: 20,
} as const;

export const TOO_MANY_TIERS_MESSAGE = `A creator can have at most ${LIST_LIMITS.tiersPerCreator} tiers. Delete an archived tier to add another.`;
