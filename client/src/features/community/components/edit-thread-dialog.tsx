import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ThreadView } from "@shared/api-types";
import { THREAD_CATEGORIES } from "@shared/constants/categories";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { threadUpdateSchema, type ThreadUpdate } from "@shared/validation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { FormSelect } from "@/components/form-select";
import { toast } from "@/hooks/use-toast";
import { useEditThread } from "../api/edit-thread";

interface EditThreadDialogProps {
  thread: ThreadView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const valuesOf = (thread: ThreadView) =>
  ({ title: thread.title, content: thread.content, category: thread.category as ThreadUpdate["category"] }) satisfies ThreadUpdate;

/** 'Edit thread': the same fields as a new thread, filled in with the thread as it is. */
export function EditThreadDialog({ thread, open, onOpenChange }: EditThreadDialogProps) {
  const id = useId();
  const editThread = useEditThread();
  const form = useForm({ resolver: zodResolver(threadUpdateSchema), defaultValues: valuesOf(thread) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(valuesOf(thread));
  }, [open, thread, form]);

  const onSubmit = form.handleSubmit((changes) =>
    editThread.mutate(
      { threadId: thread.id, changes },
      {
        onSuccess: () => {
          toast({ title: "Thread updated" });
          onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !editThread.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit thread</DialogTitle>
          <DialogDescription>Fix a typo, add an update or move it to another category.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
            {(control) => <Input {...control} maxLength={TEXT_LIMITS.threadTitle} {...form.register("title")} />}
          </FormField>
          <FormField id={`${id}-category`} label="Category">
            {(control) => <FormSelect control={form.control} name="category" options={THREAD_CATEGORIES} controlProps={control} />}
          </FormField>
          <FormField id={`${id}-content`} label="Content" error={errors.content?.message}>
            {(control) => (
              <Textarea {...control} className="min-h-[150px]" maxLength={TEXT_LIMITS.threadContent} {...form.register("content")} />
            )}
          </FormField>
          <FormDialogFooter
            submitLabel="Save changes"
            pendingLabel="Saving..."
            pending={editThread.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
