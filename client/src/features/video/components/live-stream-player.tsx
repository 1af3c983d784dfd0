import { useEffect, useRef, useState } from "react";
import { AlertCircle, RotateCcw, VolumeX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { VideoLoading } from "@/components/media/video-loading";
import { errorMessage } from "@/lib/api";
import { openStream } from "../stream";

export interface LiveStreamPlayerProps {
  /** The viewer's signed master playlist (GET /api/live-sessions/:id/playback). */
  masterUrl: string;
  /** The player's accessible name (the live's title). */
  title: string;
  posterUrl?: string | null;
  /** The address stopped working (expired, or the stream broke): read a new one and play again. */
  onRetry(): void;
}

/**
 * A live stream in a <video>, through the same streaming code as posts'
 * videos (../stream.ts: hls.js, or the browser's own HLS): a live playlist
 * starts at its live edge and follows it. It plays at once with sound where the
 * browser allows (the viewer came by a click), else muted with an "Unmute" button.
 */
export function LiveStreamPlayer({ masterUrl, title, posterUrl, onRetry }: LiveStreamPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [mutedToPlay, setMutedToPlay] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setStarted(false);
    setFailure(null);
    openStream(video, masterUrl, {
      onLevels: () => undefined,
      onLevelSwitched: () => undefined,
      onFatal: (message) => !cancelled && setFailure(message.replace("video", "live")),
    }).then(
      (stream) => {
        if (cancelled) return stream.destroy();
        destroy = stream.destroy;
        video.play().catch(() => {
          // Sound needs the viewer's gesture in this browser: muted, it may start by itself.
          if (cancelled) return;
          video.muted = true;
          setMutedToPlay(true);
          video.play().catch(() => undefined);
        });
      },
      (error: unknown) => !cancelled && setFailure(errorMessage(error, "The live could not be played.")),
    );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [masterUrl]);

  if (failure) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-3 bg-zinc-900 p-6 text-center text-white" role="alert">
        <AlertCircle className="size-8 text-white/80" aria-hidden />
        <p className="max-w-64 text-sm font-medium text-balance">{failure}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <RotateCcw aria-hidden />
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="relative size-full bg-black">
      <video
        ref={videoRef}
        poster={posterUrl ?? undefined}
        controls
        playsInline
        aria-label={title}
        onPlaying={() => setStarted(true)}
        onVolumeChange={(event) => !event.currentTarget.muted && setMutedToPlay(false)}
        className="size-full object-contain"
      />
      {!started && <VideoLoading className="pointer-events-none" />}
      {mutedToPlay && started && (
        <Button
          size="sm"
          variant="secondary"
          className="absolute top-3 right-3 z-10 rounded-full shadow-lifted"
          onClick={() => {
            const video = videoRef.current;
            if (video) video.muted = false;
            setMutedToPlay(false);
          }}
        >
          <VolumeX aria-hidden />
          Unmute
        </Button>
      )}
    </div>
  );
}
