/**
 * A file field that uploads as soon as a file is chosen or dropped: checks it
 * (toasts 'File too large' / 'Invalid file type'), shows a preview, a progress
 * bar with percentage and bytes and a Cancel button, then hands the uploaded
 * object's path to the form. Used for avatar and cover images and post media.
 *
 * Changing `purpose` (a post's media type) keeps the chosen file.
 */
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { ImageUp, Loader2, X } from "lucide-react";
import type { UploadPurpose } from "@shared/constants/uploads";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";
import { formatBytes } from "@/lib/uploads/format-bytes";
import { UploadCanceled, UploadError, UPLOAD_FAILED, uploadFile, type UploadProgress } from "@/lib/uploads/upload-file";
import { acceptFor, validateFile } from "@/lib/uploads/validate-file";

export interface MediaUploadProps {
  label: string;
  purpose: UploadPurpose;
  /** The uploaded object's "/objects/…" path, or null. */
  value: string | null;
  onChange: (objectPath: string | null) => void;
  /** Told when an upload starts and ends, e.g. to disable the form's submit button meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** avatar: round; cover: a wide banner; media: the photo or video at its own ratio. */
  shape?: "avatar" | "cover" | "media";
  hint?: string;
  disabled?: boolean;
  className?: string;
}

type State =
  | { status: "idle" }
  | { status: "uploading"; file: File; progress: UploadProgress }
  | { status: "done"; file: File };

export function MediaUpload({
  label,
  purpose,
  value,
  onChange,
  onUploadingChange,
  shape = "media",
  hint,
  disabled,
  className,
}: MediaUploadProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ status: "idle" });
  const [dragging, setDragging] = useState(false);
  const file = state.status === "idle" ? null : state.file;
  const previewUrl = useObjectUrl(file);

  // Leaving the page cancels an upload still running.
  useEffect(() => () => abortRef.current?.abort(), []);

  async function start(chosen: File) {
    const problem = validateFile(chosen, purpose);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: "uploading", file: chosen, progress: { loaded: 0, total: chosen.size, percent: 0 } });
    onUploadingChange?.(true);
    try {
      const objectPath = await uploadFile(chosen, {
        purpose,
        signal: controller.signal,
        onProgress: (progress) => setState({ status: "uploading", file: chosen, progress }),
      });
      setState({ status: "done", file: chosen });
      onChange(objectPath);
      toast({ title: "Upload successful" });
    } catch (error) {
      if (controller.signal.aborted && abortRef.current !== controller) return; // replaced by a newer file
      setState({ status: "idle" });
      if (!(error instanceof UploadCanceled)) {
        const problem = error instanceof UploadError ? error.problem : UPLOAD_FAILED;
        toast({ ...problem, variant: "destructive" });
      }
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        onUploadingChange?.(false);
      }
    }
  }

  /** Stops the running upload; the field keeps what it had before. */
  function cancel() {
    abortRef.current?.abort();
    setState({ status: "idle" });
  }

  function remove() {
    cancel();
    onChange(null);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) void start(dropped);
  }

  const uploading = state.status === "uploading";
  const source = previewUrl ?? value;
  const showsVideo = file ? file.type.startsWith("video/") : purpose === "video" || purpose === "reel";

  return (
    <div className={cn("space-y-2", className)}>
      <label htmlFor={inputId} className="text-sm font-medium leading-none text-foreground">
        {label}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "relative flex flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl border-2 border-dashed border-input bg-muted/40 p-4 text-center transition-colors",
          dragging && "border-primary bg-primary/5",
          shape === "cover" && "min-h-40",
          shape === "media" && "min-h-48",
        )}
      >
        {source ? (
          <Preview source={source} video={showsVideo} shape={shape} alt={label} />
        ) : (
          <div className="flex flex-col items-center gap-1 text-muted-foreground">
            <ImageUp className="size-8" aria-hidden />
            <p className="text-sm">Drop a file here or choose one</p>
            {hint && <p className="text-xs">{hint}</p>}
          </div>
        )}

        {uploading && <ProgressLine progress={state.progress} fileName={state.file.name} onCancel={cancel} />}

        {!uploading && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
              {source ? "Replace" : "Choose file"}
            </Button>
            {source && (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={remove}>
                <X aria-hidden /> Remove
              </Button>
            )}
          </div>
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={acceptFor(purpose)}
          disabled={disabled || uploading}
          className="sr-only"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = ""; // choosing the same file again still fires a change
            if (chosen) void start(chosen);
          }}
        />
      </div>
    </div>
  );
}

function Preview({ source, video, shape, alt }: { source: string; video: boolean; shape: MediaUploadProps["shape"]; alt: string }) {
  if (video) {
    return <video src={source} controls playsInline preload="metadata" className="max-h-80 w-full rounded-xl bg-black" />;
  }
  return (
    <img
      src={source}
      alt={alt}
      className={cn(
        "object-cover",
        shape === "avatar" && "size-28 rounded-full",
        shape === "cover" && "h-40 w-full rounded-xl",
        shape === "media" && "max-h-80 w-auto rounded-xl object-contain",
      )}
    />
  );
}

function ProgressLine({ progress, fileName, onCancel }: { progress: UploadProgress; fileName: string; onCancel: () => void }) {
  return (
    <div className="w-full max-w-md space-y-2" aria-live="polite">
      <Progress value={progress.percent} aria-label={`Uploading ${fileName}`} />
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <Loader2 className="size-3.5 animate-spin" aria-hidden />
          {progress.percent}% · {formatBytes(progress.loaded)} of {formatBytes(progress.total)}
        </span>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** A blob: URL for previewing a local file, released when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
