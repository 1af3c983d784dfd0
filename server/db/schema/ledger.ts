/** The money ledger: double entry, append only, integer cents (server/ledger/). */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns";
import { users } from "./accounts";
import { creatorProfiles } from "./creators";
import { invoices } from "./payments";

/**
 * The money ledger, double entry and append only (the database refuses updates and
 * deletes, and a transfer whose entries do not sum to zero cannot commit). A
 * transfer is one business event (a paid invoice, a refund, a dispute, a payout);
 * its reference makes it happen once however often the event is delivered.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: id(),
    /** charge, refund, dispute, dispute_won, payout, order_payment, order_completion or order_refund. */
    kind: text("kind").notNull(),
    /** The provider object it records (invoice, refund, dispute or payout id). */
    reference: text("reference").notNull(),
    creatorProfileId: uuid("creator_profile_id").references(() => creatorProfiles.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "restrict" }),
    /** The Paw Bazar seller a marketplace transfer pays (a person, creator or not: accounts are anonymised, never deleted). */
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "restrict" }),
    /** When the money moved (the provider's time), which statements group by. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_transfers_kind_reference_key").on(t.kind, t.reference),
    index("ledger_transfers_creator_occurred_idx").on(t.creatorProfileId, t.occurredAt),
    index("ledger_transfers_seller_occurred_idx")
      .on(t.sellerId, t.occurredAt)
      .where(sql`${t.sellerId} is not null`),
    // What was already reversed of an invoice, read by every refund and dispute.
    index("ledger_transfers_invoice_idx")
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    transferId: uuid("transfer_id")
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: "restrict" }),
    /** One of LEDGER_ACCOUNTS (shared/money.ts). */
    account: text("account").notNull(),
    /** The creator whose payable this is (creator accounts only). */
    creatorProfileId: uuid("creator_profile_id").references(() => creatorProfiles.id, { onDelete: "restrict" }),
    /** The seller whose payable this is (seller accounts only). */
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "restrict" }),
    /** Signed integer cents; a transfer's entries sum to zero. */
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_transfer_idx").on(t.transferId),
    index("ledger_entries_account_creator_idx").on(t.account, t.creatorProfileId),
    index("ledger_entries_account_seller_idx")
      .on(t.account, t.sellerId)
      .where(sql`${t.sellerId} is not null`),
  ],
);

export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
