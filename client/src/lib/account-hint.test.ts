// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { readAccountHint, rememberAccountHint } from "./account-hint";

afterEach(() => localStorage.clear());

describe("the header's account hint", () => {
  it("assumes a visitor signed out on a first visit", () => {
    expect(readAccountHint()).toBe("signed-out");
  });

  it("remembers what the account corner showed last", () => {
    rememberAccountHint("fan");
    expect(readAccountHint()).toBe("fan");
    rememberAccountHint("pawpal");
    expect(readAccountHint()).toBe("pawpal");
    rememberAccountHint("signed-out");
    expect(readAccountHint()).toBe("signed-out");
  });

  it("reads anything else as signed out", () => {
    localStorage.setItem("account-hint", "admin");
    expect(readAccountHint()).toBe("signed-out");
  });
});
