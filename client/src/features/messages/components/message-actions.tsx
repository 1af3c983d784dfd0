import { useLocation } from "wouter";
import { Crown, MessageCircle } from "lucide-react";
import { upgradeToMessageText } from "@shared/constants/messages";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { useMessagingEligibility } from "../api/conversations";
import { useStartConversation } from "../api/message-actions";

const PHONE_ICON = "max-sm:size-10 max-sm:px-0";

/** Opens the conversation (started if need be) on /messages, or says why not. */
function useOpenConversation() {
  const [, navigate] = useLocation();
  const start = useStartConversation();
  const open = (input: { creatorProfileId: string } | { userId: string }) =>
    start.mutate(input, {
      onSuccess: (conversation) => navigate(paths.messages(conversation.id)),
      onError: (error) => toast({ title: "Can't send a message", description: errorMessage(error), variant: "destructive" }),
    });
  return { open, pending: start.isPending };
}

/**
 * The creator profile's "Message": for a signed-in fan whose tier grants direct
 * messages; "Upgrade to VIP to message <pet name>" for one whose tier does not
 * (the same rule a send is judged by). Nothing for visitors and the creator.
 */
export function MessageCreatorAction({
  profile,
  onUpgrade,
}: {
  profile: { id: string; userId: string; petName: string };
  onUpgrade: () => void;
}) {
  const { user } = useAuth();
  const enabled = Boolean(user) && user?.id !== profile.userId;
  const eligibility = useMessagingEligibility(profile.id, { enabled }).data;
  const { open, pending } = useOpenConversation();
  if (!enabled || !eligibility) return null;
  // It shows once the answer is in, beside the buttons already drawn: on a phone, as an icon (named for
  // screen readers and on hover), so the row keeps its one line and nothing below it moves.
  if (eligibility.allowed) {
    return (
      <Button variant="outline" disabled={pending} onClick={() => open({ creatorProfileId: profile.id })} aria-label="Message" className={PHONE_ICON}>
        <MessageCircle aria-hidden />
        <span className="max-sm:sr-only">Message</span>
      </Button>
    );
  }
  if (eligibility.message?.endsWith("are a VIP benefit.")) {
    const text = upgradeToMessageText(profile.petName);
    return (
      <Button variant="outline" onClick={onUpgrade} aria-label={text} title={text} className={cn(PHONE_ICON, "border-primary/40 text-primary")}>
        <Crown aria-hidden />
        <span className="max-sm:sr-only">{text}</span>
      </Button>
    );
  }
  return null;
}

/** A "Message" action for one fan on the creator's subscribers list. */
export function MessageFanButton({ userId, name }: { userId: string; name: string }) {
  const { open, pending } = useOpenConversation();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() => open({ userId })}
      aria-label={`Message ${name}`}
      title={`Message ${name}`}
      className="shrink-0 max-sm:size-9 max-sm:px-0"
    >
      <MessageCircle aria-hidden />
      {/* A phone's row has room for the icon only. */}
      <span className="max-sm:sr-only">Message</span>
    </Button>
  );
}
