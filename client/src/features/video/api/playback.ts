import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { PlaybackView } from "@shared/video";
import { apiJson } from "@/lib/api";
import { warmStream } from "../read-ahead";

const playbackKey = (postId: string) => ["/api/posts", postId, "playback"] as const;

const playbackQuery = (postId: string) => ({
  queryKey: playbackKey(postId),
  queryFn: () => apiJson<PlaybackView>("GET", `/api/posts/${encodeURIComponent(postId)}/playback`),
  staleTime: 60 * 60 * 1000,
  gcTime: 60 * 60 * 1000,
  retry: false,
});

/**
 * GET /api/posts/:id/playback: the viewer's master playlist (its token lasts about
 * two hours), poster, duration and which renditions their tier plays. Asked only
 * once the viewer presses play (see `preparePlayback`); kept for an hour, so a second play reuses it.
 */
export function usePlayback(postId: string) {
  return useQuery(playbackQuery(postId));
}

/**
 * Asks for the playback answer the moment play is pressed, before the player's
 * code has arrived, and then reads ahead what the stream starts with (the master
 * and the lowest rendition's playlist and first segment), so all of it travels
 * alongside the player's code instead of after it. A refusal is kept for the
 * player to show.
 */
export function preparePlayback(queryClient: QueryClient, postId: string): void {
  queryClient.fetchQuery(playbackQuery(postId)).then(
    (view) => warmStream(view.masterUrl, view.renditions.find((r) => r.allowed)?.height),
    () => undefined,
  );
}
