/** Marketplace items: visitors browse; any signed-in user may list an item for sale. */
import type { SessionUser } from "../auth/guards";

export function canListItem(viewer: SessionUser | undefined): viewer is SessionUser {
  return Boolean(viewer);
}
