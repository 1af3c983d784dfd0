import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { FormSelect } from "@/components/form-select";
import { toast } from "@/hooks/use-toast";
import { useCreateArticle } from "../api/articles";
import { articleFormDefaults, articleResolver, type ArticleFormValues } from "../article-form";
import type { ArticleItem, ArticleKind } from "../kind";

interface AddArticleDialogProps<T extends ArticleItem> {
  kind: ArticleKind<T>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The staff form that publishes a tip or an article; it closes and clears after a success. */
export function AddArticleDialog<T extends ArticleItem>({ kind, open, onOpenChange }: AddArticleDialogProps<T>) {
  const create = useCreateArticle(kind);
  const resolver = useMemo(() => articleResolver(kind), [kind]);
  const defaults = useMemo(() => articleFormDefaults(kind), [kind]);
  const form = useForm<ArticleFormValues, unknown, Record<string, unknown>>({ resolver, defaultValues: defaults });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: kind.text.created });
        form.reset(defaults);
        onOpenChange(false);
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{kind.text.dialogTitle}</DialogTitle>
          <DialogDescription>{kind.text.dialogDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField id="article-title" label="Title" required error={errors.title?.message}>
            {(control) => <Input {...control} maxLength={TEXT_LIMITS.articleTitle} {...form.register("title")} />}
          </FormField>
          <FormField id="article-topic" label={kind.text.topicLabel} required error={errors.topic?.message}>
            {(control) => <FormSelect control={form.control} name="topic" options={kind.topics} controlProps={control} />}
          </FormField>
          <FormField id="article-content" label="Content" required error={errors.content?.message}>
            {(control) => <Textarea {...control} className="min-h-[180px]" maxLength={TEXT_LIMITS.articleContent} {...form.register("content")} />}
          </FormField>
          <FormField id="article-image" label="Image URL (Optional)" error={errors.imageUrl?.message}>
            {(control) => <Input {...control} type="url" placeholder="https://..." maxLength={TEXT_LIMITS.mediaReference} {...form.register("imageUrl")} />}
          </FormField>
          <FormField id="article-tags" label="Tags (Optional)" hint="Separate tags with commas, e.g. dogs, senior, diet" error={errors.tags?.message}>
            {(control) => <Input {...control} placeholder="dogs, senior, diet" {...form.register("tags")} />}
          </FormField>
          <FormDialogFooter
            submitLabel={kind.text.submit}
            pendingLabel={"Publishing..."}
            pending={create.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
