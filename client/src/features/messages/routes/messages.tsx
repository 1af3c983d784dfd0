import { lazy, Suspense, useState } from "react";
import { Megaphone, MessagesSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/container";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { SignInNotice } from "@/components/sign-in-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/hooks/use-auth";
import { useCreatorProfile } from "@/hooks/use-creator-profile";
import { usePageTitle } from "@/hooks/use-page-title";
import { useUrlParams } from "@/hooks/use-url-state";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { ConversationList } from "../components/conversation-list";
import { ConversationPane } from "../components/conversation-pane";

// The broadcast's form loads when a creator first opens it.
const loadBroadcastDialog = () => import("../components/broadcast-dialog");
const BroadcastDialog = lazy(loadBroadcastDialog);

/** A creator's "Message your fans" (one message to every fan of chosen tiers), beside the heading. */
function MessageYourFans() {
  const { profile } = useCreatorProfile();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!profile) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={() => void loadBroadcastDialog()}
        onFocus={() => void loadBroadcastDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Megaphone aria-hidden /> Message your fans
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <BroadcastDialog creatorProfileId={profile.id} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/**
 * /messages (?c=<id> opens a conversation): the list and the open conversation
 * side by side on a wide screen; one at a time on a phone (the conversation has
 * a way back to the list).
 */
export default function MessagesPage() {
  usePageTitle("Messages");
  const { user, isLoading } = useAuth();
  const [params] = useUrlParams();
  const openId = params.get("c") ?? undefined;

  if (isLoading) {
    return (
      <Container className="py-6">
        <LoadingPlaceholders label="Loading messages...">
          <Skeleton className="h-[70vh] rounded-2xl" />
        </LoadingPlaceholders>
      </Container>
    );
  }
  if (!user) {
    return (
      <Container className="py-10">
        <SignInNotice message="Please sign in to read your messages" returnTo={paths.messages(openId)} />
      </Container>
    );
  }
  return (
    <Container className="py-3 sm:py-6">
      <div className={cn("flex items-center justify-between gap-3", openId ? "md:mb-3" : "mb-3")}>
        <h1 className={cn("text-2xl font-extrabold sm:text-3xl", openId && "sr-only md:not-sr-only")}>Messages</h1>
        {/* On a phone an open conversation takes the screen. */}
        <div className={cn(openId && "max-md:hidden")}>
          <MessageYourFans />
        </div>
      </div>
      <div className="grid h-[calc(100dvh-8.5rem)] min-h-[28rem] overflow-hidden rounded-2xl border bg-card shadow-sm md:h-[calc(100dvh-11rem)] md:grid-cols-[20rem_1fr]">
        <aside className={cn("min-h-0 overflow-y-auto border-r", openId && "hidden md:block")}>
          <ConversationList viewerId={user.id} openId={openId} />
        </aside>
        <div className={cn("min-h-0", !openId && "hidden md:block")}>
          {openId ? (
            <ConversationPane key={openId} conversationId={openId} viewerId={user.id} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
                <MessagesSquare className="size-7" aria-hidden />
              </span>
              <p className="font-semibold text-foreground">Choose a conversation</p>
              <p className="max-w-xs text-sm">Pick someone on the left to read and reply.</p>
            </div>
          )}
        </div>
      </div>
    </Container>
  );
}
