/**
 * A connection of its own that LISTENs on one PostgreSQL channel, and keeps
 * listening: when it drops it connects again, waiting 1 s, then twice as long
 * each time up to 30 s. Notices sent while it is down are not heard, so its user
 * is told when it stops and when it listens again (at first, and after each
 * reconnection) to make up for them. A pooled connection cannot listen: the pool
 * hands it to others between queries.
 */
import pg from "pg";

export interface NoticeHandlers {
  /** Listening, at first and after each reconnection. */
  onListening(): void;
  /** A notice on the channel (its payload, as sent). */
  onNotice(payload: string | undefined): void;
  /** Not listening any more (dropped, or closed): nothing is heard until onListening. */
  onLost?(): void;
}

export interface NoticeListener {
  close(): Promise<void>;
}

const RETRY_MS = { first: 1000, max: 30_000 };

/** `label` names the listener in the log. */
export function listenForNotices(connectionString: string | undefined, channel: string, label: string, handlers: NoticeHandlers): NoticeListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    retry = undefined;
    if (stopped) return;
    const listener = new pg.Client({ connectionString, keepAlive: true });
    client = listener;
    let lost = false;
    const lose = (reason: string) => {
      if (lost) return;
      lost = true;
      handlers.onLost?.();
      listener.end().catch(() => {});
      if (stopped) return;
      console.error(`${label}: the connection listening for its notices is down (${reason}); connecting again in ${retryMs} ms`);
      retry = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MS.max);
    };
    listener.on("error", (error) => lose(error.message));
    listener.on("end", () => lose("ended"));
    listener.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload);
    });
    try {
      await listener.connect();
      await listener.query(`listen ${channel}`);
      if (stopped || lost) return;
      retryMs = RETRY_MS.first;
      handlers.onListening();
    } catch (error) {
      lose((error as Error).message);
    }
  };
  void connect();
  return {
    async close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
