/**
 * A Paw Bazar order's step by email (called by server/orders/notify.ts in the
 * transaction of the move): to each party told of it in the app, and to the
 * buyer on payment too (their order confirmation). Once per order, step and party.
 */
import type { Order } from "../db/schema";
import type { DbOrTx } from "../db";
import { mailPerson, type MailContext } from "./outbox";
import { orderStepMail, type MailedOrderStatus, type OrderParty } from "./templates/orders";

const MAILED: Record<MailedOrderStatus, true> = {
  paid: true,
  shipped: true,
  ready_for_pickup: true,
  completed: true,
  canceled: true,
  disputed: true,
  refunded: true,
};

const isMailed = (status: string): status is MailedOrderStatus => status in MAILED;

export async function mailOrderParties(tx: DbOrTx, mail: MailContext, order: Order, told: OrderParty[]): Promise<void> {
  const status = order.status;
  if (!isMailed(status)) return;
  const parties = new Set<OrderParty>(told);
  if (status === "paid") parties.add("buyer");
  for (const party of parties) {
    const userId = party === "buyer" ? order.buyerId : order.sellerId;
    if (!userId) continue;
    await mailPerson(tx, mail, {
      userId,
      kind: `order_${status}`,
      causeKey: `order:${order.id}`,
      draft: (to) => orderStepMail(to, { status, party, order }),
    });
  }
}
