import { lazy, Suspense, useState } from "react";
import { Clapperboard, FileWarning, RefreshCw } from "lucide-react";
import type { PostView } from "@shared/api-types";
import { VIDEO_PROCESSING_TEXT, type VideoProcessingView } from "@shared/video";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { useDeferredPart } from "@/hooks/use-deferred-part";
import { coverGradient } from "@/components/pet-visuals";
import { cn } from "@/lib/utils";

// The edit form loads the first time its author asks to replace the file (as from the post's "⋯" menu).
const loadEditPostDialog = () => import("./edit-post-dialog");
const EditPostDialog = lazy(() => loadEditPostDialog().then((m) => ({ default: m.EditPostDialog })));

interface VideoProcessingNoticeProps {
  post: PostView;
  processing: VideoProcessingView;
  /** Its creator: offered to replace a file that could not be used. */
  mayReplace: boolean;
  className: string;
}

/**
 * What a creator sees of their video post until it is watchable: "Processing
 * video…" with its progress (the feed asks again every few seconds meanwhile), or
 * why the file could not be used, with "Replace file". Fans do not get the post yet.
 */
export function VideoProcessingNotice({ post, processing, mayReplace, className }: VideoProcessingNoticeProps) {
  const failed = processing.status === "failed";
  const progress = Math.max(0, Math.min(100, Math.round(processing.progress)));
  const [editing, setEditing] = useState(false);
  const editDialog = useDeferredPart(loadEditPostDialog);
  const startEditing = () => {
    editDialog.want();
    setEditing(true);
  };
  return (
    <div className={className}>
      <div className={cn("absolute inset-0 bg-gradient-to-br opacity-90", coverGradient(post.id))} aria-hidden />
      <div className="absolute inset-0 bg-dot-grid opacity-20" aria-hidden />
      <div className={cn("absolute inset-0", failed ? "bg-zinc-950/70" : "bg-black/35")} aria-hidden />
      <div className="relative flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-white">
        {failed ? (
          <>
            <span className="flex size-14 items-center justify-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur-md">
              <FileWarning className="size-6" aria-hidden />
            </span>
            <p className="font-semibold">This video could not be processed</p>
            {processing.failureReason && <p className="max-w-64 text-sm text-balance text-white/85">{processing.failureReason}</p>}
            {mayReplace && (
              <Button
                size="sm"
                onClick={startEditing}
                onPointerEnter={editDialog.preload}
                onFocus={editDialog.preload}
                className="bg-white text-primary hover:bg-white/90"
              >
                <RefreshCw aria-hidden />
                Replace file
              </Button>
            )}
          </>
        ) : (
          <>
            <span className="relative flex size-14 items-center justify-center" aria-hidden>
              <span className="absolute inset-0 animate-ping rounded-full bg-white/20" />
              <span className="relative flex size-14 items-center justify-center rounded-full bg-white/20 ring-1 ring-white/40 backdrop-blur-md">
                <Clapperboard className="size-6" />
              </span>
            </span>
            <p className="font-semibold [text-shadow:0_1px_2px_rgb(0_0_0/0.3)]">{VIDEO_PROCESSING_TEXT}</p>
            <div className="flex w-full max-w-56 items-center gap-2.5">
              <Progress value={progress} aria-label="Video processing" className="h-1.5 bg-white/25" />
              <span className="w-9 text-right text-xs font-semibold tabular-nums">{progress}%</span>
            </div>
            <p className="max-w-60 text-xs text-balance text-white/80">Your fans will see this post once its video is ready.</p>
          </>
        )}
      </div>
      {mayReplace && editDialog.wanted && (
        <Suspense fallback={null}>
          <EditPostDialog post={post} open={editing} onOpenChange={setEditing} replaceFile />
        </Suspense>
      )}
    </div>
  );
}
