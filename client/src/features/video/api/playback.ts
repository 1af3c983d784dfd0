import { useQuery } from "@tanstack/react-query";
import type { PlaybackView } from "@shared/video";
import { apiJson } from "@/lib/api";

const playbackKey = (postId: string) => ["/api/posts", postId, "playback"] as const;

/**
 * GET /api/posts/:id/playback: the viewer's master playlist (its token lasts about
 * two hours), poster, duration and which renditions their tier plays. Asked only
 * once the viewer presses play; kept for an hour, so a second play reuses it.
 */
export function usePlayback(postId: string) {
  return useQuery({
    queryKey: playbackKey(postId),
    queryFn: () => apiJson<PlaybackView>("GET", `/api/posts/${encodeURIComponent(postId)}/playback`),
    staleTime: 60 * 60 * 1000,
    gcTime: 60 * 60 * 1000,
    retry: false,
  });
}
