import type { CurrentUser } from "@shared/api-types";
import { displayNameOf, fullNameOf } from "@shared/people";
import { InitialsAvatar } from "@/components/initials-avatar";

/** The name the account menu shows: first and last name, else the name the person is shown under. */
export function accountFullName(user: CurrentUser): string {
  return fullNameOf(user) || displayNameOf(user);
}

/** The user's picture, or the initials of their name (an icon when there are none). */
export function AccountAvatar({ user }: { user: CurrentUser }) {
  return <InitialsAvatar name={user} imageUrl={user.profileImageUrl} alt={accountFullName(user)} className="size-9" />;
}
