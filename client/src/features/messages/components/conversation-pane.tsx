import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Link } from "wouter";
import { ArrowLeft, Ban, Crown, EllipsisVertical, LoaderCircle, MessageCircleHeart } from "lucide-react";
import { type ConversationView } from "@shared/messages";
import { CANT_MESSAGE_TEXT } from "@shared/constants/messages";
import { InitialsAvatar } from "@/components/initials-avatar";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useConversation, useMessagingEligibility } from "../api/conversations";
import { useBlock, useDeleteMessage, useMarkConversationRead } from "../api/message-actions";
import { useMessages, type ShownMessage } from "../api/messages";
import { isPending, useSendMessage, type OutgoingMessage } from "../api/send-message";
import { Composer } from "./composer";
import { MessageBubble } from "./message-bubble";

/** How far above the view the oldest loaded message may be when older ones start loading. */
const LOAD_OLDER_MARGIN = "600px 0px 0px 0px";

/** One conversation: its messages (older ones load while scrolling up), "Seen", and the composer. */
export function ConversationPane({ conversationId, viewerId }: { conversationId: string; viewerId: string }) {
  const { data: conversation, isLoading, isError, refetch } = useConversation(conversationId);
  if (isLoading) return <PaneSkeleton />;
  if (isError || !conversation) {
    return <LoadError title="Couldn't open this conversation." onRetry={() => void refetch()} className="m-4" />;
  }
  return <OpenConversation conversation={conversation} viewerId={viewerId} />;
}

