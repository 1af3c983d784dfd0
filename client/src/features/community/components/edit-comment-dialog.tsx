import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { CommentView } from "@shared/api-types";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { commentUpdateSchema } from "@shared/validation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { useEditComment } from "../api/edit-comment";

interface EditCommentDialogProps {
  comment: CommentView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Edit comment': its text, which may not be left blank. */
export function EditCommentDialog({ comment, open, onOpenChange }: EditCommentDialogProps) {
  const id = useId();
  const editComment = useEditComment(comment.threadId);
  const form = useForm({ resolver: zodResolver(commentUpdateSchema), defaultValues: { content: comment.content } });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset({ content: comment.content });
  }, [open, comment.content, form]);

  const onSubmit = form.handleSubmit((changes) =>
    editComment.mutate(
      { commentId: comment.id, changes },
      {
        onSuccess: () => {
          toast({ title: "Comment updated" });
          onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !editComment.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit comment</DialogTitle>
          <DialogDescription className="sr-only">Change what your comment says.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormField id={`${id}-content`} label="Comment" error={errors.content?.message}>
            {(control) => <Textarea {...control} className="min-h-28" maxLength={TEXT_LIMITS.comment} {...form.register("content")} />}
          </FormField>
          <FormDialogFooter
            submitLabel="Save changes"
            pendingLabel="Saving..."
            pending={editComment.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
