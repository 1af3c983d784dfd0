import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { ModerationCaseView } from "@shared/api-types";
import {
  MODERATION_ACTION_LABELS,
  MODERATION_NOTE_MAX,
  REPORT_TARGET_LABELS,
  moderationActionInputSchema,
  type ModerationAction,
} from "@shared/moderation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { errorStatus } from "@/lib/api";
import { useActOnCase } from "../api/act-on-case";

/** The note alone: action and version come from the button and the case on screen. */
const noteSchema = moderationActionInputSchema.pick({ note: true });
type NoteInput = z.input<typeof noteSchema>;

/** What each action does, as the dialog tells the moderator before they confirm. */
function effectOf(action: ModerationAction, noun: string): string {
  switch (action) {
    case "dismiss":
      return `The reports do not hold: the case is dismissed and the ${noun}, if hidden pending review, is shown again.`;
    case "hide":
      return `Only its author and staff will see the ${noun}. The author is told.`;
    case "restore":
      return `Everyone will see the ${noun} again.`;
    case "remove":
      return `The ${noun} is deleted for good, with its files. The author is told. This cannot be undone.`;
    case "warn":
      return "The author gets a warning about the community guidelines. The content stays as it is.";
    case "suspend":
      return "The author can no longer sign in or write anything. The author is told.";
  }
}

interface ActionDialogProps {
  kase: ModerationCaseView;
  action: ModerationAction | null;
  onClose: () => void;
}

/**
 * Confirms one action on a case with the note the audit log keeps. The case's
 * version goes with it: if another moderator acted meanwhile the server answers
 * 409, the toast says so and the case is read again (../api/act-on-case.ts).
 */
export function ActionDialog({ kase, action, onClose }: ActionDialogProps) {
  const act = useActOnCase(kase.id);
  const form = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { note: "" } });
  const noun = REPORT_TARGET_LABELS[kase.targetType].toLowerCase();
  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(({ note }) => {
    if (!action) return;
    act.mutate(
      { action, note, version: kase.version },
      {
        onSuccess: () => {
          toast({ title: `${MODERATION_ACTION_LABELS[action]}: done`, description: "The reporters are told of the outcome." });
          close();
        },
        // A 409: the case is read again, and the moderator looks before deciding anew.
        onError: (error) => errorStatus(error) === 409 && close(),
      },
    );
  });

  const destructive = action === "remove" || action === "suspend";
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        {action && (
          <>
            <DialogHeader>
              <DialogTitle>{MODERATION_ACTION_LABELS[action]}</DialogTitle>
              <DialogDescription>{effectOf(action, noun)}</DialogDescription>
            </DialogHeader>
            <form onSubmit={onSubmit} className="grid gap-4" noValidate>
              <FormField
                id="moderation-note"
                label="Note for the audit log"
                required
                hint="Why you decided this. Other moderators read it; the author and the reporters do not."
                error={form.formState.errors.note?.message}
              >
                {(control) => (
                  <Textarea {...control} className="min-h-24" maxLength={MODERATION_NOTE_MAX} autoFocus {...form.register("note")} />
                )}
              </FormField>
              <FormDialogFooter
                submitLabel={destructive ? `${MODERATION_ACTION_LABELS[action]} now` : MODERATION_ACTION_LABELS[action]}
                pendingLabel="Saving..."
                pending={act.isPending}
                onCancel={close}
              />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
