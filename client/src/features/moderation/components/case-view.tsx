import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { ArrowLeft, ExternalLink, SearchX, ShieldBan, Trash2 } from "lucide-react";
import type { ModerationCaseView } from "@shared/api-types";
import { pluralize } from "@shared/plural";
import {
  AUDIT_ACTION_LABELS,
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  isStaffRole,
  type ModerationAction,
} from "@shared/moderation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { useMediaQuery } from "@/hooks/use-media-query";
import { errorStatus } from "@/lib/api";
import { formatMessageDate, relativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useModerationCase } from "../api/case";
import { dueLabel } from "../due";
import { ActionDialog } from "./action-dialog";
import { MessageEvidenceList } from "./message-evidence";

/** Where the page shows the case beside the queue (Tailwind's lg), as ../routes/moderation.tsx lays it out. */
const SIDE_BY_SIDE = "(min-width: 1024px)";

interface CaseViewProps {
  caseId: string;
  onBack: () => void;
}

/** One case: the content as it is now (even when hidden), its author, the actions, the reports and the audit log. */
export function CaseView({ caseId, onBack }: CaseViewProps) {
  const kase = useModerationCase(caseId);
  const sectionRef = useRef<HTMLElement>(null);
  const besideQueue = useMediaQuery(SIDE_BY_SIDE);
  // On a phone the case replaces the queue below the figures: start reading it at its top.
  useEffect(() => {
    if (besideQueue === false) sectionRef.current?.scrollIntoView({ block: "start" });
  }, [caseId, besideQueue]);
  return (
    <section ref={sectionRef} aria-label="Case" className="scroll-mt-20 space-y-4">
      <Button variant="ghost" className="-ml-3 text-muted-foreground hover:text-foreground lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden /> Back to the queue
      </Button>
      {kase.data ? (
        <CaseDetail kase={kase.data} />
      ) : errorStatus(kase.error) === 404 ? (
        <EmptyState icon={<SearchX />} title="Case not found" />
      ) : kase.isError ? (
        <LoadError title="This case could not be loaded" onRetry={() => void kase.refetch()} />
      ) : (
        <LoadingState label="Loading case..." />
      )}
    </section>
  );
}

/** Which actions make sense now; the server refuses the others with 409 anyway. */
function availability(kase: ModerationCaseView): Record<ModerationAction, boolean> {
  const target = kase.target;
  const author = kase.author;
  return {
    dismiss: true,
    // A message is not hidden, only removed (shared/moderation.ts).
    hide: Boolean(target) && !kase.evidence,
    restore: Boolean(target?.hiddenAt),
    remove: Boolean(target),
    warn: Boolean(author),
    suspend: Boolean(author && !author.suspended && !isStaffRole(author.role)),
  };
}

function CaseDetail({ kase }: { kase: ModerationCaseView }) {
  const [action, setAction] = useState<ModerationAction | null>(null);
  const target = kase.target;
  const noun = REPORT_TARGET_LABELS[kase.targetType];
  const due = dueLabel(kase.dueAt);
  const allowed = availability(kase);

  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-1.5">
          {kase.escalated && <Badge variant="destructive">Escalated</Badge>}
          {kase.urgent && <Badge variant="destructive">Urgent</Badge>}
          <Badge variant="outline">{noun}</Badge>
          <Badge variant={kase.status === "open" ? "default" : "secondary"} className="capitalize">
            {kase.status}
          </Badge>
          {target?.hiddenAt && <Badge variant="secondary">Hidden {relativeTime(target.hiddenAt)}</Badge>}
          {/* Reports that came after the decision and did not reopen the case. */}
          {kase.status !== "open" && kase.unansweredReportCount > 0 && (
            <Badge variant="secondary">{pluralize(kase.unansweredReportCount, "new report")}</Badge>
          )}
          <span className={cn("ml-auto text-xs font-medium", kase.status === "open" && due.overdue ? "text-destructive" : "text-muted-foreground")}>
            {kase.status === "open" ? due.text : `Resolved ${kase.resolvedAt ? relativeTime(kase.resolvedAt) : ""}`}
          </span>
        </div>
        {target ? (
          <div className="space-y-3">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-xl leading-tight font-bold break-words">{target.title}</h2>
              <Button asChild variant="outline" size="sm" className="shrink-0">
                <Link href={target.href}>
                  <ExternalLink aria-hidden /> Open
                </Link>
              </Button>
            </div>
            {target.media && !kase.evidence &&
              (target.media.kind === "image" ? (
                <img src={target.media.url} alt={`The reported ${noun.toLowerCase()}'s picture`} className="max-h-80 rounded-xl border object-contain" />
              ) : (
                <video src={target.media.url} controls preload="metadata" className="max-h-80 rounded-xl border" />
              ))}
            {kase.evidence ? (
              <MessageEvidenceList evidence={kase.evidence} />
            ) : (
              target.text && <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{target.text}</p>
            )}
          </div>
        ) : (
          <p className="flex items-center gap-2 rounded-xl bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
            <Trash2 className="size-4" aria-hidden /> This {noun.toLowerCase()} was removed.
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          By{" "}
          {kase.author ? (
            <>
              <span className="font-medium text-foreground">{kase.author.name}</span> @{kase.author.username}
              {kase.author.suspended && (
                <Badge variant="destructive" className="ml-2">
                  <ShieldBan aria-hidden /> Suspended
                </Badge>
              )}
            </>
          ) : (
            "a deleted account"
          )}
        </p>
        <div className="flex flex-wrap gap-2 border-t pt-4" role="group" aria-label="Actions">
          {MODERATION_ACTIONS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === "remove" || value === "suspend" ? "destructive" : value === "dismiss" ? "outline" : "secondary"}
              disabled={!allowed[value]}
              onClick={() => setAction(value)}
            >
              {MODERATION_ACTION_LABELS[value]}
            </Button>
          ))}
        </div>
      </Card>

      <Card className="p-5 sm:p-6">
        <h3 className="font-bold">Reports ({kase.reports.length})</h3>
        <ol className="mt-3 divide-y">
          {kase.reports.map((report) => (
            <li key={report.id} className="space-y-1 py-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
                {report.sinceOpened && kase.status === "open" && <Badge variant="secondary">New</Badge>}
                {!report.reporterInGoodStanding && (
                  <Badge variant="outline" title="A new or unverified account, or many dismissed reports: this report hides nothing by itself">
                    Not counted
                  </Badge>
                )}
                <span className="text-muted-foreground">
                  by {report.reporter.name} · <time dateTime={report.createdAt}>{relativeTime(report.createdAt)}</time>
                </span>
              </p>
              {report.details && <p className="text-sm break-words whitespace-pre-wrap text-foreground/90">{report.details}</p>}
            </li>
          ))}
        </ol>
      </Card>

      <Card className="p-5 sm:p-6">
        <h3 className="font-bold">Audit log</h3>
        {kase.actions.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No action yet.</p>
        ) : (
          <ol className="mt-3 divide-y">
            {kase.actions.map((entry) => (
              <li key={entry.id} className="space-y-1 py-3">
                <p className="text-sm">
                  <span className="font-semibold">{AUDIT_ACTION_LABELS[entry.action]}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    {entry.moderator ? `by ${entry.moderator.name}` : "automatically"} · <time dateTime={entry.createdAt}>{formatMessageDate(entry.createdAt)}</time>
                  </span>
                </p>
                <p className="text-sm break-words whitespace-pre-wrap text-foreground/90">{entry.note}</p>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <ActionDialog kase={kase} action={action} onClose={() => setAction(null)} />
    </div>
  );
}
