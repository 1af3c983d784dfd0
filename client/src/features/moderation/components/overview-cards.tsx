import type { ReactNode } from "react";
import { AlarmClock, Hourglass, ShieldAlert, Inbox } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ModerationOverviewView } from "@shared/api-types";
import { REVIEW_DUE_HOURS } from "@shared/moderation";
import { pluralize } from "@shared/plural";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import { cn } from "@/lib/utils";
import { formatDuration } from "../due";

/** The figures above the queue: open cases by priority, cases past due, median time to resolution. */
export function OverviewCards({ overview }: { overview: UseQueryResult<ModerationOverviewView> }) {
  if (overview.isError) return <LoadError title="The figures could not be loaded" onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const median = data?.medianResolutionSeconds;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        icon={<ShieldAlert />}
        label="Urgent open"
        value={data?.open.urgent}
        note={`Cruelty and neglect: due in ${REVIEW_DUE_HOURS.urgent} h`}
        tone={data && data.open.urgent > 0 ? "warning" : undefined}
      />
      <Figure icon={<Inbox />} label="Other open" value={data?.open.normal} note={`Due in ${REVIEW_DUE_HOURS.normal} h`} />
      <Figure
        icon={<AlarmClock />}
        label="Past due"
        value={data?.pastDue}
        note="Open cases past their due time"
        tone={data && data.pastDue > 0 ? "danger" : undefined}
      />
      <Figure
        icon={<Hourglass />}
        label="Median time to resolve"
        value={data ? (median === null || median === undefined ? "—" : formatDuration(median * 1000)) : undefined}
        note={data ? `${pluralize(data.resolvedCount, "case")} resolved in the last ${data.periodDays} days` : undefined}
      />
    </div>
  );
}

function Figure({
  icon,
  label,
  value,
  note,
  tone,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode | undefined;
  note?: string;
  tone?: "warning" | "danger";
}) {
  return (
    <Card className={cn("p-4 sm:p-5", tone === "danger" && "border-destructive/50", tone === "warning" && "border-amber-500/50")}>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span
          className={cn(
            "flex size-8 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground [&_svg]:size-4",
            tone === "danger" && "bg-destructive/15 text-destructive",
            tone === "warning" && "bg-amber-500/15 text-amber-700 dark:text-amber-300",
          )}
          aria-hidden
        >
          {icon}
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-2 h-8 w-16" />
      ) : (
        <p className="mt-1 text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">{value}</p>
      )}
      {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
    </Card>
  );
}
