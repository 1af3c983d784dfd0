import { useEffect, useState, useSyncExternalStore } from "react";
import { realtimeChannel, type RealtimeChannel, type RealtimeStatus as Status } from "@/lib/realtime";

/** How long the live channel may be away before saying so: a short blip says nothing. */
export const RECONNECTING_AFTER_MS = 4000;

const CLOSED: Status = { state: "closed" };

/** A quiet "Reconnecting…" while the live channel has been away for a few seconds (signed in only: otherwise it is closed). */
export function RealtimeStatus({ channel = realtimeChannel, now = Date.now }: { channel?: () => RealtimeChannel; now?: () => number }) {
  const status = useSyncExternalStore(
    (listener) => channel().subscribeStatus(listener),
    () => channel().status(),
    () => CLOSED,
  );
  const [, redraw] = useState(0);
  const since = status.state === "connecting" ? status.since : undefined;
  useEffect(() => {
    if (since === undefined) return;
    const timer = setTimeout(() => redraw((n) => n + 1), Math.max(0, since + RECONNECTING_AFTER_MS - now()));
    return () => clearTimeout(timer);
  }, [since, now]);
  if (since === undefined || now() - since < RECONNECTING_AFTER_MS) return null;
  return (
    <div
      role="status"
      className="fixed bottom-20 left-1/2 z-50 -translate-x-1/2 rounded-full bg-secondary px-3 py-1 text-xs text-muted-foreground shadow-sm md:bottom-4"
    >
      Reconnecting…
    </div>
  );
}
