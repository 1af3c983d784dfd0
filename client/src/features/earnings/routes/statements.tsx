import { Download, FileText, Landmark } from "lucide-react";
import type { CreatorProfileView, PayoutView, StatementView } from "@shared/api-types";
import { formatCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { BackToDashboard } from "@/components/back-to-dashboard";
import { Container } from "@/components/container";
import { EmptyState } from "@/components/empty-state";
import { CreatorGate } from "@/components/gates/creator-gate";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { LoadingState } from "@/components/loading-state";
import { PageHeader } from "@/components/page-header";
import { usePageTitle } from "@/hooks/use-page-title";
import { formatDay } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { statementCsvUrl, useCreatorStatements } from "../api/earnings";
import { useCreatorPayouts } from "../api/payouts";
import { SalesCard } from "../components/sales-card";
import { formatMonth } from "../months";

/** /creator-dashboard/statements: the creator's monthly statements (each as CSV, Paw Bazar sales included), their Paw Bazar sales, and the payouts to their bank. */
export default function StatementsPage() {
  usePageTitle("Statements");
  return (
    <CreatorGate returnTo={paths.creatorStatements} signInText="Sign in to see your PawPal statements.">
      {(profile) => <Statements profile={profile} />}
    </CreatorGate>
  );
}

function Statements({ profile }: { profile: CreatorProfileView }) {
  return (
    <Container className="max-w-5xl space-y-8 py-8 sm:py-12">
      <div className="space-y-3">
        <BackToDashboard />
        <PageHeader title="Statements" description={`${profile.petName}'s earnings month by month, and the payouts to your bank.`} />
      </div>
      <MonthlyStatements creatorProfileId={profile.id} />
      <SalesCard creatorProfileId={profile.id} />
      <Payouts creatorProfileId={profile.id} />
    </Container>
  );
}

const COLUMNS: { key: keyof StatementView; label: string }[] = [
  { key: "grossCents", label: "Gross" },
  { key: "refundsCents", label: "Refunds" },
  { key: "feeCents", label: "Fee (20%)" },
  { key: "netCents", label: "Net" },
  { key: "payoutsCents", label: "Payouts" },
  { key: "closingBalanceCents", label: "Closing balance" },
];

const amount = (statement: StatementView, key: keyof StatementView) => formatCents(statement[key] as number);

function MonthlyStatements({ creatorProfileId }: { creatorProfileId: string }) {
  const { data: statements, isLoading, isError, refetch } = useCreatorStatements(creatorProfileId);

  return (
    <section aria-labelledby="statements-heading" className="space-y-4">
      <h2 id="statements-heading" className="text-xl font-bold">
        Monthly statements
      </h2>
      {isLoading ? (
        <LoadingState label="Loading statements..." />
      ) : isError || !statements ? (
        <LoadError title="Statements could not be loaded" onRetry={() => void refetch()} />
      ) : statements.length === 0 ? (
        <EmptyState
          icon={<FileText />}
          title="No statements yet"
          description="Your first statement appears once a fan's payment comes in."
        />
      ) : (
        <>
          {/* Wide screens: one table. */}
          <Card className="hidden overflow-hidden p-0 md:block">
            <table className="w-full text-sm tabular-nums">
              <thead className="bg-muted/60 text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 text-left font-medium">
                    Month
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column.key} scope="col" className="px-3 py-3 text-right font-medium">
                      {column.label}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    <span className="sr-only">Download</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {statements.map((statement) => (
                  <tr key={statement.month} className="hover:bg-muted/40">
                    <th scope="row" className="px-4 py-3 text-left font-semibold">
                      {formatMonth(statement.month, "long")}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column.key} className={column.key === "netCents" ? "px-3 py-3 text-right font-semibold" : "px-3 py-3 text-right"}>
                        {amount(statement, column.key)}
                      </td>
                    ))}
                    <td className="px-4 py-3 text-right">
                      <CsvLink creatorProfileId={creatorProfileId} month={statement.month} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          {/* Phones: one card per month. */}
          <ul className="space-y-3 md:hidden" aria-label="Monthly statements">
            {statements.map((statement) => (
              <li key={statement.month}>
                <Card className="p-4">
                  <div className="flex items-center justify-between gap-3">
                    <h3 className="font-semibold">{formatMonth(statement.month, "long")}</h3>
                    <CsvLink creatorProfileId={creatorProfileId} month={statement.month} />
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm tabular-nums">
                    {COLUMNS.map((column) => (
                      <div key={column.key} className="flex justify-between gap-2">
                        <dt className="text-muted-foreground">{column.label}</dt>
                        <dd className={column.key === "netCents" ? "font-semibold" : undefined}>{amount(statement, column.key)}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CsvLink({ creatorProfileId, month }: { creatorProfileId: string; month: string }) {
  return (
    <a
      href={statementCsvUrl(creatorProfileId, month)}
      download
      aria-label={`Download the ${formatMonth(month, "long")} statement (CSV)`}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-primary hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Download className="size-4" aria-hidden />
      CSV
    </a>
  );
}

const PAYOUT_STATUS: Record<string, { label: string; variant: "success" | "secondary" | "destructive" | "outline" }> = {
  paid: { label: "Paid", variant: "success" },
  pending: { label: "Pending", variant: "secondary" },
  in_transit: { label: "In transit", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
  canceled: { label: "Canceled", variant: "outline" },
};

function Payouts({ creatorProfileId }: { creatorProfileId: string }) {
  const list = useCreatorPayouts(creatorProfileId);
  const { items, isLoading, isError } = list;

  return (
    <section aria-labelledby="payouts-heading">
      <Card>
        <CardHeader className="pb-4">
          <CardTitle id="payouts-heading" className="text-xl font-bold">
            Payouts
          </CardTitle>
          <CardDescription>Money sent from your available balance to your bank, newest first.</CardDescription>
        </CardHeader>
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">
          {isLoading ? (
            <LoadingState label="Loading payouts..." />
          ) : isError && items.length === 0 ? (
            <LoadError title="Payouts could not be loaded" onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              icon={<Landmark />}
              title="No payouts yet"
              description="Once payouts are set up, your available balance is sent to your bank every month."
              className="py-10"
            />
          ) : (
            <div className="space-y-4">
              <ul className="divide-y rounded-xl border" aria-label="Payouts">
                {items.map((payout) => (
                  <PayoutRow key={payout.id} payout={payout} />
                ))}
              </ul>
              {isError ? (
                <LoadError title="More payouts could not be loaded" onRetry={() => void list.fetchNextPage()} />
              ) : (
                <LoadMore
                  hasMore={list.hasNextPage}
                  loading={list.isFetchingNextPage}
                  onLoadMore={() => void list.fetchNextPage()}
                  label="Load more payouts"
                />
              )}
            </div>
          )}
        </div>
      </Card>
    </section>
  );
}

function PayoutRow({ payout }: { payout: PayoutView }) {
  const status = PAYOUT_STATUS[payout.status] ?? { label: payout.status, variant: "outline" as const };
  const arrival = payout.arrivalAt ? `${payout.status === "paid" ? "Arrived" : "Arrives"} ${formatDay(payout.arrivalAt)}` : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="min-w-0">
        <span className="block font-semibold">{formatDay(payout.createdAt)}</span>
        {arrival && <span className="block text-xs text-muted-foreground">{arrival}</span>}
      </span>
      <span className="flex items-center gap-3">
        <Badge variant={status.variant}>{status.label}</Badge>
        <span className="font-bold tabular-nums">{formatCents(payout.amountCents)}</span>
      </span>
    </li>
  );
}
