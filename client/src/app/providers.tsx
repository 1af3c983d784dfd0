import { Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { VideoPlayerSlotContext, type VideoPlayerSlot } from "@/components/media/video-player-slot";
import { preparePlayback } from "@/features/video/api/playback";
import { preloadHls } from "@/features/video/hls";
import { EmptyNotificationArea, useNotificationAreaHotkey } from "@/components/ui/notification-area";
import { usePreloadWhenEngaged } from "@/hooks/use-preload-when-engaged";
import { useToast } from "@/hooks/use-toast";
import { lazyPart } from "@/lib/lazy-part";

const toaster = lazyPart(() => import("@/components/ui/toaster").then((m) => m.Toaster));
const Toaster = toaster.Part;

// The streaming player (and hls.js, which it imports on play) loads when a viewer reaches for a video's play button.
const videoPlayer = lazyPart(() => import("@/features/video/components/video-player").then((m) => m.VideoPlayer));
const reelsViewer = lazyPart(() => import("@/features/video/components/reels-viewer").then((m) => m.ReelsViewer));
const preloadPlayers = () => {
  videoPlayer.preload();
  reelsViewer.preload();
};

function videoPlayerSlot(queryClient: QueryClient): VideoPlayerSlot {
  return {
    Player: videoPlayer.Part,
    ReelsViewer: reelsViewer.Part,
    preload: preloadPlayers,
    prepare: (postId) => {
      // The player's code and hls.js side by side (the player would ask for hls.js only once its own code runs).
      videoPlayer.preload();
      preloadHls();
      preparePlayback(queryClient, postId);
    },
  };
}

/**
 * The notification area, there from the start (F8 focuses it). Its toast code (Radix
 * Toast and what it is drawn with) loads apart from the page, once the visitor begins
 * using the page (toasts answer what they do), or with the first toast; once it is in,
 * the Toaster takes the empty area's place and stays, so toasts can animate out.
 */
function ToastArea() {
  const { toasts } = useToast();
  const [ready, setReady] = useState(false);
  useNotificationAreaHotkey();
  if (toasts.length > 0 && !ready) setReady(true);
  usePreloadWhenEngaged(
    useCallback(() => {
      toaster.load().then(
        () => setReady(true),
        // Tried again with the first toast.
        () => undefined,
      );
    }, []),
  );
  if (!ready) return <EmptyNotificationArea />;
  return (
    <Suspense fallback={<EmptyNotificationArea />}>
      <Toaster />
    </Suspense>
  );
}

/** Everything the app needs around it: the query cache (one per browser tab, one per server render), the video player's slot and the notification area. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const slot = useMemo(() => videoPlayerSlot(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <VideoPlayerSlotContext value={slot}>{children}</VideoPlayerSlotContext>
      <ToastArea />
    </QueryClientProvider>
  );
}
