import type { LiveSessionView } from "@shared/live";
import type { LiveSession } from "../db/schema";
import { audienceOf } from "../policies/post-access";

/**
 * `replayReady`: the replay post is watchable. The replay is offered (its post's
 * id) only then: while it is transcoded a player would answer "not ready yet",
 * and the watch page says "The replay is being prepared…" instead.
 */
export function presentLiveSession(live: LiveSession, { replayReady = false }: { replayReady?: boolean } = {}): LiveSessionView {
  return {
    id: live.id,
    creatorProfileId: live.creatorProfileId,
    title: live.title,
    description: live.description,
    thumbnailUrl: live.thumbnailUrl,
    status: live.status,
    audience: audienceOf(live),
    viewerCount: live.viewerCount,
    peakViewerCount: live.peakViewerCount,
    saveReplay: live.saveReplay,
    replayPostId: replayReady ? live.replayPostId : null,
    scheduledFor: live.scheduledFor?.toISOString() ?? null,
    startedAt: live.startedAt?.toISOString() ?? null,
    endedAt: live.endedAt?.toISOString() ?? null,
    createdAt: live.createdAt.toISOString(),
  };
}
