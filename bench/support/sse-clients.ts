/**
 * Many GET /api/realtime streams held by plain HTTP clients, in a process of
 * their own (started by ./sse-client-pool.ts), so that the server's memory is
 * the server's alone. Each event received goes to the parent with the moment it
 * arrived on the system-wide monotonic clock (process.hrtime), which the parent
 * compares with its own readings.
 */
import http from "node:http";

export interface OpenStream {
  key: string;
  cookie: string;
  lastEventId?: number;
}

export type ToClients =
  | { kind: "open"; baseUrl: string; streams: OpenStream[]; concurrency: number }
  | { kind: "close"; keys: string[] }
  | { kind: "exit" };

export type FromClients =
  | { kind: "opened"; ok: number; failed: string[] }
  | { kind: "closed" }
  | { kind: "events"; events: ReceivedEvent[] };

export interface ReceivedEvent {
  key: string;
  seq: number;
  type: string;
  data: unknown;
  /** process.hrtime in ms when the event's last byte was read. */
  at: number;
}

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const streams = new Map<string, http.ClientRequest>();
let outbox: ReceivedEvent[] = [];
let flushQueued = false;

function send(message: FromClients): void {
  process.send!(message);
}

function received(event: ReceivedEvent): void {
  outbox.push(event);
  if (flushQueued) return;
  flushQueued = true;
  setImmediate(() => {
    flushQueued = false;
    send({ kind: "events", events: outbox });
    outbox = [];
  });
}

/** Resolves once the stream answered 200 and its first block (`retry:`) arrived. */
function open(baseUrl: string, stream: OpenStream): Promise<boolean> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { cookie: stream.cookie, accept: "text/event-stream" };
    if (stream.lastEventId !== undefined) headers["last-event-id"] = String(stream.lastEventId);
    const req = http.get(`${baseUrl}/api/realtime`, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        resolve(false);
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      let ready = false;
      res.on("data", (chunk: string) => {
        const at = nowMs();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: number | undefined;
          let data: string | undefined;
          for (const line of block.split("\n")) {
            if (line.startsWith("id: ")) id = Number(line.slice(4));
            else if (line.startsWith("data: ")) data = line.slice(6);
          }
          if (!ready) {
            ready = true;
            resolve(true);
          }
          if (id === undefined || data === undefined) continue;
          const message = JSON.parse(data) as { type: string; data: unknown };
          received({ key: stream.key, seq: id, type: message.type, data: message.data, at });
        }
      });
      res.on("error", () => {});
    });
    req.on("error", () => resolve(false));
    streams.set(stream.key, req);
  });
}

process.on("message", async (message: ToClients) => {
  if (message.kind === "open") {
    const failed: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < message.streams.length) {
        const stream = message.streams[next++]!;
        if (!(await open(message.baseUrl, stream))) failed.push(stream.key);
      }
    };
    await Promise.all(Array.from({ length: Math.min(message.concurrency, message.streams.length) }, worker));
    send({ kind: "opened", ok: message.streams.length - failed.length, failed });
  } else if (message.kind === "close") {
    for (const key of message.keys) {
      streams.get(key)?.destroy();
      streams.delete(key);
    }
    send({ kind: "closed" });
  } else {
    for (const req of streams.values()) req.destroy();
    process.exit(0);
  }
});
