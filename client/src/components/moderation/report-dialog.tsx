import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  REASONS_REQUIRING_DETAILS,
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TARGET_LABELS,
  REVIEW_DUE_HOURS,
  reportInputSchema,
  type ReportInput,
  type ReportTargetType,
} from "@shared/moderation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/form-field";
import { toast } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";
import { useReportContent } from "./report-content";

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A line under the reasons whose label alone may not say enough. */
const REASON_HINTS: Partial<Record<(typeof REPORT_REASONS)[number], string>> = {
  animal_cruelty: "An animal is being hurt or abused",
  animal_neglect: "An animal lacks food, water, shelter or care",
  illegal_animal_sale: "A protected or wild animal offered for sale",
  dangerous_advice: "Advice that could harm a pet",
};

/**
 * 'Report' for a creator profile, post, thread, comment or Paw Bazar item: a
 * reason from the shared list (radio buttons), and what the reporter saw,
 * required for cruelty and illegal sales (the server applies the same schema).
 * Its own chunk: it loads the first time someone opens it.
 */
export default function ReportDialog({ targetType, targetId, open, onOpenChange }: ReportDialogProps) {
  const report = useReportContent();
  const form = useForm<ReportInput>({
    resolver: zodResolver(reportInputSchema),
    defaultValues: { targetType, targetId, details: "" },
  });
  const { errors } = form.formState;
  const reason = form.watch("reason");
  const detailsRequired = Boolean(reason && REASONS_REQUIRING_DETAILS.includes(reason));
  const noun = REPORT_TARGET_LABELS[targetType].toLowerCase();

  const close = () => {
    onOpenChange(false);
    form.reset();
  };

  const onSubmit = form.handleSubmit((input) =>
    report.mutate(input, {
      onSuccess: ({ repeated }) => {
        toast(
          repeated
            ? { title: "You already reported this", description: "Our team will review your report." }
            : {
                title: "Thanks — our team will review this report",
                description: `We review reports within ${REVIEW_DUE_HOURS.normal} hours, cruelty and neglect within ${REVIEW_DUE_HOURS.urgent}.`,
              },
        );
        close();
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Report this {noun}</DialogTitle>
          <DialogDescription>Tell our moderators what is wrong. Reports are private: the author is not told who reported them.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-5" noValidate>
          <fieldset aria-describedby={errors.reason ? "report-reason-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">
              Why are you reporting it?
              <span className="text-destructive" aria-hidden>
                {" *"}
              </span>
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className={cn(
                    "flex cursor-pointer items-start gap-2.5 rounded-xl border px-3 py-2 transition-colors hover:bg-muted/60",
                    "has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  )}
                >
                  <input
                    type="radio"
                    value={value}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    {...form.register("reason")}
                  />
                  <span className="grid gap-0.5">
                    <span className="text-sm font-medium leading-tight">{REPORT_REASON_LABELS[value]}</span>
                    {REASON_HINTS[value] && <span className="text-xs text-muted-foreground">{REASON_HINTS[value]}</span>}
                  </span>
                </label>
              ))}
            </div>
            {errors.reason && (
              <p id="report-reason-error" role="alert" className="mt-2 text-sm font-medium text-destructive">
                {errors.reason.message}
              </p>
            )}
          </fieldset>
          <FormField
            id="report-details"
            label="What did you see?"
            required={detailsRequired}
            optional={!detailsRequired}
            hint={detailsRequired ? "Required for this reason: what happened, and where in the content." : "Anything that helps our moderators."}
            error={errors.details?.message}
          >
            {(control) => (
              <Textarea {...control} className="min-h-24" maxLength={REPORT_DETAILS_MAX} {...form.register("details")} />
            )}
          </FormField>
          <FormDialogFooter submitLabel="Send report" pendingLabel="Sending..." pending={report.isPending} onCancel={close} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
