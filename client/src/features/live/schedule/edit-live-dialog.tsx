import { useMemo } from "react";
import type { LiveSessionView } from "@shared/live";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { useEditLive } from "../api/edit-live";
import { LiveScheduleForm, type AudienceSlot } from "./live-schedule-form";
import { editFormSchema, liveChangesOf, scheduleFormValuesOf } from "./schedule-form-values";
import { SCHEDULE_TEXTS as T } from "./texts";

interface EditLiveDialogProps {
  live: LiveSessionView | null;
  petName: string;
  renderAudience: AudienceSlot;
  onClose: () => void;
}

/** Edits a scheduled live in place; the form starts from the live as saved and sends only what changed. */
export function EditLiveDialog({ live, petName, renderAudience, onClose }: EditLiveDialogProps) {
  const edit = useEditLive();
  return (
    <Dialog open={live !== null} onOpenChange={(open) => !open && !edit.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.editTitle}</DialogTitle>
          <DialogDescription>{T.editDescription}</DialogDescription>
        </DialogHeader>
        {live && (
          <EditForm
            key={live.id}
            live={live}
            petName={petName}
            renderAudience={renderAudience}
            pending={edit.isPending}
            onCancel={onClose}
            onSubmit={(changes) =>
              edit.mutate(
                { liveSessionId: live.id, changes },
                {
                  onSuccess: () => {
                    toast({ title: T.saved });
                    onClose();
                  },
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditForm(props: {
  live: LiveSessionView;
  petName: string;
  renderAudience: AudienceSlot;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (changes: ReturnType<typeof liveChangesOf>) => void;
}) {
  const { live, petName, renderAudience, pending, onCancel, onSubmit } = props;
  const schema = useMemo(() => editFormSchema(live), [live]);
  const defaultValues = useMemo(() => scheduleFormValuesOf(live), [live]);
  return (
    <LiveScheduleForm
      creatorProfileId={live.creatorProfileId}
      petName={petName}
      defaultValues={defaultValues}
      schema={schema}
      renderAudience={renderAudience}
      submitLabel={T.save}
      pendingLabel={T.saving}
      pending={pending}
      onCancel={onCancel}
      onSubmit={(values) => {
        const changes = liveChangesOf(values, live);
        if (Object.keys(changes).length === 0) onCancel();
        else onSubmit(changes);
      }}
    />
  );
}
