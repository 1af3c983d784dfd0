import { ShieldCheck } from "lucide-react";
import { CASE_STATUSES, type CaseStatus } from "@shared/moderation";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { StaffGate } from "@/components/gates/staff-gate";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { useOpenParam, useUrlParams } from "@/hooks/use-url-state";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { useModerationCases } from "../api/cases";
import { useModerationOverview } from "../api/overview";
import { CaseQueue } from "../components/case-queue";
import { CaseView } from "../components/case-view";
import { OverviewCards } from "../components/overview-cards";

const isCaseStatus = (value: string | null): value is CaseStatus => CASE_STATUSES.includes(value as CaseStatus);

/**
 * /admin/moderation (staff): the figures on top, the queue (?status=, escalated
 * first, then urgent, then soonest due) and the case opened from it (?case=<id>), side by
 * side on wide screens and one after the other on a phone.
 */
export default function ModerationPage() {
  usePageTitle("Moderation");
  const { user } = useAuth();
  const isStaff = Boolean(user?.isStaff);
  const [params, setParams] = useUrlParams();
  const statusParam = params.get("status");
  const status: CaseStatus = isCaseStatus(statusParam) ? statusParam : "open";
  const { openId, open, close } = useOpenParam("case");
  const overview = useModerationOverview(isStaff);
  const cases = useModerationCases(status, isStaff);

  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <PageHeader
        eyebrow="Staff"
        title="Moderation"
        description="Reports of PawPals, posts, threads, comments and Paw Bazar items. Cruelty and neglect first."
      />
      <StaffGate returnTo={paths.adminModeration} deniedText="The moderation queue is only available to PawFans moderators.">
        <div className="space-y-8">
          <OverviewCards overview={overview} />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
            <div className={cn(openId && "hidden lg:block")}>
              <CaseQueue
                status={status}
                onStatusChange={(next) => setParams({ status: next === "open" ? undefined : next, case: undefined })}
                cases={cases}
                selectedId={openId}
                onSelect={open}
              />
            </div>
            <div className={cn(!openId && "hidden lg:block")}>
              {openId ? (
                <CaseView caseId={openId} onBack={close} />
              ) : (
                <EmptyState icon={<ShieldCheck />} title="Choose a case" description="Its content, reports and audit log show here." />
              )}
            </div>
          </div>
        </div>
      </StaffGate>
    </Container>
  );
}
