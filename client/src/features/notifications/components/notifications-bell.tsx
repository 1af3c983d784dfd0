import { lazy, Suspense, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LazyPopover } from "@/components/ui/lazy-popover";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBadgeCount } from "@/lib/format";
import { useAuth } from "@/hooks/use-auth";
import { notificationsKey, unreadCountKey } from "../api/keys";
import { useUnreadCount } from "../api/unread-count";

// The list, its requests and its dates load with the popover, on first use.
const loadNotificationsPanel = () => import("./notifications-panel");
const NotificationsPanel = lazy(loadNotificationsPanel);

/** The header's bell: the real unread count as a badge, and the list in a popover. */
export function NotificationsBell() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount({ enabled: isAuthenticated }).data?.count ?? 0;
  // The live channel keeps the count current (app/shell/signed-in-header.tsx, loaded only when signed in); opening the list refreshes it too.
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next && isAuthenticated) {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    }
  }

  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

  return (
    <LazyPopover
      open={open}
      onOpenChange={onOpenChange}
      className="w-[min(22rem,calc(100vw-1.5rem))] p-0"
      preload={() => void loadNotificationsPanel()}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} title="Notifications" className="relative text-muted-foreground">
          <Bell className="size-5!" aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[10px] font-bold text-white ring-2 ring-background"
            >
              {formatBadgeCount(unread)}
            </span>
          )}
        </Button>
      }
    >
      <Suspense
        fallback={
          <div className="space-y-3 p-4" role="status" aria-label="Loading notifications">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        }
      >
        <NotificationsPanel signedIn={isAuthenticated} open={open} hasUnread={unread > 0} />
      </Suspense>
    </LazyPopover>
  );
}
