/** Paid invoices as staff's payments page lists them, and one invoice with its subscription. */
import { and, eq } from "drizzle-orm";
import { creatorProfiles, invoices, subscriptions, users, type Invoice, type Subscription } from "../../db/schema";
import type { DbOrTx } from "../../db";
import { keyset, type PageQuery } from "../../http/paging";
import type { AdminPaymentRow } from "../../presenters/admin-payment";

export const PAID_INVOICE_STATUS = "paid";

/** Paid invoices, newest first, keyset paged on (created_at, id). */
export function listPaidInvoices(db: DbOrTx, page: PageQuery): Promise<AdminPaymentRow[]> {
  const { where, orderBy } = keyset(invoices, "invoices", page.before);
  return db
    .select({
      invoice: invoices,
      subscription: { id: subscriptions.id, status: subscriptions.status },
      fan: {
        id: users.id,
        displayName: users.displayName,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
      },
      creator: { id: creatorProfiles.id, petName: creatorProfiles.petName },
    })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.subscriberId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, subscriptions.creatorProfileId))
    .where(and(eq(invoices.status, PAID_INVOICE_STATUS), where))
    .orderBy(...orderBy)
    .limit(page.limit);
}

export async function findInvoiceWithSubscription(
  db: DbOrTx,
  invoiceId: string,
): Promise<{ invoice: Invoice; subscription: Subscription } | undefined> {
  const [found] = await db
    .select({ invoice: invoices, subscription: subscriptions })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.id, invoiceId));
  return found;
}
