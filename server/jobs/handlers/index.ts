/** Every job's handler, bound to what it needs from the app. */
import type { AppContext } from "../../context";
import type { JobHandlers } from "../queue";
import { cleanUpUnattachedUploads } from "./clean-up-unattached-uploads";
import { notifyFansOfPost } from "./notify-fans-of-post";
import { pruneExpiredSessions } from "./prune-expired-sessions";

export function jobHandlers(ctx: Pick<AppContext, "db" | "storage">): JobHandlers {
  return {
    "notify-fans-of-post": async ({ postId }) => {
      await notifyFansOfPost(ctx.db, postId);
    },
    "clean-up-unattached-uploads": async () => {
      await cleanUpUnattachedUploads(ctx.db, ctx.storage);
    },
    "prune-expired-sessions": async () => {
      await pruneExpiredSessions(ctx.db);
    },
  };
}
