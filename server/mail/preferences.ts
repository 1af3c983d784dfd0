/**
 * Reading and writing a person's notification preferences
 * (shared/notification-preferences.ts; table notification_preferences). A
 * category without a row has its default, so the fan-outs read a preference as
 * `coalesce(np.email, 'instant')` over a left join (emailChoiceSql).
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  DEFAULT_CATEGORY_PREFERENCE,
  type EmailChoice,
  defaultNotificationPreferences,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from "@shared/notification-preferences";
import { notificationPreferences } from "../db/schema";
import type { DbOrTx } from "../db";

export async function loadNotificationPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const preferences = defaultNotificationPreferences();
  for (const row of rows) {
    if ((NOTIFICATION_CATEGORIES as readonly string[]).includes(row.category)) {
      preferences[row.category as NotificationCategory] = { email: row.email as EmailChoice, push: row.push };
    }
  }
  return preferences;
}

/** Writes the categories given (each whole), in one statement; the others stay as they are. */
export async function saveNotificationPreferences(db: DbOrTx, userId: string, update: NotificationPreferencesUpdate): Promise<void> {
  const values = NOTIFICATION_CATEGORIES.flatMap((category) => {
    const chosen = update[category];
    return chosen ? [{ userId, category, email: chosen.email, push: chosen.push }] : [];
  });
  if (values.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { email: sql`excluded.email`, push: sql`excluded.push`, updatedAt: sql`now()` },
    });
}

/** One-click unsubscribe: this category's email off, its push as it was. Answers whether it was on. */
export async function turnEmailOff(db: DbOrTx, userId: string, category: NotificationCategory): Promise<boolean> {
  const [before] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.category, category)));
  await db
    .insert(notificationPreferences)
    .values({ userId, category, email: "off", push: DEFAULT_CATEGORY_PREFERENCE.push })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { email: "off", updatedAt: sql`now()` },
    });
  return (before?.email ?? DEFAULT_CATEGORY_PREFERENCE.email) !== "off";
}

/**
 * The SQL of a person's email choice for a category, for a statement that
 * joins `notification_preferences` as `alias` on the person and the category.
 */
export function emailChoiceSql(alias: string): SQL {
  return sql`coalesce(${sql.raw(alias)}.email, ${DEFAULT_CATEGORY_PREFERENCE.email})`;
}
