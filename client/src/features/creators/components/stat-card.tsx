import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

interface StatCardProps {
  icon: ReactNode;
  label: string;
  /** undefined while loading. */
  value: ReactNode | undefined;
  note?: ReactNode;
  className?: string;
}

/** One figure of the dashboard. */
export function StatCard({ icon, label, value, note, className }: StatCardProps) {
  return (
    <Card className={cn("relative overflow-hidden p-4 sm:p-6", className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className="flex size-9 shrink-0 items-center sm:size-10 justify-center rounded-xl bg-secondary text-secondary-foreground [&_svg]:size-5">
          {icon}
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-2 h-9 w-24" />
      ) : (
        <p className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">{value}</p>
      )}
      {note && <p className="mt-2 text-xs text-muted-foreground">{note}</p>}
    </Card>
  );
}
