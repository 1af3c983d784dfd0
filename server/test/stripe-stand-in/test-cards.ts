/** The test cards the stand-in knows, and the decline each one meets (if any). */

/** Test cards, as Stripe's test mode treats them. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  /** Succeeds now, declined at the next renewal. */
  failsLater: "4000000000000341",
} as const;

/** How a charge to the card is declined, or null when it succeeds. */
export function declineFor(card: string, firstPayment: boolean): { code: string; declineCode: string; message: string } | null {
  if (card === TEST_CARDS.declined) return { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." };
  if (card === TEST_CARDS.insufficientFunds) {
    return { code: "card_declined", declineCode: "insufficient_funds", message: "Your card has insufficient funds." };
  }
  if (card === TEST_CARDS.failsLater && !firstPayment) {
    return { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." };
  }
  return null;
}
