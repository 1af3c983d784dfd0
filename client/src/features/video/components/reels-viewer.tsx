import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronDown, ChevronUp, X } from "lucide-react";
import type { ReelsViewerProps } from "@/components/media/video-player-slot";
import { cn } from "@/lib/utils";
import { VideoPlayer } from "./video-player";

/** How much of a reel must be on screen for it to be the one playing. */
const VISIBLE = 0.6;

/**
 * Reels full height, one under another: swipe (the page snaps to each) or the
 * arrow keys move to the next. Only the reel on screen streams, muted and looping
 * (the browser's own controls unmute it); the others show their poster.
 */
export function ReelsViewer({ reels, startIndex, onClose, onUpgrade }: ReelsViewerProps) {
  const [active, setActive] = useState(startIndex);
  const sections = useRef<Array<HTMLElement | null>>([]);
  // The dialog's content mounts a moment after the viewer (in its portal): the reels are there once this is set.
  const [scroller, setScroller] = useState<HTMLElement | null>(null);

  // Opened on the reel pressed.
  useEffect(() => {
    if (scroller) sections.current[startIndex]?.scrollIntoView({ block: "start" });
  }, [scroller, startIndex]);

  useEffect(() => {
    if (!scroller) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE) setActive(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { threshold: [VISIBLE] },
    );
    for (const section of sections.current) if (section) observer.observe(section);
    return () => observer.disconnect();
  }, [scroller, reels.length]);

  const go = (delta: number) => {
    const next = Math.max(0, Math.min(reels.length - 1, active + delta));
    sections.current[next]?.scrollIntoView({ block: "start", behavior: "smooth" });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "PageDown") go(1);
    else if (event.key === "ArrowUp" || event.key === "PageUp") go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 text-white outline-none"
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">Reels</DialogPrimitive.Title>
          <div ref={setScroller} className="size-full snap-y snap-mandatory overflow-y-auto overscroll-contain [scrollbar-width:none]">
            {reels.map((reel, index) => (
              <section
                key={reel.postId}
                ref={(node) => {
                  sections.current[index] = node;
                }}
                data-index={index}
                aria-label={`Reel ${index + 1} of ${reels.length}: ${reel.title}`}
                className="flex h-dvh snap-start snap-always items-center justify-center"
              >
                <div className="relative h-full max-h-dvh w-full max-w-[calc(100dvh*9/16)] overflow-hidden bg-black sm:h-[calc(100dvh-2rem)] sm:rounded-2xl">
                  {index === active ? (
                    <VideoPlayer postId={reel.postId} title={reel.title} posterUrl={reel.posterUrl} onUpgrade={onUpgrade} muted />
                  ) : reel.posterUrl ? (
                    <img src={reel.posterUrl} alt="" loading="lazy" className="size-full object-contain" />
                  ) : null}
                  <p className="pointer-events-none absolute top-4 right-16 left-4 line-clamp-2 text-sm font-semibold [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">
                    {reel.title}
                  </p>
                </div>
              </section>
            ))}
          </div>
          <DialogPrimitive.Close
            aria-label="Close reels"
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full bg-black/55 ring-1 ring-white/25 backdrop-blur-md transition-colors hover:bg-black/75 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
          <div className="absolute top-1/2 right-3 hidden -translate-y-1/2 flex-col gap-2 sm:flex">
            <StepButton label="Previous reel" disabled={active === 0} onClick={() => go(-1)}>
              <ChevronUp className="size-5" aria-hidden />
            </StepButton>
            <StepButton label="Next reel" disabled={active === reels.length - 1} onClick={() => go(1)}>
              <ChevronDown className="size-5" aria-hidden />
            </StepButton>
          </div>
          <p className="sr-only" aria-live="polite">{`Reel ${active + 1} of ${reels.length}`}</p>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function StepButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "flex size-10 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/25 backdrop-blur-md transition-colors hover:bg-white/25 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none",
        "disabled:opacity-40",
      )}
    >
      {children}
    </button>
  );
}
