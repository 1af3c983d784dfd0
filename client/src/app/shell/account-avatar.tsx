import type { CurrentUser } from "@shared/api-types";
import { displayNameOf, fullNameOf } from "@shared/people";
import { InitialsAvatar } from "@/components/initials-avatar";

/** The avatar button that opens the account menu (the same before and after the menu's code is in). */
export const ACCOUNT_MENU_TRIGGER_CLASS =
  "ml-1 rounded-full ring-offset-2 ring-offset-background transition-shadow hover:ring-2 hover:ring-primary/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The name the account menu shows: first and last name, else the name the person is shown under. */
export function accountFullName(user: CurrentUser): string {
  return fullNameOf(user) || displayNameOf(user);
}

/** The user's picture, or the initials of their name (an icon when there are none). */
export function AccountAvatar({ user }: { user: CurrentUser }) {
  return <InitialsAvatar name={user} imageUrl={user.profileImageUrl} alt={accountFullName(user)} className="size-9" />;
}
