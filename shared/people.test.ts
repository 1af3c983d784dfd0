import { describe, expect, it } from "vitest";
import { ANONYMOUS_PERSON_NAME, displayNameOf, fullNameOf, initialsOf } from "./people";

describe("the name shown for a person", () => {
  it("prefers the chosen display name, then first and last name, then username, then email", () => {
    const all = { displayName: "Maya T.", firstName: "Maya", lastName: "Thompson", username: "maya", email: "maya@example.com" };
    expect(displayNameOf(all)).toBe("Maya T.");
    expect(displayNameOf({ ...all, displayName: "  " })).toBe("Maya Thompson");
    expect(displayNameOf({ ...all, displayName: null, firstName: null, lastName: null })).toBe("maya");
    expect(displayNameOf({ email: "maya@example.com" })).toBe("maya@example.com");
    expect(displayNameOf({})).toBe(ANONYMOUS_PERSON_NAME);
  });

  it("skips the email where the viewer may not see it", () => {
    expect(displayNameOf({ email: "maya@example.com" }, { withEmail: false })).toBe(ANONYMOUS_PERSON_NAME);
  });

  it("joins first and last name, either one alone when the other is missing", () => {
    expect(fullNameOf({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(fullNameOf({ lastName: "Lovelace" })).toBe("Lovelace");
    expect(fullNameOf({})).toBe("");
  });
});

describe("a person's initials", () => {
  it("come from first and last name", () => {
    expect(initialsOf({ firstName: "ada", lastName: "Lovelace", displayName: "Countess" })).toBe("AL");
    expect(initialsOf({ firstName: "Ada" })).toBe("A");
  });

  it("come from whatever name exists when there is no first or last name, never '?'", () => {
    expect(initialsOf({ displayName: "Captain Whiskers" })).toBe("CW");
    expect(initialsOf({ username: "bella_the_pug" })).toBe("BT");
    expect(initialsOf({ email: "rex@example.com" })).toBe("R");
  });

  it("are empty only when nothing at all is known", () => {
    expect(initialsOf({})).toBe("");
  });
});
