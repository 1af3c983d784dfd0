import { useLocation } from "wouter";
import { Crown, MessageCircle } from "lucide-react";
import { upgradeToMessageText } from "@shared/constants/messages";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useMessagingEligibility } from "../api/conversations";
import { useStartConversation } from "../api/message-actions";

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
  if (eligibility.allowed) {
    return (
      <Button variant="outline" disabled={pending} onClick={() => open({ creatorProfileId: profile.id })}>
        <MessageCircle aria-hidden />
        Message
      </Button>
    );
  }
  if (eligibility.message?.endsWith("are a VIP benefit.")) {
    return (
      <Button variant="outline" onClick={onUpgrade} className="h-auto min-h-10 max-w-full shrink border-primary/40 py-2 text-left whitespace-normal! text-primary max-sm:max-w-56">
        <Crown aria-hidden />
        {upgradeToMessageText(profile.petName)}
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
