import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { PostView } from "@shared/api-types";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { postUpdateSchema, type PostUpdate } from "@shared/validation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { MediaUpload } from "@/components/media-upload/media-upload";
import { toast } from "@/hooks/use-toast";
import { errorMessage, errorStatus } from "@/lib/api";
import { useEditPost } from "../api/edit-post";
import { audienceValue } from "../forms/audience";
import { MEDIA_TYPE_LABELS, uploadHint } from "../forms/post-form";
import { AudienceFields } from "./audience-fields";
import { FormProblem } from "./form-problem";

interface EditPostDialogProps {
  post: PostView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened to replace a video's file (its "Replace file" after a failed transcode): the form offers a new upload. */
  replaceFile?: boolean;
}

const valuesOf = (post: PostView): PostUpdate => ({
  caption: post.caption ?? "",
  audience: post.audience,
  behindTheScenes: post.behindTheScenes,
});

/**
 * 'Edit post': the caption, who can see the post and whether it is behind the
 * scenes (its photo or video follows at once). Only a changed audience is sent,
 * so an unchanged post is never refused for the month's allowance.
 */
export function EditPostDialog({ post, open, onOpenChange, replaceFile = false }: EditPostDialogProps) {
  const id = useId();
  // A new file for the post (replacing a video its transcode refused); the post waits for it like a new one.
  const [newFile, setNewFile] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const offersFile = replaceFile && post.mediaType !== "image";
  const editPost = useEditPost(post.creatorProfileId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(postUpdateSchema), defaultValues: valuesOf(post) });
  const { errors } = form.formState;

  // Opened again: start from the post as it is now (a like refreshing the feed meanwhile keeps what is typed).
  const current = JSON.stringify(valuesOf(post));
  useEffect(() => {
    if (!open) return;
    form.reset(JSON.parse(current) as PostUpdate);
    setRefusal(null);
    setNewFile(null);
  }, [open, current, form]);

  const onSubmit = form.handleSubmit(({ caption, audience, behindTheScenes }) => {
    setRefusal(null);
    const changes: PostUpdate = { caption };
    if (offersFile && newFile) changes.mediaUrl = newFile;
    if (audience && audienceValue(audience) !== audienceValue(post.audience)) changes.audience = audience;
    if (behindTheScenes !== undefined && behindTheScenes !== post.behindTheScenes) changes.behindTheScenes = behindTheScenes;
    editPost.mutate(
      { postId: post.id, changes },
      {
        onSuccess: () => {
          toast({ title: "Post updated" });
          onOpenChange(false);
        },
        onError: (error) => {
          if (errorStatus(error) === 409) setRefusal(errorMessage(error));
          else toast({ title: "Could not save the post", description: errorMessage(error, "Please try again"), variant: "destructive" });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !editPost.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit post</DialogTitle>
          <DialogDescription>
            {offersFile ? "Choose another file for this post, then save." : "Change the caption, or who can see this post."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {offersFile && (
            <MediaUpload
              label={`${MEDIA_TYPE_LABELS[post.mediaType]} upload`}
              purpose={post.mediaType}
              hint={uploadHint(post.mediaType)}
              value={newFile}
              onChange={setNewFile}
              onUploadingChange={setUploading}
              disabled={editPost.isPending}
            />
          )}
          <FormField id={`${id}-caption`} label="Caption" error={errors.caption?.message}>
            {(control) => (
              <Textarea {...control} className="min-h-28" maxLength={TEXT_LIMITS.caption} {...form.register("caption")} />
            )}
          </FormField>
          <AudienceFields
            id={`${id}-audience`}
            creatorProfileId={post.creatorProfileId}
            audience={form.watch("audience")}
            onAudienceChange={(audience) => {
              setRefusal(null);
              form.setValue("audience", audience);
            }}
            behindTheScenes={form.watch("behindTheScenes") ?? false}
            onBehindTheScenesChange={(behindTheScenes) => {
              setRefusal(null);
              form.setValue("behindTheScenes", behindTheScenes);
            }}
            disabled={editPost.isPending}
          />
          <FormProblem message={refusal} />
          <FormDialogFooter
            submitLabel="Save changes"
            pendingLabel={uploading ? "Uploading..." : "Saving..."}
            pending={editPost.isPending || uploading}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
