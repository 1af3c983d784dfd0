import { describe, expect, it } from "vitest";
import {
  TEST_CARDS,
  TEST_CARD_DEFAULTS,
  cardDigits,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  passesLuhn,
} from "./card";

describe("card number", () => {
  it("is shown in groups of four as it is typed", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatCardNumber("4242-4242 42ab42")).toBe("4242 4242 4242");
    expect(formatCardNumber("")).toBe("");
  });

  it("keeps at most 19 digits", () => {
    expect(cardDigits("1".repeat(25))).toHaveLength(19);
  });

  it("checks the Luhn checksum", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("accepts every test card and refuses incomplete or mistyped numbers", () => {
    for (const card of Object.values(TEST_CARDS)) expect(cardNumberError(card), card).toBeNull();
    expect(cardNumberError("")).toBe("Please enter a card number");
    expect(cardNumberError("4242 4242")).toBe("Your card number is incomplete or invalid");
    expect(cardNumberError("4242 4242 4242 4241")).toBe("Your card number is incomplete or invalid");
  });

  it("starts the form with the succeeding card and valid expiry and CVC", () => {
    expect(TEST_CARD_DEFAULTS.cardNumber).toBe("4242 4242 4242 4242");
    expect(expiryError(TEST_CARD_DEFAULTS.expiry, new Date(2026, 10, 22))).toBeNull();
    expect(cvcError(TEST_CARD_DEFAULTS.cvc)).toBeNull();
  });
});

describe("expiry", () => {
  const today = new Date(2026, 10, 22); // November 2026

  it("is tidied to MM/YY as it is typed", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("123")).toBe("12/3");
    expect(formatExpiry("1234")).toBe("12/34");
    expect(formatExpiry("12/345")).toBe("12/34");
  });

  it("accepts this month and later", () => {
    expect(expiryError("11/26", today)).toBeNull();
    expect(expiryError("01/27", today)).toBeNull();
    expect(expiryError(" 12 / 30 ", today)).toBeNull();
  });

  it("refuses past months, impossible months and other shapes", () => {
    expect(expiryError("10/26", today)).toBe("Your card has expired");
    expect(expiryError("12/25", today)).toBe("Your card has expired");
    expect(expiryError("13/27", today)).toBe("Enter the expiry as MM/YY");
    expect(expiryError("00/27", today)).toBe("Enter the expiry as MM/YY");
    expect(expiryError("1/27", today)).toBe("Enter the expiry as MM/YY");
    expect(expiryError("", today)).toBe("Enter the expiry as MM/YY");
  });
});

describe("CVC", () => {
  it("takes three or four digits", () => {
    expect(formatCvc("12a34")).toBe("1234");
    expect(formatCvc("123456")).toBe("1234");
    expect(cvcError("123")).toBeNull();
    expect(cvcError("1234")).toBeNull();
    expect(cvcError("12")).toBe("Enter the 3 or 4 digits on the back of the card");
    expect(cvcError("")).toBe("Enter the 3 or 4 digits on the back of the card");
  });
});
