import type { EarningsMonthView } from "@shared/api-types";
import { formatCents } from "@shared/money";
import { Card } from "@/components/ui/card";
import { formatCentsShort } from "@/lib/format";
import { cn } from "@/lib/utils";
import { barPercent, niceScale } from "../chart";
import { formatMonth } from "../months";

/**
 * The last 12 months as two bar charts drawn with CSS (no chart library): gross
 * next to net earnings, and new fans above churned fans. The bars are a picture
 * for sighted people (each with a tooltip); the same figures are a table under
 * "Show the figures as a table", which is what screen readers read.
 */
export function EarningsChart({ months }: { months: EarningsMonthView[] }) {
  const money = niceScale(Math.max(0, ...months.map((m) => m.grossCents)), { minStep: 100 });
  const fans = niceScale(Math.max(0, ...months.flatMap((m) => [m.newFans, m.churnedFans])), { whole: true, tickCount: 2 });
  const first = months[0]?.month;
  const last = months[months.length - 1]?.month;

  return (
    <Card className="p-4 sm:p-6">
      <figure aria-labelledby="earnings-chart-title" className="space-y-6">
        <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id="earnings-chart-title" className="text-lg font-semibold">
            Last 12 months
          </h3>
          {first && last && (
            <p className="text-sm text-muted-foreground">
              {formatMonth(first)} – {formatMonth(last)}
            </p>
          )}
        </figcaption>

        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold">Earnings</p>
            <Legend items={[{ label: "Gross", swatch: GROSS }, { label: "Your net (80%)", swatch: NET }]} />
          </div>
          <div className="flex gap-2" aria-hidden>
            <Axis ticks={money.ticks} format={formatCentsShort} className="h-44 sm:h-52" />
            <div className="relative min-w-0 flex-1">
              <Gridlines count={money.ticks.length} />
              <div className="relative flex h-44 items-end sm:h-52">
                {months.map((m) => (
                  <div key={m.month} className="flex h-full flex-1 items-end justify-center gap-px sm:gap-1">
                    <Bar
                      percent={barPercent(m.grossCents, money.max)}
                      className={GROSS}
                      title={`${formatMonth(m.month)}: ${formatCents(m.grossCents)} gross`}
                    />
                    <Bar
                      percent={barPercent(m.netCents, money.max)}
                      className={NET}
                      title={`${formatMonth(m.month)}: ${formatCents(m.netCents)} net`}
                    />
                  </div>
                ))}
              </div>
              <MonthLabels months={months} />
            </div>
          </div>
        </div>

        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold">Fans</p>
            <Legend items={[{ label: "New", swatch: NEW_FANS }, { label: "Churned", swatch: CHURNED }]} />
          </div>
          <div className="flex gap-2" aria-hidden>
            <div className="shrink-0">
              <Axis ticks={fans.ticks} format={String} className="h-14" />
              <Axis ticks={fans.ticks} format={String} className="h-14" downward />
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex h-14 items-end border-b border-border">
                {months.map((m) => (
                  <div key={m.month} className="flex h-full flex-1 items-end justify-center">
                    <Bar percent={barPercent(m.newFans, fans.max)} className={NEW_FANS} title={`${formatMonth(m.month)}: ${m.newFans} new`} wide />
                  </div>
                ))}
              </div>
              <div className="flex h-14 items-start">
                {months.map((m) => (
                  <div key={m.month} className="flex h-full flex-1 items-start justify-center">
                    <Bar
                      percent={barPercent(m.churnedFans, fans.max)}
                      className={CHURNED}
                      title={`${formatMonth(m.month)}: ${m.churnedFans} churned`}
                      wide
                      down
                    />
                  </div>
                ))}
              </div>
              <MonthLabels months={months} />
            </div>
          </div>
        </div>

        <details className="group rounded-xl border bg-muted/40 text-sm">
          <summary className="cursor-pointer rounded-xl px-4 py-2.5 font-medium select-none hover:bg-muted">
            Show the figures as a table
          </summary>
          <div className="overflow-x-auto px-2 pb-2">
            <table className="w-full text-right tabular-nums">
              <caption className="sr-only">Gross and net earnings, new and churned fans, by month</caption>
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-2 py-2 text-left font-medium">
                    Month
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Gross
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Net
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    New fans
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Churned
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {[...months].reverse().map((m) => (
                  <tr key={m.month}>
                    <th scope="row" className="px-2 py-1.5 text-left font-medium">
                      {formatMonth(m.month)}
                    </th>
                    <td className="px-2 py-1.5">{formatCents(m.grossCents)}</td>
                    <td className="px-2 py-1.5">{formatCents(m.netCents)}</td>
                    <td className="px-2 py-1.5">{m.newFans}</td>
                    <td className="px-2 py-1.5">{m.churnedFans}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </Card>
  );
}

const GROSS = "bg-primary/30 dark:bg-primary/50";
const NET = "bg-primary";
const NEW_FANS = "bg-success";
const CHURNED = "bg-destructive/80";

function Legend({ items }: { items: { label: string; swatch: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span className={cn("size-2.5 rounded-sm", item.swatch)} aria-hidden />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The values along the left edge: the largest at the top, or (`downward`, for bars
 * hanging below a baseline) the largest at the bottom with the baseline's 0 left out.
 */
function Axis({
  ticks,
  format,
  className,
  downward = false,
}: {
  ticks: number[];
  format: (n: number) => string;
  className?: string;
  downward?: boolean;
}) {
  const shown = downward ? ticks : [...ticks].reverse();
  return (
    <div className={cn("flex w-9 shrink-0 flex-col justify-between text-right text-[10px] leading-none text-muted-foreground sm:w-11 sm:text-xs", className)}>
      {shown.map((tick) => (
        <span key={tick} className={cn("-my-1", downward && tick === 0 && "invisible")}>
          {format(tick)}
        </span>
      ))}
    </div>
  );
}

/** Horizontal lines at each tick, behind the bars. */
function Gridlines({ count }: { count: number }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 flex h-44 flex-col justify-between sm:h-52">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={cn("border-t", i === count - 1 ? "border-border" : "border-dashed border-border/70")} />
      ))}
    </div>
  );
}

function Bar({
  percent,
  className,
  title,
  wide = false,
  down = false,
}: {
  percent: number;
  className: string;
  title: string;
  wide?: boolean;
  down?: boolean;
}) {
  return (
    <span
      title={title}
      className={cn(
        "block transition-[height] duration-500",
        wide ? "w-1/2 max-w-6" : "w-[38%] max-w-4",
        down ? "rounded-b-sm" : "rounded-t-sm",
        className,
      )}
      style={{ height: `${percent}%` }}
    />
  );
}

function MonthLabels({ months }: { months: EarningsMonthView[] }) {
  return (
    <div className="mt-1.5 flex text-center text-[10px] text-muted-foreground sm:text-xs">
      {months.map((m, i) => (
        // On a phone every other month is named (always the latest), so the names never crowd.
        <span key={m.month} className={cn("flex-1 truncate", (months.length - 1 - i) % 2 === 1 && months.length > 6 && "max-sm:invisible")}>
          {formatMonth(m.month, "short")}
        </span>
      ))}
    </div>
  );
}