function OpenConversation({ conversation, viewerId }: { conversation: ConversationView; viewerId: string }) {
  const { items, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useMessages(conversation.id);
  const messages = items as ShownMessage[];
  const send = useSendMessage(conversation.id, viewerId);
  const remove = useDeleteMessage(conversation.id);
  const markRead = useMarkConversationRead(conversation.id);
  const eligibility = useMessagingEligibility(conversation.creatorProfileId, { enabled: conversation.role === "fan" }).data;
  const scroller = useRef<HTMLDivElement>(null);
  const oldest = useRef<HTMLDivElement>(null);

  function sendMessage(message: OutgoingMessage) {
    send.mutate(message, {
      onError: (error) => toast({ title: "Message not sent", description: errorMessage(error), variant: "destructive" }),
    });
    // The newest message is at the bottom: keep it in view.
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }

  // Older messages load as the top comes near (the list is drawn bottom up).
  const loadOlder = useEffectEvent(() => void fetchNextPage());
  useEffect(() => {
    const target = oldest.current;
    if (!hasNextPage || isFetchingNextPage || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadOlder(), {
      root: scroller.current,
      rootMargin: LOAD_OLDER_MARGIN,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage]);

  // Reading: the newest message marks the conversation read while the page is in view.
  const newest = messages.find((m) => !isPending(m));
  const marked = useRef<string | null>(null);
  const readNewest = useEffectEvent(() => {
    if (!newest || marked.current === newest.id || document.visibilityState !== "visible") return;
    if (newest.senderId === viewerId && conversation.unreadCount === 0) return;
    marked.current = newest.id;
    markRead.mutate(newest.id);
  });
  useEffect(() => {
    readNewest();
    const onVisible = () => readNewest();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [newest?.id, conversation.unreadCount]);

  const blockedNotice =
    conversation.blocked === "byYou" ? "You blocked this person. Unblock them to message again." : conversation.blocked === "byThem" ? CANT_MESSAGE_TEXT : null;
  const refusal = !blockedNotice && eligibility && !eligibility.allowed ? eligibility.message : null;

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={`Conversation with ${conversation.partner.name}`}>
      <ConversationHeader conversation={conversation} />
      <div ref={scroller} className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-3 py-4 sm:px-5">
        {isLoading ? (
          <div className="space-y-3" role="status" aria-label="Loading messages...">
            <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl" />
            <Skeleton className="h-10 w-1/2 rounded-2xl" />
            <Skeleton className="ml-auto h-16 w-1/2 rounded-2xl" />
          </div>
        ) : isError ? (
          <LoadError title="Couldn't load messages." onRetry={() => void refetch()} />
        ) : messages.length === 0 ? (
          <div className="m-auto flex max-w-xs flex-col items-center gap-3 text-center">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
              <MessageCircleHeart className="size-7" aria-hidden />
            </span>
            <p className="font-semibold">Say hi to {conversation.partner.name}!</p>
            <p className="text-sm text-muted-foreground">Messages here are just between the two of you.</p>
          </div>
        ) : (
          <>
            <ol className="flex flex-col-reverse gap-2">
              {messages.map((message) => {
                const mine = message.senderId === viewerId;
                return (
                  <MessageBubble
                    key={message.clientId ?? message.id}
                    message={message}
                    mine={mine}
                    seen={mine && message.id === conversation.seenMessageId}
                    onDelete={() => remove.mutate(message.id)}
                    onRetry={() =>
                      message.clientId && sendMessage({ content: message.content, mediaUrl: message.mediaUrl ?? undefined, clientId: message.clientId })
                    }
                  />
                );
              })}
            </ol>
            <div ref={oldest} className="flex h-8 shrink-0 items-center justify-center">
              {isFetchingNextPage && <LoaderCircle className="size-4 animate-spin text-muted-foreground" aria-label="Loading older messages" />}
            </div>
          </>
        )}
      </div>
      {blockedNotice || refusal ? (
        <div className="flex flex-col items-center gap-2 border-t bg-muted/40 px-4 py-4 text-center text-sm text-muted-foreground">
          <p>{blockedNotice ?? refusal}</p>
          {refusal && conversation.partner.creatorProfileId && (
            <Button asChild size="sm" variant="gradient">
              <Link href={paths.profile(conversation.partner.userId)}>
                <Crown aria-hidden />
                See VIP tiers
              </Link>
            </Button>
          )}
        </div>
      ) : (
        <Composer onSend={(message) => sendMessage({ ...message, clientId: crypto.randomUUID() })} />
      )}
    </section>
  );
}

function ConversationHeader({ conversation }: { conversation: ConversationView }) {
  const block = useBlock(conversation.id);
  const [busy, setBusy] = useState(false);
  const blockedByYou = conversation.blocked === "byYou";
  const name = conversation.partner.name;
  const title = (
    <span className="flex min-w-0 items-center gap-3">
      <InitialsAvatar name={{ displayName: name }} imageUrl={conversation.partner.imageUrl} alt={name} className="size-10" />
      <span className="min-w-0">
        <span className="block truncate font-semibold">{name}</span>
        <span className="block text-xs text-muted-foreground">{conversation.role === "fan" ? "PawPal" : "Your fan"}</span>
      </span>
    </span>
  );
  return (
    <header className="flex items-center gap-2 border-b px-2 py-2 sm:px-4">
      <Button asChild variant="ghost" size="icon" className="md:hidden" aria-label="All messages">
        <Link href={paths.messages()}>
          <ArrowLeft aria-hidden />
        </Link>
      </Button>
      {conversation.partner.creatorProfileId ? (
        <Link href={paths.profile(conversation.partner.userId)} className="min-w-0 rounded-xl hover:opacity-90">
          {title}
        </Link>
      ) : (
        title
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="ml-auto text-muted-foreground" aria-label="Conversation options">
            <EllipsisVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            disabled={busy}
            onSelect={() => {
              setBusy(true);
              block.mutate(
                { userId: conversation.partner.userId, block: !blockedByYou },
                {
                  onSuccess: () => toast({ title: blockedByYou ? `${name} unblocked` : `${name} blocked` }),
                  onError: (error) => toast({ title: "Something went wrong", description: errorMessage(error), variant: "destructive" }),
                  onSettled: () => setBusy(false),
                },
              );
            }}
          >
            <Ban aria-hidden />
            {blockedByYou ? `Unblock ${name}` : `Block ${name}`}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}

function PaneSkeleton() {
  return (
    <div className="flex h-full flex-col" role="status" aria-label="Loading conversation...">
      <div className="flex items-center gap-3 border-b p-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
      <div className="flex-1 space-y-3 p-4">
        <Skeleton className="h-10 w-1/2 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl" />
      </div>
    </div>
  );
}
