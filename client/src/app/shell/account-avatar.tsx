import type { CurrentUser } from "@shared/api-types";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { initials } from "@/lib/utils";

export function accountFullName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.displayName || user.username;
}

/** The user's picture, or the initials of their first and last name. */
export function AccountAvatar({ user }: { user: CurrentUser }) {
  const fullName = accountFullName(user);
  return (
    <Avatar className="size-9">
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={fullName} />}
      <AvatarFallback>{initials(user.firstName, user.lastName) || initials(fullName)}</AvatarFallback>
    </Avatar>
  );
}
