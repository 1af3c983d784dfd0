import type { StaffMemberView } from "@shared/api-types";
import type { Role } from "@shared/moderation";
import type { User } from "../db/schema";

/** A staff member as admins see them on the roles page (admins may see staff emails). */
export function presentStaffMember(user: User): StaffMemberView {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    role: user.role as Role,
  };
}
