import type { ReactNode } from "react";
import { Link } from "wouter";
import { CalendarClock, FileText, Repeat, Wallet } from "lucide-react";
import type { MoneyFiguresView } from "@shared/api-types";
import { CREATOR_SHARE_PERCENT, PLATFORM_FEE_PERCENT } from "@shared/constants/money";
import { BALANCE_PENDING_DAYS, formatCents } from "@shared/money";
import { nounFor } from "@shared/plural";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import { paths } from "@/lib/paths";
import { useCreatorEarnings } from "../api/earnings";
import { EarningsChart } from "./earnings-chart";
import { PayoutsCard } from "./payouts-card";

/**
 * The dashboard's money, from the ledger: this month, last month and lifetime
 * (net, with gross and the platform's fee), monthly recurring revenue, the
 * balance (pending, then available), payouts and the last 12 months' chart.
 */
export function EarningsOverview({ creatorProfileId }: { creatorProfileId: string }) {
  const { data: earnings, isError, refetch } = useCreatorEarnings(creatorProfileId);

  return (
    <section aria-labelledby="earnings-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="earnings-heading" className="text-xl font-bold">
            Earnings
          </h2>
          <p className="text-sm text-muted-foreground">
            You keep {CREATOR_SHARE_PERCENT}% of every payment; the platform's fee is {PLATFORM_FEE_PERCENT}%.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href={paths.creatorStatements}>
            <FileText aria-hidden />
            Statements
          </Link>
        </Button>
      </div>

      {isError ? (
        <LoadError title="Your earnings could not be loaded" onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-3 sm:gap-4" role="group" aria-label="Net earnings">
            <MoneyCard label="This month" figures={earnings?.thisMonth} />
            <MoneyCard label="Last month" figures={earnings?.lastMonth} />
            <MoneyCard label="Lifetime" figures={earnings?.lifetime} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            <FigureCard
              icon={<Repeat aria-hidden />}
              label="Monthly recurring revenue"
              value={earnings && formatCents(earnings.monthlyRecurringRevenueCents)}
              note={earnings && `From ${earnings.activeFans} active ${nounFor(earnings.activeFans, "fan")}, before the fee`}
            />
            <FigureCard
              icon={<Wallet aria-hidden />}
              label="Balance"
              value={earnings && formatCents(earnings.balance.availableCents)}
              valueNote="available"
              note={
                earnings &&
                `${formatCents(earnings.balance.pendingCents)} pending: each payment is held for ${BALANCE_PENDING_DAYS} days`
              }
            />
            <div className="sm:col-span-2 lg:col-span-1">
              <PayoutsCard creatorProfileId={creatorProfileId} />
            </div>
          </div>
          {earnings ? <EarningsChart months={earnings.months} /> : <Skeleton className="h-96" />}
        </>
      )}
    </section>
  );
}

/** Net in large print, gross and fee under it. */
function MoneyCard({ label, figures }: { label: string; figures: MoneyFiguresView | undefined }) {
  return (
    <FigureCard
      icon={<CalendarClock aria-hidden />}
      label={label}
      value={figures && formatCents(figures.netCents)}
      valueNote="net"
      note={figures && `${formatCents(figures.grossCents)} gross · ${formatCents(figures.feeCents)} fee (${PLATFORM_FEE_PERCENT}%)`}
    />
  );
}

interface FigureCardProps {
  icon: ReactNode;
  label: string;
  /** undefined while loading. */
  value: string | undefined;
  /** A word after the value ("net", "available"). */
  valueNote?: string;
  note?: string;
}

function FigureCard({ icon, label, value, valueNote, note }: FigureCardProps) {
  return (
    <Card className="h-full p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground sm:size-10 [&_svg]:size-5">
          {icon}
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-2 h-9 w-28" />
      ) : (
        <p className="mt-1 flex items-baseline gap-1.5">
          <span className="text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">{value}</span>
          {valueNote && <span className="text-sm text-muted-foreground">{valueNote}</span>}
        </p>
      )}
      {note && <p className="mt-2 text-xs text-muted-foreground">{note}</p>}
    </Card>
  );
}
