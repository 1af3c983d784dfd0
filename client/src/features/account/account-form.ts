/**
 * The /profile form for a person's own names and picture: the shared request
 * schema's name rules, and the request body, which carries only what changed
 * (an unchanged picture from the sign-in provider is no upload of theirs, so
 * sending it back would be refused).
 */
import { z } from "zod";
import type { CurrentUser } from "@shared/api-types";
import { accountProfileUpdateSchema, type AccountProfileUpdate } from "@shared/validation";

export const accountNamesSchema = z.object({
  displayName: accountProfileUpdateSchema.shape.displayName,
  firstName: accountProfileUpdateSchema.shape.firstName,
  lastName: accountProfileUpdateSchema.shape.lastName,
});
export type AccountNameValues = { displayName: string; firstName: string; lastName: string };
type AccountNames = z.output<typeof accountNamesSchema>;

export const accountNameValuesOf = (user: CurrentUser): AccountNameValues => ({
  displayName: user.displayName ?? "",
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
});

/**
 * PATCH /api/me's body: the names the person changed (a blanked one as null) and
 * the picture when it changed (an upload's path, or null to remove it).
 */
export function accountChanges(
  names: AccountNames,
  changedNames: Partial<Record<keyof AccountNameValues, boolean | undefined>>,
  picture: { value: string | null; changed: boolean },
): AccountProfileUpdate {
  const changes: AccountProfileUpdate = {};
  for (const field of ["displayName", "firstName", "lastName"] as const) {
    if (changedNames[field]) changes[field] = names[field] ?? null;
  }
  if (picture.changed) changes.profileImageUrl = picture.value;
  return changes;
}
