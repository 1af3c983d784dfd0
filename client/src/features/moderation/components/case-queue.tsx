import { ShieldCheck } from "lucide-react";
import type { ModerationCaseSummaryView } from "@shared/api-types";
import { pluralize } from "@shared/plural";
import { CASE_STATUSES, REPORT_REASON_LABELS, REPORT_TARGET_LABELS, type CaseStatus } from "@shared/moderation";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import type { usePagedList } from "@/hooks/use-paged-list";
import { relativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { dueLabel, dueSoon } from "../due";

const STATUS_LABELS: Record<CaseStatus, string> = { open: "Open", actioned: "Actioned", dismissed: "Dismissed" };

interface CaseQueueProps {
  status: CaseStatus;
  onStatusChange: (status: CaseStatus) => void;
  cases: ReturnType<typeof usePagedList<ModerationCaseSummaryView>>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The queue: one status's cases, escalated first, then urgent, then the soonest due; each row opens its case. */
export function CaseQueue({ status, onStatusChange, cases, selectedId, onSelect }: CaseQueueProps) {
  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="queue-heading" className="text-lg font-bold">
          Queue
        </h2>
        <Tabs value={status} onValueChange={(value) => onStatusChange(value as CaseStatus)}>
          <TabsList aria-label="Case status">
            {CASE_STATUSES.map((value) => (
              <TabsTrigger key={value} value={value}>
                {STATUS_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      </div>
      <QueueBody status={status} cases={cases} selectedId={selectedId} onSelect={onSelect} />
    </section>
  );
}

function QueueBody({ status, cases, selectedId, onSelect }: Omit<CaseQueueProps, "onStatusChange">) {
  if (cases.isLoading) return <LoadingState label="Loading cases..." />;
  if (cases.isError && cases.items.length === 0) {
    return <LoadError title="The queue could not be loaded" onRetry={() => void cases.refetch()} />;
  }
  if (cases.items.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck />}
        title={status === "open" ? "No open cases" : `No ${STATUS_LABELS[status].toLowerCase()} cases`}
        description={status === "open" ? "Every report has been reviewed. New reports appear here." : undefined}
      />
    );
  }
  return (
    <div className="space-y-4">
      {/* Switching tabs shows the last tab's cases until this one's arrive: dimmed and marked busy meanwhile. */}
      <ol
        className={cn("space-y-2 transition-opacity", cases.isPlaceholderData && "opacity-60")}
        aria-label={`${STATUS_LABELS[status]} cases`}
        aria-busy={cases.isPlaceholderData || undefined}
      >
        {cases.items.map((kase) => (
          <li key={kase.id}>
            <CaseRow kase={kase} selected={kase.id === selectedId} onSelect={() => onSelect(kase.id)} />
          </li>
        ))}
      </ol>
      <LoadMore
        hasMore={cases.hasNextPage}
        loading={cases.isFetchingNextPage}
        onLoadMore={() => void cases.fetchNextPage()}
        label="Load more cases"
      />
    </div>
  );
}

function CaseRow({ kase, selected, onSelect }: { kase: ModerationCaseSummaryView; selected: boolean; onSelect: () => void }) {
  const due = dueLabel(kase.dueAt);
  const target = kase.target;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? "true" : undefined}
      className={cn(
        "w-full rounded-xl border bg-card p-4 text-left shadow-soft transition-colors hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        selected && "border-primary ring-1 ring-primary",
        kase.urgent && kase.status === "open" && "border-l-4 border-l-destructive",
      )}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        {kase.escalated && <Badge variant="destructive">Escalated</Badge>}
        {kase.urgent && <Badge variant="destructive">Urgent</Badge>}
        <Badge variant="outline">{REPORT_TARGET_LABELS[kase.targetType]}</Badge>
        {!target && <Badge variant="secondary">Removed</Badge>}
        {target?.hiddenAt && <Badge variant="secondary">Hidden</Badge>}
        <span className="ml-auto text-xs font-medium tabular-nums">
          {kase.status === "open" ? (
            <span className={cn(due.overdue ? "text-destructive" : dueSoon(kase.dueAt) ? "text-amber-700 dark:text-amber-300" : "text-muted-foreground")}>
              {due.text}
            </span>
          ) : (
            <span className="text-muted-foreground">Resolved {kase.resolvedAt ? relativeTime(kase.resolvedAt) : ""}</span>
          )}
        </span>
      </div>
      <p className="mt-2 truncate font-semibold">{target ? target.title : "Content removed"}</p>
      {target?.text && <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{target.text}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
        <span className="font-medium">{pluralize(kase.reportCount, "report")}</span>
        {/* Reports that came after the decision and did not reopen the case. */}
        {kase.status !== "open" && kase.unansweredReportCount > 0 && (
          <Badge variant="secondary">{pluralize(kase.unansweredReportCount, "new report")}</Badge>
        )}
        <span aria-hidden className="text-muted-foreground">
          ·
        </span>
        {kase.reasons.map((reason) => (
          <span key={reason} className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">
            {REPORT_REASON_LABELS[reason]}
          </span>
        ))}
      </div>
    </button>
  );
}
