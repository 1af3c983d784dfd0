import { MessagesSquare } from "lucide-react";
import { Container } from "@/components/container";
import { LoadingPlaceholders } from "@/components/loading-placeholders";
import { SignInNotice } from "@/components/sign-in-notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/hooks/use-auth";
import { usePageTitle } from "@/hooks/use-page-title";
import { useUrlParams } from "@/hooks/use-url-state";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { ConversationList } from "../components/conversation-list";
import { ConversationPane } from "../components/conversation-pane";

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
      <h1 className={cn("mb-3 text-2xl font-extrabold sm:text-3xl", openId && "sr-only md:not-sr-only")}>Messages</h1>
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
