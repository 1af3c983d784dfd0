import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { BellOff, Crown, MessagesSquare, Pin } from "lucide-react";
import { CHAT_MESSAGE_MAX_LENGTH, type ChatRoom, type ChatRoomsView } from "@shared/chat";
import { ChatComposer } from "@/components/chat-composer";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useAuth } from "@/hooks/use-auth";
import { formatMessageDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useChatMessages, type ListedChatMessage } from "../api/chat-messages";
import { useLiveChat } from "../api/live-chat";
import { useDeleteChatMessage, useMuteInChat, usePinChatMessage, useSetVipRoomOpen } from "../api/moderate-chat";
import { newClientId, useSendChatMessage } from "../api/send-chat-message";
import { ChatMessage, type ChatMessageActions } from "./chat-message";

const ROOM_LABELS: Record<ChatRoom, string> = { main: "Community", vip: "VIP room" };

/**
 * A creator's community chat (the profile's Chat tab): the rooms the viewer may
 * enter, who is here now, the pinned message on top, the conversation (older
 * messages load as it is scrolled up, new ones arrive live) and the composer.
 */
export function ChatPanel({ view, petName }: { view: ChatRoomsView; petName: string }) {
  const [room, setRoom] = useState<ChatRoom>(view.rooms[0] ?? "main");
  const { here } = useLiveChat(view.creatorProfileId, room);
  const pinned = view.pinned[room] ?? null;
  return (
    <Card className="flex h-[min(72vh,44rem)] flex-col overflow-hidden p-0">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
        {view.rooms.length > 1 ? (
          <div role="tablist" aria-label="Chat rooms" className="inline-flex rounded-xl bg-muted p-1">
            {view.rooms.map((r) => (
              <button
                key={r}
                role="tab"
                type="button"
                aria-selected={r === room}
                onClick={() => setRoom(r)}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors",
                  r === room ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {r === "vip" && <Crown className="size-3.5 text-amber-500" aria-hidden />}
                {ROOM_LABELS[r]}
              </button>
            ))}
          </div>
        ) : (
          <h2 className="text-base font-bold">{petName}&apos;s community</h2>
        )}
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          <span className="relative flex size-2.5" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success/60" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success" />
          </span>
          {here === undefined ? "Connecting…" : `${here} here now`}
        </p>
      </header>
      {view.badge === "creator" && room === "vip" && <VipRoomSwitch view={view} />}
      {pinned && (
        <div className="flex items-start gap-2 border-b bg-secondary/50 px-4 py-2.5 text-sm">
          <Pin className="mt-0.5 size-4 shrink-0 text-primary" aria-label="Pinned" />
          <p className="min-w-0 flex-1">
            <span className="font-semibold">{pinned.author.name}: </span>
            <span className="break-words">{pinned.content}</span>
          </p>
        </div>
      )}
      <RoomConversation key={room} view={view} room={room} petName={petName} />
    </Card>
  );
}

/** The creator's switch: the VIP room open to their VIP fans, or closed (only the creator and staff enter). */
function VipRoomSwitch({ view }: { view: ChatRoomsView }) {
  const setOpen = useSetVipRoomOpen(view.creatorProfileId);
  const open = setOpen.isPending ? setOpen.variables : view.vipRoomOpen;
  return (
    <div className="flex items-center justify-between gap-3 border-b bg-amber-400/10 px-4 py-2.5 text-sm">
      <label htmlFor="vip-room-open" className="min-w-0">
        <span className="block font-semibold">{open ? "Open to your VIP fans" : "Closed to fans"}</span>
        <span className="block text-xs text-muted-foreground">
          {open ? "Fans with priority community access can read and write here." : "Only you and staff can enter. Its messages are kept."}
        </span>
      </label>
      <Switch id="vip-room-open" checked={open} disabled={setOpen.isPending} onCheckedChange={(checked) => setOpen.mutate(checked)} />
    </div>
  );
}

