import { useEffect, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { PostView } from "@shared/api-types";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { postUpdateSchema, type PostUpdate } from "@shared/validation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { useEditPost } from "../api/edit-post";
import { PremiumSwitch } from "./premium-switch";

interface EditPostDialogProps {
  post: PostView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Edit post': the caption and whether only PawFans see it (its photo or video follows at once). */
export function EditPostDialog({ post, open, onOpenChange }: EditPostDialogProps) {
  const id = useId();
  const editPost = useEditPost(post.creatorProfileId);
  const form = useForm({
    resolver: zodResolver(postUpdateSchema),
    defaultValues: { caption: post.caption ?? "", isPremium: post.isPremium } satisfies PostUpdate,
  });
  const { errors } = form.formState;

  // Opened again: start from the post as it is now.
  useEffect(() => {
    if (open) form.reset({ caption: post.caption ?? "", isPremium: post.isPremium });
  }, [open, post.caption, post.isPremium, form]);

  const onSubmit = form.handleSubmit((changes) =>
    editPost.mutate(
      { postId: post.id, changes },
      {
        onSuccess: () => {
          toast({ title: "Post updated" });
          onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !editPost.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit post</DialogTitle>
          <DialogDescription>Change the caption, or who can see this post.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormField id={`${id}-caption`} label="Caption" error={errors.caption?.message}>
            {(control) => (
              <Textarea {...control} className="min-h-28" maxLength={TEXT_LIMITS.caption} {...form.register("caption")} />
            )}
          </FormField>
          <Controller
            control={form.control}
            name="isPremium"
            render={({ field }) => (
              <PremiumSwitch
                id={`${id}-premium`}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                hint={field.value ? "Only your PawFans can see this post's photo or video." : "Everyone can see this post's photo or video."}
              />
            )}
          />
          <FormDialogFooter
            submitLabel="Save changes"
            pendingLabel="Saving..."
            pending={editPost.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
