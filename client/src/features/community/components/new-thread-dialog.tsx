import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { THREAD_CATEGORIES } from "@shared/constants/categories";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { threadInputSchema, type ThreadInput } from "@shared/validation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { AfterFirstFrame } from "@/components/after-first-frame";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { FormSelect } from "@/components/form-select";
import { SignInNotice } from "@/components/sign-in-notice";
import { useAuth } from "@/hooks/use-auth";
import { useSignedInSubmit } from "@/hooks/use-signed-in-submit";
import { toast } from "@/hooks/use-toast";
import { paths } from "@/lib/paths";
import { useCreateThread } from "../api/create-thread";

interface NewThreadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The form's height (narrow, then wide screens), kept by its placeholder while it is drawn. */
const FORM_HEIGHT = "h-[27.5rem] sm:h-[24rem]";

const DEFAULT_VALUES: ThreadInput = { title: "", content: "", category: THREAD_CATEGORIES[0] };

/**
 * 'Create New Thread'. The form lives outside the dialog's content, so after a
 * success the chosen category stays for the next thread while title and content clear.
 */
export function NewThreadDialog({ open, onOpenChange }: NewThreadDialogProps) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const createThread = useCreateThread();
  const form = useForm({ resolver: zodResolver(threadInputSchema), defaultValues: DEFAULT_VALUES });
  const { errors } = form.formState;

  const onValid = (input: ThreadInput) =>
    createThread.mutate(input, {
      onSuccess: () => {
        toast({ title: "Thread created successfully!" });
        form.reset({ ...DEFAULT_VALUES, category: form.getValues("category") });
        onOpenChange(false);
      },
    });

  const onInvalid = (fieldErrors: FieldErrors<ThreadInput>) => {
    const first = fieldErrors.title ?? fieldErrors.content ?? fieldErrors.category;
    toast({ title: first?.message ?? "Please fill in all fields", variant: "destructive" });
  };

  const onSubmit = useSignedInSubmit("Please log in to create a thread", form.handleSubmit(onValid, onInvalid));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create New Thread</DialogTitle>
          <DialogDescription>Start a discussion with the community</DialogDescription>
        </DialogHeader>
        {!isAuthenticated && !authLoading && (
          <SignInNotice message="Please log in to create a thread" returnTo={paths.community()} />
        )}
        <AfterFirstFrame placeholderClassName={FORM_HEIGHT}>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <FormField id="thread-title" label="Title">
            {(control) => (
              <Input {...control} placeholder="What would you like to discuss?" maxLength={TEXT_LIMITS.threadTitle} {...form.register("title")} aria-invalid={Boolean(errors.title)} />
            )}
          </FormField>
          <FormField id="thread-category" label="Category">
            {(control) => <FormSelect control={form.control} name="category" options={THREAD_CATEGORIES} controlProps={control} />}
          </FormField>
          <FormField id="thread-content" label="Content">
            {(control) => (
              <Textarea
                {...control}
                placeholder="Share your thoughts, questions, or experiences..."
                className="min-h-[150px]"
                maxLength={TEXT_LIMITS.threadContent}
                {...form.register("content")}
                aria-invalid={Boolean(errors.content)}
              />
            )}
          </FormField>
          <FormDialogFooter
            submitLabel={"Create Thread"}
            pendingLabel={"Creating..."}
            pending={createThread.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
        </AfterFirstFrame>
      </DialogContent>
    </Dialog>
  );
}
