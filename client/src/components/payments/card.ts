/**
 * The test provider's card form: what a person types, tidied as they type, and
 * checked before it is sent. Only the card number travels (the test provider
 * decides by it); expiry and CVC are checked here only, as a real form would.
 */

/** Stripe's test cards, which the built-in test provider honours. */
export const TEST_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  failsAtFirstRenewal: "4000 0000 0000 0341",
} as const;

/** The form's starting values: the succeeding card, an expiry years away and any CVC. */
export const TEST_CARD_DEFAULTS = { cardNumber: TEST_CARDS.succeeds, expiry: "12/34", cvc: "123" } as const;

const MAX_CARD_DIGITS = 19;

/** The digits of a card number as typed ("4242 4242-4242" → "42424242424"). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, MAX_CARD_DIGITS);
}

/** A card number in groups of four, as it is printed on the card: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Why a card number cannot be used, or null when it can. */
export function cardNumberError(value: string): string | null {
  const digits = cardDigits(value);
  if (digits.length === 0) return "Please enter a card number";
  if (digits.length < 12 || !passesLuhn(digits)) return "Your card number is incomplete or invalid";
  return null;
}

/** An expiry as typed, tidied to "MM/YY": "1" → "1", "12" → "12", "123" → "12/3", "1/2"... digits only. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Why an expiry ("MM/YY") cannot be used on `today`, or null when it can (a card works to the end of its month). */
export function expiryError(value: string, today: Date = new Date()): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return "Enter the expiry as MM/YY";
  const month = Number(match[1]);
  if (month < 1 || month > 12) return "Enter the expiry as MM/YY";
  const year = 2000 + Number(match[2]);
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return "Your card has expired";
  return null;
}

/** A CVC as typed: digits only, at most four. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, "").slice(0, 4);
}

/** Why a CVC cannot be used, or null when it can. */
export function cvcError(value: string): string | null {
  return /^\d{3,4}$/.test(value.trim()) ? null : "Enter the 3 or 4 digits on the back of the card";
}
