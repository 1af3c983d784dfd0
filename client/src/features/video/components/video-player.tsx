import { useEffect, useRef, useState } from "react";
import { AlertCircle, RotateCcw } from "lucide-react";
import type { VideoPlayerProps } from "@/components/media/video-player-slot";
import { Button } from "@/components/ui/button";
import { VideoLoading } from "@/components/media/video-loading";
import { errorMessage, errorStatus } from "@/lib/api";
import { usePlayback } from "../api/playback";
import { preloadHls } from "../hls";
import { warmStream } from "../read-ahead";
import { openStream, type Stream, type StreamLevel } from "../stream";
import { QualityMenu } from "./quality-menu";

// This code loads when a viewer points at or presses play: hls.js starts downloading with it, not after the playback answer.
preloadHls();

/**
 * A post's video once its viewer pressed play: asks for the viewer's playback
 * (their master playlist lists only what their tier plays), streams it (hls.js,
 * starting at the lowest rendition; the browser's own HLS without Media Source
 * Extensions) and plays. The browser's own controls play, seek and set the volume
 * from the keyboard and for screen readers; the quality menu sits in the corner.
 */
export function VideoPlayer({ postId, title, posterUrl, onUpgrade, muted = false }: VideoPlayerProps) {
  const playback = usePlayback(postId);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<Stream | null>(null);
  const [levels, setLevels] = useState<StreamLevel[]>([]);
  const [chosen, setChosen] = useState(-1);
  const [playingLevel, setPlayingLevel] = useState<number | null>(null);
  const [started, setStarted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const masterUrl = playback.data?.masterUrl;
  const lowestRung = playback.data?.renditions.find((r) => r.allowed)?.height;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !masterUrl) return;
    let cancelled = false;
    let opened: Stream | undefined;
    // Muted before play: browsers start a muted video without a press.
    video.muted = muted;
    // The lowest rendition's playlist and first segment while hls.js may still be downloading.
    if (attempt === 0) void warmStream(masterUrl, lowestRung);
    openStream(video, masterUrl, {
      onLevels: (next) => !cancelled && setLevels(next),
      onLevelSwitched: (index) => !cancelled && setPlayingLevel(index),
      onFatal: (message) => !cancelled && setFailure(message),
    }).then(
      (next) => {
        if (cancelled) return next.destroy();
        opened = next;
        setStream(next);
        // Pressing play asked for it; a browser that still refuses leaves its own play button.
        video.play().catch(() => undefined);
      },
      (error: unknown) => !cancelled && setFailure(errorMessage(error, "The video could not be played.")),
    );
    return () => {
      cancelled = true;
      opened?.destroy();
      setStream(null);
      setLevels([]);
      setPlayingLevel(null);
    };
  }, [masterUrl, lowestRung, attempt, muted]);

  const choose = (index: number) => {
    setChosen(index);
    stream?.setLevel(index);
  };
  const retry = () => {
    setFailure(null);
    setStarted(false);
    // An expired address needs a fresh playback answer; anything else, the same one again.
    void playback.refetch().then(() => setAttempt((n) => n + 1));
  };

  if (playback.isError) {
    const status = errorStatus(playback.error);
    const message =
      status === 404 ? "This video is not ready yet." : status === 403 ? errorMessage(playback.error) : "The video could not be loaded.";
    return <PlayerProblem message={message} onRetry={status === 403 || status === 404 ? undefined : retry} />;
  }
  if (failure) return <PlayerProblem message={failure} onRetry={retry} />;

  // The picture the card already shows (its sized variant, in the cache): the answer's full-size poster would
  // share the line with the first segment.
  const poster = posterUrl ?? playback.data?.posterUrl ?? undefined;
  const playingHeight = levels.find((level) => level.index === playingLevel)?.height ?? null;
  return (
    <div className="relative size-full bg-black">
      <video
        ref={videoRef}
        poster={poster}
        controls
        playsInline
        muted={muted}
        loop={muted}
        preload="none"
        aria-label={title}
        onPlaying={() => setStarted(true)}
        className="size-full object-contain"
      />
      {!started && (
        <VideoLoading className="pointer-events-none" />
      )}
      {playback.data && playback.data.renditions.length > 0 && (
        <div className="absolute right-3 bottom-16 z-10">
          <QualityMenu
            renditions={playback.data.renditions}
            levels={levels}
            chosen={chosen}
            playingHeight={playingHeight}
            onChoose={choose}
            upgradeTier={playback.data.upgradeTier}
            onUpgrade={onUpgrade}
          />
        </div>
      )}
    </div>
  );
}

function PlayerProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 bg-zinc-900 p-6 text-center text-white" role="alert">
      <AlertCircle className="size-8 text-white/80" aria-hidden />
      <p className="max-w-64 text-sm font-medium text-balance">{message}</p>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <RotateCcw aria-hidden />
          Try again
        </Button>
      )}
    </div>
  );
}
