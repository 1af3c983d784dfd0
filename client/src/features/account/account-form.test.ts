import { describe, expect, it } from "vitest";
import type { CurrentUser } from "@shared/api-types";
import { accountChanges, accountNamesSchema, accountNameValuesOf } from "./account-form";

const user: CurrentUser = {
  id: "u1",
  firstName: "Ada",
  lastName: null,
  email: "ada@example.test",
  profileImageUrl: "https://provider.example/ada.png",
  displayName: "Ada L.",
  username: "ada",
  role: "member",
  isStaff: false,
};

describe("the account form", () => {
  it("starts from the person's names, missing ones blank", () => {
    expect(accountNameValuesOf(user)).toEqual({ displayName: "Ada L.", firstName: "Ada", lastName: "" });
  });

  it("sends only the names that changed, a blanked one as null, and leaves an unchanged picture out", () => {
    const names = accountNamesSchema.parse({ displayName: "  Ada & Biscuit ", firstName: "", lastName: "" });
    const body = accountChanges(names, { displayName: true, firstName: true }, { value: user.profileImageUrl, changed: false });
    expect(body).toEqual({ displayName: "Ada & Biscuit", firstName: null });
  });

  it("sends a new picture, or null when it was removed", () => {
    const names = accountNamesSchema.parse(accountNameValuesOf(user));
    expect(accountChanges(names, {}, { value: "/objects/uploads/u1/new", changed: true })).toEqual({ profileImageUrl: "/objects/uploads/u1/new" });
    expect(accountChanges(names, {}, { value: null, changed: true })).toEqual({ profileImageUrl: null });
  });

  it("refuses names longer than the shared limits", () => {
    const result = accountNamesSchema.safeParse({ displayName: "d".repeat(201), firstName: "", lastName: "" });
    expect(result.error?.issues[0]?.message).toBe("Display name must be at most 200 characters");
  });
});
