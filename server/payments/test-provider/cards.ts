/**
 * The test cards (Stripe's numbers): 4242… always succeeds; 4000…0341 is
 * attached and charged now, and every later charge fails (a renewal that will
 * fail); 4000…0259 succeeds and each of its subscription charges is then
 * disputed by the cardholder (won or lost through staff's test control);
 * 4000…0002, and every other number, is declined.
 */
const TEST_CARDS = {
  succeeds: "4242424242424242",
  failsAfterAttaching: "4000000000000341",
  disputed: "4000000000000259",
  declined: "4000000000000002",
} as const;

export const DECLINE_MESSAGE = "Your card was declined.";

/** Digits only: people type spaces (and sometimes dashes) between groups. */
export const normalizeCardNumber = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, "");

/** Whether the first payment with this card goes through (the card is then kept on file). */
export const acceptsFirstCharge = (card: string): boolean =>
  card === TEST_CARDS.succeeds || card === TEST_CARDS.failsAfterAttaching || card === TEST_CARDS.disputed;

/** Whether a later charge (renewal, retry) of the card on file goes through. */
export const acceptsRecurringCharge = (card: string | null): boolean => card === TEST_CARDS.succeeds || card === TEST_CARDS.disputed;

/** The card whose cardholder disputes every subscription charge once it has succeeded. */
export const DISPUTING_CARD = TEST_CARDS.disputed;

export const last4 = (card: string | null): string => (card ?? "0000").slice(-4);
