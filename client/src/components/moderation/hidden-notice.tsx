import { EyeOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useAuth } from "@/hooks/use-auth";
import { cn } from "@/lib/utils";

interface HiddenNoticeProps {
  /** The answer's `hidden` flag: only its author and staff ever receive hidden content. */
  hidden: boolean | undefined;
  /** Whose it is, when known; without it a staff viewer is taken for staff, anyone else for the author. */
  authorId?: string;
  /** "post", "thread", "listing" … */
  noun: string;
  className?: string;
}

/**
 * What hidden content shows: to its author a notice that nobody else sees it
 * (their notifications say why), to staff a "Hidden" badge. Only the author and
 * staff ever receive hidden content, so a viewer who is not staff is its author.
 */
export function HiddenNotice({ hidden, authorId, noun, className }: HiddenNoticeProps) {
  const { user } = useAuth();
  if (!hidden || !user) return null;
  if (user.isStaff && user.id !== authorId) {
    return (
      <Badge variant="destructive" className={className}>
        <EyeOff aria-hidden />
        Hidden
      </Badge>
    );
  }
  return (
    <p
      role="status"
      className={cn(
        "flex items-start gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200",
        className,
      )}
    >
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">Hidden by moderation.</strong> Only you and our moderators can see this {noun}; your
        notifications say why.
      </span>
    </p>
  );
}