function RoomConversation({ view, room, petName }: { view: ChatRoomsView; room: ChatRoom; petName: string }) {
  const { user } = useAuth();
  const { messages, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useChatMessages(view.creatorProfileId, room);
  const [draft, setDraft] = useState("");
  const { mutate: send } = useSendChatMessage(view.creatorProfileId, room, { onFailed: (content) => setDraft((d) => d || content) });
  const { mutate: remove } = useDeleteChatMessage();
  const { mutate: pin } = usePinChatMessage();
  const { mutate: mute } = useMuteInChat(view.creatorProfileId);
  const viewerId = user?.id ?? "";
  const actions = useMemo<ChatMessageActions>(
    () => ({
      moderates: view.moderates,
      viewerId,
      onDelete: (message) => remove(message),
      onPin: (message, pinned) => pin({ message, pinned }),
      onMute: (message) => mute({ userId: message.author.id, name: message.author.name }),
    }),
    [view.moderates, viewerId, remove, pin, mute],
  );

  const { listRef, topSentinelRef, toBottom } = useScrollKeeper(messages, { hasNextPage, isFetchingNextPage, fetchNextPage });

  const onSend = useCallback(
    (content: string) => {
      setDraft("");
      send({ content, clientId: newClientId() });
      toBottom();
    },
    [send, toBottom],
  );

  return (
    <>
      <div ref={listRef} className="flex-1 overflow-y-auto overscroll-contain px-2 py-3" data-testid="chat-messages">
        {isPending ? (
          <ChatSkeleton />
        ) : isError ? (
          <LoadError title="Couldn't load the chat" onRetry={() => void refetch()} className="m-2 border-none bg-transparent" />
        ) : messages.length === 0 ? (
          <EmptyState
            className="m-2 h-[calc(100%-1rem)] border-none bg-transparent"
            icon={<MessagesSquare />}
            title="No messages yet"
            description={room === "vip" ? `Be the first to say hello in ${petName}'s VIP room.` : `Be the first to say hello to ${petName}'s fans.`}
          />
        ) : (
          // Few messages sit at the bottom, by the composer, as a conversation does.
          <div className="flex min-h-full flex-col justify-end">
            <div ref={topSentinelRef} aria-hidden className="h-px" />
            {isFetchingNextPage && <p className="py-2 text-center text-xs text-muted-foreground">Loading earlier messages…</p>}
            {!hasNextPage && <p className="py-2 text-center text-xs text-muted-foreground">This is the start of the conversation</p>}
            <ul className="space-y-0.5" aria-label="Messages">
              {messages.map((message) => (
                <ChatMessage key={message.clientId ?? message.id} message={message} actions={actions} />
              ))}
            </ul>
          </div>
        )}
      </div>
      {view.mutedUntil ? (
        <p className="flex items-center justify-center gap-2 border-t bg-muted/60 px-4 py-4 text-sm text-muted-foreground">
          <BellOff className="size-4" aria-hidden />
          You&apos;re muted in this chat until {formatMessageDate(view.mutedUntil)}. You can still read along.
        </p>
      ) : (
        <ChatComposer
          label="Message"
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          draft={draft}
          onDraftChange={setDraft}
          onSend={onSend}
          placeholder={room === "vip" ? "Message the VIP room" : `Message ${petName}'s community`}
        />
      )}
    </>
  );
}

/**
 * The conversation's scrolling: it opens at the newest message and follows new
 * ones while the reader is at the bottom; scrolled up to the top, it loads the
 * earlier page and keeps what the reader was looking at in place.
 */
function useScrollKeeper(
  messages: ListedChatMessage[],
  paging: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown },
) {
  const ref = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first?: string; height: number }>({ height: 0 });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const first = messages[0]?.id;
    if (previous.current.first && first !== previous.current.first && previous.current.height > 0 && !atBottom.current) {
      // Earlier messages came in above: keep the same message under the reader's eyes.
      element.scrollTop += element.scrollHeight - previous.current.height;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, height: element.scrollHeight };
  }, [messages]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = paging;
  // The sentinel is drawn once there are messages.
  const hasMessages = messages.length > 0;
  useEffect(() => {
    const sentinel = topSentinel.current;
    const root = ref.current;
    if (!sentinel || !root || !hasNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage && root.scrollHeight > root.clientHeight) void fetchNextPage();
      },
      { root, rootMargin: "200px 0px 0px 0px" },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, hasMessages]);

  const toBottom = useCallback(() => {
    atBottom.current = true;
  }, []);
  return { listRef: ref, topSentinelRef: topSentinel, toBottom };
}

function ChatSkeleton() {
  return (
    <div className="space-y-4 px-2 py-2" aria-label="Loading messages">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-28" />
            <Skeleton className={cn("h-3", i % 2 ? "w-3/5" : "w-4/5")} />
          </div>
        </div>
      ))}
    </div>
  );
}
