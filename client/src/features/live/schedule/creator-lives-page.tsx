import { useState } from "react";
import { Radio } from "lucide-react";
import type { CreatorProfileView } from "@shared/api-types";
import type { LiveSessionView } from "@shared/live";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BackToDashboard } from "@/components/back-to-dashboard";
import { Container } from "@/components/container";
import { PageHeader } from "@/components/page-header";
import { toast } from "@/hooks/use-toast";
import { useScheduleLive } from "../api/schedule-live";
import { CreatorLivesList } from "./creator-lives-list";
import { EditLiveDialog } from "./edit-live-dialog";
import { LiveScheduleForm, type AudienceSlot } from "./live-schedule-form";
import { newScheduleFormValues, scheduleFormSchema, scheduleInputOf } from "./schedule-form-values";
import { SCHEDULE_TEXTS as T } from "./texts";

interface CreatorLivesPageProps {
  profile: CreatorProfileView;
  /** The audience choice (the posts' own, given by app/routes/creator-lives.tsx). */
  renderAudience: AudienceSlot;
}

/** /creator-dashboard/live: schedule a live beside the creator's lives (live now, upcoming, past). */
export function CreatorLivesPage({ profile, renderAudience }: CreatorLivesPageProps) {
  const schedule = useScheduleLive();
  // A new form after each live scheduled: blank again, with a fresh default time.
  const [formKey, setFormKey] = useState(0);
  const [editing, setEditing] = useState<LiveSessionView | null>(null);

  return (
    <Container className="space-y-6 py-8 sm:py-12">
      <BackToDashboard />
      <PageHeader title={T.pageTitle} description={T.pageDescription(profile.petName)} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <Card className="rounded-3xl">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <span className="flex size-8 items-center justify-center rounded-xl bg-brand-gradient text-white">
                <Radio className="size-4" aria-hidden />
              </span>
              {T.formTitle}
            </CardTitle>
            <CardDescription>{T.formDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <LiveScheduleForm
              key={formKey}
              creatorProfileId={profile.id}
              petName={profile.petName}
              defaultValues={newScheduleFormValues()}
              schema={scheduleFormSchema}
              renderAudience={renderAudience}
              submitLabel={T.submit}
              pendingLabel={T.submitting}
              pending={schedule.isPending}
              onSubmit={(values) =>
                schedule.mutate(scheduleInputOf(values), {
                  onSuccess: () => {
                    toast({ title: T.scheduled, description: T.scheduledDescription });
                    setFormKey((key) => key + 1);
                  },
                })
              }
            />
          </CardContent>
        </Card>
        <Card className="rounded-3xl">
          <CardHeader>
            <CardTitle>{T.livesTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <CreatorLivesList creatorProfileId={profile.id} onEdit={setEditing} />
          </CardContent>
        </Card>
      </div>
      <EditLiveDialog live={editing} petName={profile.petName} renderAudience={renderAudience} onClose={() => setEditing(null)} />
    </Container>
  );
}
