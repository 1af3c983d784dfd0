/**
 * The app's one live channel (GET /api/realtime, Server-Sent Events): opened
 * while anything listens (a signed-in header), closed when nothing does.
 * Listeners get every event as `{type, data}` (@shared/realtime) and update
 * their own caches; "resync" means some events were lost: read everything again.
 *
 * The browser's EventSource reconnects by itself after a dropped connection,
 * sending Last-Event-ID, so nothing is missed. When it gives up (the server
 * answered an error, e.g. while restarting) the channel opens a new one after
 * 1 s, doubling to 30 s, naming the last event it had (?lastEventId=).
 * `status` says whether the channel is live, and since when it is not.
 *
 * Chat rooms are joined on the stream itself (?rooms=, @shared/chat): when the
 * rooms wanted change, the channel opens a new stream naming them and the last
 * event it had, and closes the old one, so no event of the person's is lost.
 */
import { REALTIME_LAST_EVENT_ID_PARAM, REALTIME_PATH, REALTIME_ROOMS_PARAM, type RealtimeMessage } from "@shared/realtime";

export type RealtimeListener = (message: RealtimeMessage) => void;

/** "live", or since when (ms since 1970) the channel has been trying to connect; "closed" while nothing listens. */
export type RealtimeStatus = { state: "live" } | { state: "connecting"; since: number } | { state: "closed" };

interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface RealtimeChannelOptions {
  url?: string;
  createEventSource?: (url: string) => EventSourceLike;
  now?: () => number;
}

const CLOSED = 2;
const RETRY_MS = { first: 1000, max: 30_000 };

export function createRealtimeChannel({
  url = REALTIME_PATH,
  createEventSource = (address) => new EventSource(address, { withCredentials: true }),
  now = Date.now,
}: RealtimeChannelOptions = {}) {
  const listeners = new Set<RealtimeListener>();
  const statusListeners = new Set<() => void>();
  let source: EventSourceLike | undefined;
  let lastEventId: string | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_MS.first;
  let status: RealtimeStatus = { state: "closed" };
  /** Chat rooms wanted, with how many parts of the page want each. */
  const rooms = new Map<string, number>();
  /** The rooms the open stream was opened with. */
  let openedRooms = "";
  let reopenScheduled = false;

  function setStatus(next: RealtimeStatus) {
    if (next.state === status.state) return;
    status = next;
    for (const listener of statusListeners) listener();
  }

  const roomsParam = () => [...rooms.keys()].sort().join(",");

  function open() {
    retry = undefined;
    openedRooms = roomsParam();
    const params = new URLSearchParams();
    if (lastEventId !== undefined) params.set(REALTIME_LAST_EVENT_ID_PARAM, lastEventId);
    if (openedRooms) params.set(REALTIME_ROOMS_PARAM, openedRooms);
    const query = params.toString();
    const opened = createEventSource(query ? `${url}?${query}` : url);
    source = opened;
    if (status.state !== "connecting") setStatus({ state: "connecting", since: now() });
    opened.onopen = () => {
      retryMs = RETRY_MS.first;
      setStatus({ state: "live" });
    };
    opened.onmessage = (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      let message: RealtimeMessage;
      try {
        message = JSON.parse(event.data) as RealtimeMessage;
      } catch {
        return;
      }
      for (const listener of listeners) listener(message);
    };
    opened.onerror = () => {
      if (source !== opened) return;
      if (status.state === "live") setStatus({ state: "connecting", since: now() });
      // Still CONNECTING: the browser is reconnecting by itself.
      if (opened.readyState !== CLOSED) return;
      opened.close();
      source = undefined;
      retry = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MS.max);
    };
  }

  /** After the rooms changed (once for changes made together): a stream naming the new ones replaces the open one. */
  function scheduleReopen() {
    if (reopenScheduled) return;
    reopenScheduled = true;
    queueMicrotask(() => {
      reopenScheduled = false;
      if (!source || roomsParam() === openedRooms) return;
      const previous = source;
      open();
      previous.close();
    });
  }

  function close() {
    if (retry) clearTimeout(retry);
    retry = undefined;
    source?.close();
    source = undefined;
    retryMs = RETRY_MS.first;
    setStatus({ state: "closed" });
  }

  return {
    /** Listens to every event; the channel is open while anyone listens. Answers how to stop. */
    subscribe(listener: RealtimeListener): () => void {
      listeners.add(listener);
      if (!source && !retry) open();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) close();
      };
    },
    /**
     * Joins the stream to a chat room ("<creator profile id>.<room>") while the
     * caller stays; answers how to leave. The room's events come to every listener.
     */
    joinRoom(roomKey: string): () => void {
      rooms.set(roomKey, (rooms.get(roomKey) ?? 0) + 1);
      scheduleReopen();
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const count = (rooms.get(roomKey) ?? 1) - 1;
        if (count > 0) rooms.set(roomKey, count);
        else rooms.delete(roomKey);
        scheduleReopen();
      };
    },
    /** For useSyncExternalStore. */
    subscribeStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    status: (): RealtimeStatus => status,
  };
}

export type RealtimeChannel = ReturnType<typeof createRealtimeChannel>;

let channel: RealtimeChannel | undefined;

/** The tab's channel (made on first use: never on the server). */
export function realtimeChannel(): RealtimeChannel {
  return (channel ??= createRealtimeChannel());
}
