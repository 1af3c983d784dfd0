/**
 * Sends the camera to the server while the creator is live: a MediaRecorder's
 * WebM, one chunk a second, as binary messages over the ingest WebSocket
 * (server/live/ingest-socket.ts). Every connection is its own WebM stream (the
 * server runs one ffmpeg per connection, appending to the same playlists), so
 * each one gets a new recorder whose first chunk carries the header.
 *
 * A dropped connection is opened again (after 1 s, doubling to 5 s) for as long
 * as the server keeps the live without ingest (60 s), unless the live has
 * ended meanwhile or a newer connection (another window) replaced this one.
 */

/** VP8 and Opus first: what the server's tests feed its ffmpeg, as Chromium records it. */
const RECORDER_TYPES = ["video/webm;codecs=vp8,opus", "video/webm;codecs=vp9,opus", "video/webm"] as const;
/** How often the recorder hands over a chunk. */
export const TIMESLICE_MS = 1000;
/** The server ends a live after this long without ingest (LIVE_INGEST_TIMEOUT_SECONDS). */
export const INGEST_GRACE_MS = 60_000;
/** ws close code: the server took a newer connection for this live. */
const REPLACED = 4000;
const RETRY_MS = { first: 1000, max: 5000 };

export type IngestState =
  | { kind: "connecting" }
  | { kind: "streaming" }
  /** The connection dropped at `since` (ms); trying again. */
  | { kind: "reconnecting"; since: number }
  | { kind: "stopped"; reason: "stopped" | "ended" | "replaced" | "lost" };

/** The parts of a WebSocket the ingest uses. */
export interface IngestSocket {
  readonly readyState: number;
  binaryType: string;
  onopen: (() => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: (() => void) | null;
  send(data: Blob): void;
  close(code?: number): void;
}

/** The parts of a MediaRecorder the ingest uses. */
export interface IngestRecorder {
  readonly state: string;
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  start(timeslice: number): void;
  stop(): void;
}

export interface LiveIngestOptions {
  url: string;
  stream: MediaStream;
  onState: (state: IngestState) => void;
  /** Whether the live is still live (read before each new connection). */
  isLive: () => Promise<boolean>;
  createSocket?: (url: string) => IngestSocket;
  createRecorder?: (stream: MediaStream) => IngestRecorder;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const OPEN = 1;

/** The first of RECORDER_TYPES this browser records, or "" (its own default). */
export function recorderType(isTypeSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type)): string {
  return RECORDER_TYPES.find((type) => isTypeSupported(type)) ?? "";
}

function browserRecorder(stream: MediaStream): IngestRecorder {
  const mimeType = recorderType();
  // About what a 720p30 live needs; the server re-encodes it anyway.
  return new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), videoBitsPerSecond: 2_500_000, audioBitsPerSecond: 128_000 }) as unknown as IngestRecorder;
}

export class LiveIngest {
  private socket: IngestSocket | null = null;
  private recorder: IngestRecorder | null = null;
  private stream: MediaStream;
  private retryTimer: unknown = null;
  private retryMs = RETRY_MS.first;
  private droppedAt: number | null = null;
  private stopped = false;
  private readonly createSocket: (url: string) => IngestSocket;
  private readonly createRecorder: (stream: MediaStream) => IngestRecorder;
  private readonly now: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: LiveIngestOptions) {
    this.stream = options.stream;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as IngestSocket);
    this.createRecorder = options.createRecorder ?? browserRecorder;
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  start(): void {
    this.options.onState({ kind: "connecting" });
    this.connect();
  }

  /** Another camera or microphone: a new connection with a new recorder replaces the current one. */
  switchStream(stream: MediaStream): void {
    this.stream = stream;
    if (this.stopped || this.droppedAt !== null) return; // the next connection takes it
    this.retire();
    this.connect();
  }

  /** Stops sending: the recorder's last chunk goes out, then the connection closes. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.retire();
    this.options.onState({ kind: "stopped", reason: "stopped" });
  }

  private connect(): void {
    const socket = this.createSocket(this.options.url);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.droppedAt = null;
      this.retryMs = RETRY_MS.first;
      this.record(socket);
      this.options.onState({ kind: "streaming" });
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopRecorder();
      if (event.code === REPLACED) return this.finish("replaced");
      this.droppedAt ??= this.now();
      this.options.onState({ kind: "reconnecting", since: this.droppedAt });
      this.scheduleRetry();
    };
    socket.onerror = () => {};
  }

  private record(socket: IngestSocket): void {
    const recorder = this.createRecorder(this.stream);
    this.recorder = recorder;
    recorder.ondataavailable = ({ data }) => {
      if (data.size > 0 && socket.readyState === OPEN) socket.send(data);
    };
    recorder.start(TIMESLICE_MS);
  }

  private scheduleRetry(): void {
    const waited = this.now() - (this.droppedAt ?? this.now());
    if (waited >= INGEST_GRACE_MS) return this.finish("lost");
    const delay = Math.min(this.retryMs, INGEST_GRACE_MS - waited);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MS.max);
    this.retryTimer = this.setTimer(() => {
      this.retryTimer = null;
      void this.retry();
    }, delay);
  }

  private async retry(): Promise<void> {
    if (this.stopped) return;
    let live: boolean;
    try {
      live = await this.options.isLive();
    } catch {
      live = true; // the server is unreachable: keep trying while the live may still be kept
    }
    if (this.stopped) return;
    if (!live) return this.finish("ended");
    this.connect();
  }

  private finish(reason: "ended" | "replaced" | "lost"): void {
    this.stopped = true;
    this.retire();
    this.options.onState({ kind: "stopped", reason });
  }

  /** Lets the current connection go: its recorder's last chunk is sent, then it closes; its events are ignored from now. */
  private retire(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return this.stopRecorder();
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder && recorder.state !== "inactive") {
      recorder.onstop = () => socket.close(1000);
      recorder.stop();
    } else {
      socket.close(1000);
    }
  }

  private stopRecorder(): void {
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }
}

/** The ingest address of a live on this page's own server (for a live already live when the studio opens). */
export function sameOriginIngestUrl(liveSessionId: string, location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/live-sessions/${encodeURIComponent(liveSessionId)}/ingest`;
}
