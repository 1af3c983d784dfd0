import { describe, expect, it } from "vitest";
import { countryName, guessCountry } from "./address";

describe("countries", () => {
  it("guesses the buyer's country from the browser's languages, else leaves it blank", () => {
    expect(guessCountry(["en-GB", "en"])).toBe("GB");
    expect(guessCountry(["fr", "de-at"])).toBe("AT");
    expect(guessCountry(["en"])).toBe("");
  });

  it("names a two-letter code, whatever its case, and nothing else", () => {
    expect(countryName("us")).toBe("United States");
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("USA")).toBeNull();
    expect(countryName("")).toBeNull();
  });
});
