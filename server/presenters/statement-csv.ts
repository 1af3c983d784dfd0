/**
 * A month's statement lines as CSV (RFC 4180: comma separated, CRLF line ends,
 * fields with a comma, a quote or a line break quoted, quotes doubled), with a
 * header row. Amounts are dollars with two decimals ("-4.00" for money taken back).
 * Subscriptions' lines and Paw Bazar sales' lines share the columns: a sale's
 * gross is the buyer's total, its fee the commission, its net the seller's share.
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
  order_completion: "Marketplace sale",
};

/** The type cell: a sale names its listing ("Marketplace sale: Cat tree"); the label comes first, so no cell starts a formula. */
const typeOf = (line: StatementLine) => {
  const label = KIND_LABELS[line.kind] ?? line.kind;
  return line.itemTitle ? `${label}: ${line.itemTitle}` : label;
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

/** The lines in time order, subscriptions' and sales' together. */
export function statementCsv(lines: StatementLine[]): string {
  const ordered = lines.toSorted((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.transferId.localeCompare(b.transferId));
  return (
    row(HEADER) +
    ordered
      .map((line) =>
        row([
          line.occurredAt.toISOString().slice(0, 10),
          typeOf(line),
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
