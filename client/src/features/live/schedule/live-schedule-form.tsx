import { useId, useMemo, useState, type ReactNode } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarClock, Film, LoaderCircle } from "lucide-react";
import type { z } from "zod";
import type { PostAudience } from "@shared/post-audience";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/form-field";
import { MediaUpload } from "@/components/media-upload/media-upload";
import { timeZoneLabel, type ScheduleFormValues } from "./schedule-form-values";
import { SCHEDULE_TEXTS as T } from "./texts";

/** What the page gives the form to choose the audience with (the posts' audience choice, composed in app/). */
export interface AudienceSlotProps {
  id: string;
  creatorProfileId: string;
  audience: PostAudience;
  onAudienceChange: (audience: PostAudience) => void;
  disabled?: boolean;
  legend: string;
  describedBy: string;
  children: ReactNode;
}
export type AudienceSlot = (props: AudienceSlotProps) => ReactNode;

interface LiveScheduleFormProps {
  creatorProfileId: string;
  petName: string;
  defaultValues: ScheduleFormValues;
  /** The shared schema the values must pass (a new live's, or an edited one's). */
  schema: z.ZodType;
  renderAudience: AudienceSlot;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Called with the form's values once they pass the schema. */
  onSubmit: (values: ScheduleFormValues) => void;
  onCancel?: () => void;
}

/** A live's title, description, time (the creator's zone), audience, thumbnail and whether its replay is kept. */
export function LiveScheduleForm(props: LiveScheduleFormProps) {
  const { creatorProfileId, petName, defaultValues, schema, renderAudience, submitLabel, pendingLabel, pending, onSubmit, onCancel } = props;
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ScheduleFormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<ScheduleFormValues>,
    defaultValues,
  });
  const { errors } = form.formState;
  const zone = useMemo(() => timeZoneLabel(), []);
  const scheduledFor = form.watch("scheduledFor");
  // A blank date-time field fails the shared schema with an ISO 8601 message; the form asks in plain words.
  const timeError = errors.scheduledFor && (scheduledFor ? errors.scheduledFor.message : T.chooseTime);

  return (
    <form noValidate onSubmit={form.handleSubmit(() => onSubmit(form.getValues()))} className="space-y-6">
      <FormField id={`${id}-title`} label={T.title} required error={errors.title?.message}>
        {(control) => (
          <Input {...control} {...form.register("title")} maxLength={TEXT_LIMITS.threadTitle} placeholder={T.titlePlaceholder(petName)} />
        )}
      </FormField>

      <FormField id={`${id}-description`} label={T.description} optional error={errors.description?.message}>
        {(control) => (
          <Textarea {...control} {...form.register("description")} maxLength={TEXT_LIMITS.caption} rows={3} placeholder={T.descriptionPlaceholder} />
        )}
      </FormField>

      <FormField id={`${id}-when`} label={T.when} required hint={T.timeZoneHint(zone)} keepHint error={timeError}>
        {(control) => (
          <div className="relative sm:max-w-72">
            <CalendarClock className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input {...control} {...form.register("scheduledFor")} type="datetime-local" className="pl-9" />
          </div>
        )}
      </FormField>

      <Controller
        control={form.control}
        name="audience"
        render={({ field }) => (
          <>
            {renderAudience({
              id: `${id}-audience`,
              creatorProfileId,
              audience: field.value,
              onAudienceChange: field.onChange,
              disabled: pending,
              legend: T.audienceLegend,
              describedBy: `${id}-audience-note`,
              children: (
                <p id={`${id}-audience-note`} className="text-xs text-muted-foreground">
                  {T.audienceNote}
                </p>
              ),
            })}
          </>
        )}
      />

      <Controller
        control={form.control}
        name="thumbnailUrl"
        render={({ field }) => (
          <MediaUpload
            label={T.thumbnail}
            purpose="image"
            shape="cover"
            hint={T.thumbnailHint}
            value={field.value || null}
            onChange={(objectPath) => field.onChange(objectPath ?? "")}
            onUploadingChange={setUploading}
            disabled={pending}
          />
        )}
      />

      <Controller
        control={form.control}
        name="saveReplay"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-2xl border bg-muted/40 p-4">
            <div className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white">
                <Film className="size-4.5" aria-hidden />
              </span>
              <div>
                <label htmlFor={`${id}-replay`} className="text-sm font-semibold">
                  {T.saveReplay}
                </label>
                <p id={`${id}-replay-hint`} className="text-xs text-muted-foreground">
                  {T.saveReplayHint}
                </p>
              </div>
            </div>
            <Switch
              id={`${id}-replay`}
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={pending}
              aria-describedby={`${id}-replay-hint`}
            />
          </div>
        )}
      />

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={pending}>
            {T.cancel}
          </Button>
        )}
        <Button type="submit" variant="gradient" size="lg" disabled={pending || uploading} className="sm:min-w-44">
          {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <CalendarClock aria-hidden />}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
