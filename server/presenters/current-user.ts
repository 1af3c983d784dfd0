import type { CurrentUser } from "@shared/api-types";
import type { Role } from "@shared/moderation";
import type { SessionUser } from "../auth/guards";

/** GET /api/auth/user: the signed-in user as they see themselves (own email included). */
export function presentCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    displayName: user.displayName,
    username: user.username,
    role: user.role as Role,
    isStaff: user.isStaff,
  };
}
