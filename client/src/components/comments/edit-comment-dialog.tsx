import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { commentUpdateSchema, type CommentUpdate } from "@shared/validation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";

interface EditCommentDialogProps {
  content: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Saves the text; the caller closes the dialog once it is saved. */
  onSave: (changes: CommentUpdate) => void;
}

/** 'Edit comment': its text, which may not be left blank. */
export function EditCommentDialog({ content, open, onOpenChange, pending, onSave }: EditCommentDialogProps) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(commentUpdateSchema), defaultValues: { content } });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset({ content });
  }, [open, content, form]);

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit comment</DialogTitle>
          <DialogDescription className="sr-only">Change what your comment says.</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit(onSave)} className="grid gap-4" noValidate>
          <FormField id={`${id}-content`} label="Comment" error={errors.content?.message}>
            {(control) => <Textarea {...control} className="min-h-28" maxLength={TEXT_LIMITS.comment} {...form.register("content")} />}
          </FormField>
          <FormDialogFooter submitLabel="Save changes" pendingLabel="Saving..." pending={pending} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
