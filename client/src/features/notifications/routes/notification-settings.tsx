import { useId } from "react";
import { Bell, Mail } from "lucide-react";
import {
  NOTIFICATION_CATEGORY_LABELS,
  type CategoryPreference,
  type EmailChoice,
  type NotificationCategory,
  type NotificationPreferences,
} from "@shared/notification-preferences";
import { Container } from "@/components/container";
import { SignInPrompt } from "@/components/gates/gate-panel";
import { LoadError } from "@/components/load-error";
import { LoadingState } from "@/components/loading-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { paths } from "@/lib/paths";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../api/notification-preferences";

/** What a category's email select offers: a digest for new posts only. */
const EMAIL_OPTIONS: Record<"digest" | "plain", { value: EmailChoice; label: string }[]> = {
  digest: [
    { value: "instant", label: "At once" },
    { value: "daily", label: "Daily digest" },
    { value: "off", label: "Off" },
  ],
  plain: [
    { value: "instant", label: "On" },
    { value: "off", label: "Off" },
  ],
};

const GROUPS: { title: string; description: string; categories: NotificationCategory[] }[] = [
  { title: "As a fan", description: "What the creators you follow and the people you talk with do.", categories: ["new_posts", "messages", "lives"] },
  { title: "As a creator", description: "What happens on your page.", categories: ["comments", "new_fans", "sales"] },
];

/**
 * /settings/notifications: per category, whether it is emailed (new posts at once,
 * in a daily digest or not at all; the others on or off) and pushed. Each change
 * is saved at once. In-app notifications are always on.
 */
export default function NotificationSettingsPage() {
  usePageTitle("Notification settings");
  const { user, isLoading: authLoading } = useAuth();
  const preferences = useNotificationPreferences({ enabled: Boolean(user) });
  const save = useSaveNotificationPreferences();

  if (authLoading) return <LoadingState label="Loading..." className="min-h-[50vh]" />;
  if (!user) {
    return (
      <SignInPrompt
        title="Sign in to choose your notifications"
        description="Choose what PawFans emails you about."
        returnTo={paths.notificationSettings}
      />
    );
  }

  const change = (category: NotificationCategory, next: CategoryPreference) => save.mutate({ [category]: next });

  return (
    <Container className="max-w-3xl space-y-6 py-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold sm:text-3xl">Notification settings</h1>
        <p className="text-muted-foreground">
          Choose what we email you about and what we push to this device. Notifications on PawFans, under the bell, are always on.
        </p>
      </header>
      {preferences.isLoading ? (
        <LoadingState label="Loading your settings..." />
      ) : preferences.error || !preferences.data ? (
        <LoadError title="Your notification settings could not be loaded" onRetry={() => void preferences.refetch()} />
      ) : (
        GROUPS.map((group) => (
          <Card key={group.title} className="rounded-3xl">
            <CardHeader>
              <CardTitle>{group.title}</CardTitle>
              <CardDescription>{group.description}</CardDescription>
            </CardHeader>
            <CardContent className="divide-y divide-border p-0 px-6 pb-2">
              {group.categories.map((category) => (
                <CategoryRow key={category} category={category} preferences={preferences.data} onChange={change} />
              ))}
            </CardContent>
          </Card>
        ))
      )}
    </Container>
  );
}

function CategoryRow({
  category,
  preferences,
  onChange,
}: {
  category: NotificationCategory;
  preferences: NotificationPreferences;
  onChange: (category: NotificationCategory, next: CategoryPreference) => void;
}) {
  const id = useId();
  const current = preferences[category];
  const label = NOTIFICATION_CATEGORY_LABELS[category];
  const options = EMAIL_OPTIONS[category === "new_posts" ? "digest" : "plain"];
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-category={category}>
      <div className="min-w-0">
        <p id={`${id}-title`} className="font-semibold">
          {label.title}
        </p>
        <p className="text-sm text-muted-foreground">{label.description}</p>
      </div>
      <div className="flex shrink-0 items-center gap-5">
        <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-email`}>
          <Mail aria-hidden className="size-4 text-muted-foreground" />
          <span className="sr-only">Email for {label.title.toLowerCase()}</span>
          <NativeSelect
            id={`${id}-email`}
            className="w-36"
            value={current.email}
            onChange={(event) => onChange(category, { ...current, email: event.target.value as EmailChoice })}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex items-center gap-2 text-sm" htmlFor={`${id}-push`}>
          <Bell aria-hidden className="size-4 text-muted-foreground" />
          <span>Push</span>
          <Switch
            id={`${id}-push`}
            aria-label={`Push for ${label.title.toLowerCase()}`}
            checked={current.push}
            onCheckedChange={(push) => onChange(category, { ...current, push })}
          />
        </label>
      </div>
    </div>
  );
}
