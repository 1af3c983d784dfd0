/**
 * A month's statement lines as CSV (RFC 4180: comma separated, CRLF line ends,
 * fields with a comma, a quote or a line break quoted, quotes doubled), with a
 * header row. Amounts are dollars with two decimals ("-4.00" for money taken back).
 *
 * Spreadsheet formula injection: a text cell (the fan's name is the only text a
 * user chooses) starting with = + - @, a tab or a carriage return is prefixed with
 * an apostrophe so spreadsheets show it as text. The amounts are numbers this code
 * formats itself ("-4.00" must stay a number), so they are left as they are.
 */
import { centsToDecimal } from "@shared/money";
import { displayNameOf } from "@shared/people";
import type { StatementLine } from "../ledger/queries";

const HEADER = ["date", "type", "fan", "gross", "fee", "net"];

const KIND_LABELS: Record<string, string> = {
  charge: "Subscription payment",
  refund: "Refund",
  dispute: "Dispute",
  dispute_won: "Dispute won",
  payout: "Payout",
};

/** A text cell that cannot start a formula. */
function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function row(cells: string[]): string {
  return `${cells.map(field).join(",")}\r\n`;
}

export function statementCsv(lines: StatementLine[]): string {
  return (
    row(HEADER) +
    lines
      .map((line) =>
        row([
          line.occurredAt.toISOString().slice(0, 10),
          KIND_LABELS[line.kind] ?? line.kind,
          line.fan ? text(displayNameOf(line.fan, { withEmail: false })) : "",
          centsToDecimal(line.grossCents),
          centsToDecimal(line.feeCents),
          centsToDecimal(line.netCents),
        ]),
      )
      .join("")
  );
}

/** The attachment's file name: "pawfans-statement-2026-11.csv". */
export function statementFileName(month: string): string {
  return `pawfans-statement-${month}.csv`;
}
