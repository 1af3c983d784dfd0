import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { ImagePlus, LoaderCircle, SendHorizontal, X } from "lucide-react";
import { MESSAGE_MAX_LENGTH } from "@shared/constants/messages";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { uploadFile, UploadCanceled, UploadError } from "@/lib/uploads/upload-file";
import { acceptFor, validateFile } from "@/lib/uploads/validate-file";

interface ComposerProps {
  onSend: (message: { content: string; mediaUrl?: string }) => void;
  disabled?: boolean;
}

/** Writing a message: text (Enter sends, Shift+Enter starts a new line) and an optional photo. */
export function Composer({ onSend, disabled }: ComposerProps) {
  const [text, setText] = useState("");
  const [photo, setPhoto] = useState<{ preview: string; path?: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend = !disabled && !uploading && (text.trim().length > 0 || Boolean(photo?.path));

  async function choosePhoto(file: File | undefined) {
    if (!file) return;
    const problem = validateFile(file, "image");
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: "destructive" });
      return;
    }
    const preview = URL.createObjectURL(file);
    setPhoto({ preview });
    setUploading(true);
    try {
      const path = await uploadFile(file, { purpose: "image" });
      setPhoto({ preview, path });
    } catch (error) {
      setPhoto(null);
      if (!(error instanceof UploadCanceled)) {
        const problem = error instanceof UploadError ? error.problem : { title: "Upload failed", description: "Please try again." };
        toast({ title: problem.title, description: problem.description, variant: "destructive" });
      }
    } finally {
      setUploading(false);
    }
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend({ content: text.trim(), mediaUrl: photo?.path });
    setText("");
    setPhoto(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="border-t bg-card/80 p-3 backdrop-blur">
      {photo && (
        <div className="relative mb-2 inline-block">
          <img src={photo.preview} alt="Photo to send" className="size-20 rounded-xl object-cover" />
          {uploading && (
            <span className="absolute inset-0 flex items-center justify-center rounded-xl bg-black/40 text-white">
              <LoaderCircle className="size-5 animate-spin" aria-label="Uploading photo" />
            </span>
          )}
          <button
            type="button"
            onClick={() => setPhoto(null)}
            className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-foreground text-background shadow"
            aria-label="Remove photo"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={acceptFor("image")}
          className="hidden"
          aria-label="Add a photo"
          onChange={(event) => {
            void choosePhoto(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="shrink-0 text-muted-foreground"
          aria-label="Add a photo"
          title="Add a photo"
          disabled={disabled || uploading}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus className="size-5!" aria-hidden />
        </Button>
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={disabled}
          placeholder="Write a message…"
          aria-label="Message"
          className="max-h-40 min-h-10 flex-1 resize-none [field-sizing:content] rounded-2xl border border-input bg-background px-4 py-2 text-[15px] leading-6 shadow-xs outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
        />
        <Button type="submit" size="icon" className="shrink-0 rounded-full" aria-label="Send" title="Send" disabled={!canSend}>
          <SendHorizontal aria-hidden />
        </Button>
      </div>
    </form>
  );
}
