import { Link } from "wouter";
import { MessageCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { formatBadgeCount } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useUnreadMessages } from "../api/conversations";
import { useLiveMessages } from "../api/live";

/**
 * The header's messages button: unread direct messages as a live badge, opening
 * /messages. Signed in only; `reserve` keeps its room while the account is still
 * being checked for someone who was signed in last time, so the header does not move.
 */
export function MessagesButton({ reserve = false }: { reserve?: boolean }) {
  const { isAuthenticated } = useAuth();
  const unread = useUnreadMessages({ enabled: isAuthenticated }).data?.count ?? 0;
  // The channel keeps the count and every loaded conversation current on any page.
  useLiveMessages({ enabled: isAuthenticated });
  if (!isAuthenticated) return reserve ? <span className="size-10 shrink-0" aria-hidden /> : null;
  const label = unread > 0 ? `Messages, ${unread} unread` : "Messages";
  return (
    <Button asChild variant="ghost" size="icon" className="relative text-muted-foreground">
      <Link href={paths.messages()} aria-label={label} title="Messages">
        <MessageCircle className="size-5!" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="messages-badge"
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[10px] font-bold text-white ring-2 ring-background"
          >
            {formatBadgeCount(unread)}
          </span>
        )}
      </Link>
    </Button>
  );
}
