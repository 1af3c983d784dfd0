/**
 * What the header has only for a signed-in person, in a chunk of its own (public
 * pages' visitors never load it): the messages button with its live badge, the live
 * channel's client (lib/realtime.ts) keeping the notification and message counts
 * current, and the channel's "Reconnecting…" status.
 */
import { useAuth } from "@/hooks/use-auth";
import { MessagesButton } from "@/features/messages/components/messages-button";
import { useLiveNotifications } from "@/features/notifications/api/live";
import { RealtimeStatus } from "./realtime-status";

/** In the header's place of the messages button; the bell's count follows the channel from here. */
export function SignedInHeaderParts() {
  const { isAuthenticated } = useAuth();
  // The bell (drawn for everyone) reads the unread count; the channel keeps it current.
  useLiveNotifications({ enabled: isAuthenticated });
  return <MessagesButton />;
}

export { RealtimeStatus };
