/**
 * What a person chose for each category of notification mail and push
 * (shared/notification-preferences.ts). A row exists only once they chose (on
 * the settings page, or by one-click unsubscribe): without one a category has
 * its default, so a fan-out reads preferences with a left join.
 */
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { EMAIL_CHOICES, NOTIFICATION_CATEGORIES } from "@shared/notification-preferences";
import { users } from "./accounts";
import { sqlWords } from "./columns";

export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    /** instant, daily (new posts only) or off. */
    email: text("email").notNull(),
    push: boolean("push").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check("notification_preferences_category_check", sql`${t.category} in (${sqlWords(NOTIFICATION_CATEGORIES)})`),
    check("notification_preferences_email_check", sql`${t.email} in (${sqlWords(EMAIL_CHOICES)})`),
  ],
);

export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;
