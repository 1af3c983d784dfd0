/**
 * Notification preferences (GET/PUT /api/me/notification-preferences,
 * /settings/notifications): for each category of notification mail, whether it
 * is emailed (new posts: at once, in a daily digest, or not at all; the others
 * on or off) and whether it is pushed. In-app notifications are always on.
 */
import { z } from "zod";

/** The categories a person chooses for, in the order the settings page shows them. */
export const NOTIFICATION_CATEGORIES = ["new_posts", "messages", "lives", "comments", "new_fans", "sales"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** How a category is emailed: "instant" and "off" for every one, "daily" only where a digest exists. */
export const EMAIL_CHOICES = ["instant", "daily", "off"] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

/** The categories with a daily digest. */
const DIGEST_CATEGORIES: readonly NotificationCategory[] = ["new_posts"];

export interface CategoryPreference {
  email: EmailChoice;
  push: boolean;
}
export type NotificationPreferences = Record<NotificationCategory, CategoryPreference>;

/** Until a person chooses: everything emailed at once (new posts and messages included), nothing pushed. */
export const DEFAULT_CATEGORY_PREFERENCE: CategoryPreference = { email: "instant", push: false };

export const defaultNotificationPreferences = (): NotificationPreferences =>
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, { ...DEFAULT_CATEGORY_PREFERENCE }])) as NotificationPreferences;

/** What each category is, as the settings page and the unsubscribe page name it. */
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, { title: string; description: string }> = {
  new_posts: { title: "New posts", description: "From creators you are a fan of." },
  messages: { title: "Messages", description: "A message you have not read for 10 minutes." },
  lives: { title: "Lives", description: "A live is scheduled or starts." },
  comments: { title: "Comments", description: "Someone comments on your posts." },
  new_fans: { title: "New fans", description: "Someone becomes a fan of your page." },
  sales: { title: "New sales", description: "Someone buys one of your Paw Bazar items." },
};

const categoryPreferenceSchema = (category: NotificationCategory) =>
  z.object({
    email: z.enum(EMAIL_CHOICES).refine((email) => email !== "daily" || DIGEST_CATEGORIES.includes(category), {
      message: "A daily digest is only for new posts",
    }),
    push: z.boolean(),
  });

/** PUT /api/me/notification-preferences: any of the categories, each whole; the others stay as they are. */
export const notificationPreferencesUpdateSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, categoryPreferenceSchema(c).optional()])) as {
      [C in NotificationCategory]: z.ZodOptional<ReturnType<typeof categoryPreferenceSchema>>;
    },
  )
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;
