import type { LiveSessionView } from "@shared/live";
import type { LiveSession } from "../db/schema";
import { audienceOf } from "../policies/post-access";

export function presentLiveSession(live: LiveSession): LiveSessionView {
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
    replayPostId: live.replayPostId,
    scheduledFor: live.scheduledFor?.toISOString() ?? null,
    startedAt: live.startedAt?.toISOString() ?? null,
    endedAt: live.endedAt?.toISOString() ?? null,
    createdAt: live.createdAt.toISOString(),
  };
}
