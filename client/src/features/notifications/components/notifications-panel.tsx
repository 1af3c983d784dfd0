import { BellOff, CheckCheck, Heart, PawPrint } from "lucide-react";
import type { NotificationView } from "@shared/api-types";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import { LoadMore } from "@/components/load-more";
import { loginUrl } from "@/lib/auth-urls";
import { relativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useMarkAllRead, useMarkRead } from "../api/mark-read";
import { useNotifications } from "../api/notifications";

/** The bell's popover: the signed-in person's notifications, or a prompt to sign in (its own chunk, loaded on first use). */
export default function NotificationsPanel({ signedIn, open, hasUnread }: { signedIn: boolean; open: boolean; hasUnread: boolean }) {
  if (!signedIn) {
    return (
      <div className="flex flex-col items-center gap-3 p-6 text-center">
        <BellOff className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm text-muted-foreground">Sign in to hear when your favourite PawPals post.</p>
        <Button asChild size="sm">
          <a href={loginUrl()}>Sign In with Replit</a>
        </Button>
      </div>
    );
  }
  return <NotificationList enabled={open} hasUnread={hasUnread} />;
}

function NotificationList({ enabled, hasUnread }: { enabled: boolean; hasUnread: boolean }) {
  const notifications = useNotifications({ enabled });
  const { items, isLoading, isError } = notifications;
  const markAll = useMarkAllRead();

  return (
    <div>
      <div className="flex items-center justify-between border-b px-4 py-3">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 text-primary"
          disabled={!hasUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden />
          Mark all read
        </Button>
      </div>
      <div className="max-h-96 overflow-y-auto">
        {isLoading ? (
          <div className="space-y-3 p-4" role="status" aria-label="Loading notifications">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : isError && items.length === 0 ? (
          <LoadError title="Notifications could not be loaded" onRetry={() => void notifications.refetch()} className="m-3 py-8" />
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">You're all caught up.</p>
        ) : (
          <>
            <ul className="divide-y">
              {items.map((n) => (
                <NotificationRow key={n.id} notification={n} />
              ))}
            </ul>
            {isError ? (
              <LoadError title="Older notifications could not be loaded" onRetry={() => void notifications.fetchNextPage()} className="m-3 py-8" />
            ) : (
              notifications.hasNextPage && (
                <div className="pb-3">
                  <LoadMore
                  hasMore={notifications.hasNextPage}
                  loading={notifications.isFetchingNextPage}
                  onLoadMore={() => void notifications.fetchNextPage()}
                  label="Load older notifications"
                  />
                </div>
              )
            )}
          </>
        )}
      </div>
    </div>
  );
}

function NotificationRow({ notification: n }: { notification: NotificationView }) {
  const markRead = useMarkRead();
  const Icon = n.type === "new_subscriber" ? Heart : PawPrint;
  return (
    <li>
      <button
        type="button"
        onClick={() => !n.read && markRead.mutate(n.id)}
        className={cn(
          "flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none",
          !n.read && "bg-secondary/40",
        )}
      >
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium">{n.title}</span>
          <span className="block text-sm text-muted-foreground">{n.message}</span>
          <span className="mt-1 block text-xs text-muted-foreground">{relativeTime(n.createdAt)}</span>
        </span>
        {!n.read && (
          <span className="mt-2 size-2 shrink-0 rounded-full bg-accent">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </button>
    </li>
  );
}
