import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY, parseTheme } from "./theme";

describe("theme preference", () => {
  it("is stored under the key 'theme'", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
  });

  it("is dark only when stored as 'dark'; anything else, or nothing, is the light default", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme(null)).toBe("light");
    expect(parseTheme("purple")).toBe("light");
  });
});
