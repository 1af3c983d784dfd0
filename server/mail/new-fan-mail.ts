/**
 * A creator's email about a new fan: the "New PawFan!" notification's words
 * (payments/notify-new-fan.ts, which sends this job in the transaction that
 * writes the notification), per the creator's choice for new fans, with one-click
 * unsubscribe. Once per notification; nothing when it was deleted meanwhile.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db";
import { mailGroup, type NotificationMailContext } from "./notification-mail";
import { newFanMail } from "./templates/notifications";

export async function mailNewFan(db: Db, ctx: NotificationMailContext, notificationId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ user_id: string; message: string; pet_name: string }>(sql`
      select n.user_id, n.message, c.pet_name from notifications n join creator_profiles c on c.id = n.creator_profile_id
      where n.id = ${notificationId}`);
    const row = found.rows[0];
    if (!row) return 0;
    return mailGroup(tx, ctx, [row.user_id], {
      kind: "new_fan",
      causeKey: `notification:${notificationId}`,
      choice: "instant",
      draft: ({ links, unsubscribeUrl }) => newFanMail({ links, unsubscribeUrl, creatorName: row.pet_name, message: row.message }),
    });
  });
}
