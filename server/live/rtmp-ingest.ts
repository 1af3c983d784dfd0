/**
 * OBS and other RTMP encoders: with RTMP_PORT set, each instance listens there
 * for publishes to rtmp://<host>:RTMP_PORT/live with a live's stream key as the
 * stream name (./rtmp-protocol.ts speaks the protocol). The key is checked
 * before the encoder hears that it may publish: it must be the key of a live
 * that its creator started (a new key at each start, shown to them alone) and
 * that is live on this instance (which holds its ingest and its capacity,
 * MAX_LIVE_STREAMS). The encoder's stream then goes as FLV into the live's
 * ffmpeg, as a browser's WebM does (./ingest.ts): a reconnect continues the
 * same playlists, and the ingest timeout ends a live whose encoder is gone.
 */
import net from "node:net";
import { eq } from "drizzle-orm";
import { liveSessions } from "../db/schema";
import { liveIngestsOf, type LiveIngestDeps } from "./ingest";
import { serveRtmpConnection, type PublishDecision, type PublishRequest } from "./rtmp-protocol";

/** The application of the address encoders publish to: rtmp://host:port/live. */
const RTMP_APP = "live";

/** What a refused encoder is told (OBS shows it in its log). */
export const RTMP_REFUSALS = {
  wrongApp: `Publish to rtmp://<host>:<port>/${RTMP_APP}`,
  unknownKey: "This stream key opens no live that is live: start the live first, then use the key it shows",
  elsewhere: "This live is ingested by another server: send the stream to the one that started it",
} as const;

/** Listens on RTMP_PORT (when set); answers a way to stop listening. */
export async function listenRtmpIngest(deps: LiveIngestDeps): Promise<{ port: number; close(): Promise<void> } | null> {
  const port = deps.config.live.rtmpPort;
  if (!port) return null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.setNoDelay(true);
    // An encoder that sends nothing for this long is gone (OBS sends every frame).
    socket.setTimeout(deps.config.live.ingestTimeoutMs, () => socket.destroy());
    serveRtmpConnection(socket, (request) => admitPublish(deps, request, socket));
  });
  // Each of the instance's lives has one encoder (and one reconnecting): more connections than that are no encoders.
  server.maxConnections = 2 * deps.config.live.maxStreams + 8;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The sink of an accepted publish, or why it is refused. */
async function admitPublish(deps: LiveIngestDeps, request: PublishRequest, socket: net.Socket): Promise<PublishDecision> {
  if (request.app !== RTMP_APP) return { refusal: RTMP_REFUSALS.wrongApp };
  if (!request.streamName) return { refusal: RTMP_REFUSALS.unknownKey };
  // The key is the creator's secret for this live, made at its start (unique while set).
  const [live] = await deps.db
    .select({ id: liveSessions.id, status: liveSessions.status })
    .from(liveSessions)
    .where(eq(liveSessions.streamKey, request.streamName))
    .limit(1);
  if (!live || live.status !== "live") return { refusal: RTMP_REFUSALS.unknownKey };
  const ingests = liveIngestsOf(deps);
  if (!ingests.has(live.id)) return { refusal: RTMP_REFUSALS.elsewhere };
  const sink = await ingests.connect(live.id, () => socket.destroy(), "flv");
  return { sink };
}
