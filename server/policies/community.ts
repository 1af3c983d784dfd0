/**
 * Community threads and comments: visitors read everything; any signed-in user
 * may start a thread or comment on any thread.
 */
import type { CommunityThread } from "@shared/schema";
import type { SessionUser } from "../auth/guards";

export function canCreateThread(viewer: SessionUser | undefined): viewer is SessionUser {
  return Boolean(viewer);
}

export function canCommentOn(viewer: SessionUser | undefined, _thread: Pick<CommunityThread, "id">): viewer is SessionUser {
  return Boolean(viewer);
}
